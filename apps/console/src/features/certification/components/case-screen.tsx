// One certification case (admin, reviewer): its state and merchant in the header with the actions
// the operator may take; the decision so far; the case's facts; every field of the draft in
// sections with its files; the liveness result with the selfie and video; the submissions with
// what each changed, and the history. What the latest resubmission changed is marked throughout.
import { CertificationState, type CaseDetail } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, orEmpty } from '@tradebridge/ui';
import { Alert, Col, Flex, Row, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FactsCard } from '../../../components/facts-card.tsx';
import { MerchantField } from '../../../components/merchant-cell.tsx';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { useParams } from 'react-router';
import { describedItems } from '../../../lib/described-items.ts';
import { paths } from '../../../lib/paths.ts';
import { useCase } from '../api/get-case.ts';
import { CaseActions, hasCaseActions } from './case-actions.tsx';
import { ageInDays, CaseStateTag, pathLabel, useCountryName } from './case-labels.tsx';
import { HistoryCard, SubmissionsCard } from './case-timeline.tsx';
import { DraftSections } from './draft-sections.tsx';
import { LivenessCard } from './liveness-card.tsx';

/** What the latest submission changed against the one before (nothing on a first submission). */
const latestChanges = (detail: CaseDetail): ReadonlySet<string> => {
  const latest = detail.submissions.reduce<CaseDetail['submissions'][number] | undefined>(
    (last, submission) => (!last || submission.number > last.number ? submission : last),
    undefined,
  );
  return new Set(latest && latest.number > 1 ? latest.changed : []);
};

/** The decision so far, or what the merchant was asked for, with the reviewer's reason. */
const DecisionNote = ({ detail }: { detail: CaseDetail }) => {
  const { t } = useTranslation('certification');
  const reason = detail.reason && t('decision.reason', { reason: detail.reason });
  if (detail.state === CertificationState.Failed)
    return (
      <Alert
        type="error"
        showIcon
        title={t('decision.rejected')}
        description={reason}
        data-testid="case-decision"
      />
    );
  if (detail.state === CertificationState.Successful)
    return (
      <Alert type="success" showIcon title={t('decision.approved')} data-testid="case-decision" />
    );
  if (detail.reuploadItems.length > 0)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('decision.reupload')}
        data-testid="case-decision"
        description={
          <Flex vertical gap={4}>
            {reason}
            <Flex gap={4} wrap>
              {detail.reuploadItems.map((key) => (
                <Tag key={key}>{pathLabel(key, detail.draft, t)}</Tag>
              ))}
            </Flex>
          </Flex>
        }
      />
    );
  return null;
};

const OverviewCard = ({ detail }: { detail: CaseDetail }) => {
  const { t } = useTranslation('certification');
  const column = describedItems(t, 'columns');
  const field = describedItems(t, 'case');
  const { t: tCommon } = useTranslation('common');
  const countryName = useCountryName();
  const days = ageInDays(detail.submittedAt);
  return (
    <FactsCard
      title={t('case.overview')}
      testId="case-overview"
      items={[
        field('merchant', <MerchantField merchant={detail} />),
        column(
          'entityType',
          orEmpty(detail.entityType && tCommon(`entityType.${detail.entityType}`)),
        ),
        column('country', countryName(detail.country)),
        column('submittedAt', formatDateTime(detail.submittedAt)),
        column('age', days === undefined ? EMPTY_VALUE : t('age', { count: days })),
        column(
          'assignee',
          <span data-testid="case-assignee">{detail.assignee?.name ?? t('nobody')}</span>,
        ),
        field('updatedAt', formatDateTime(detail.updatedAt)),
      ]}
    />
  );
};

export const CaseScreen = () => {
  const { caseId = '' } = useParams();
  const { t } = useTranslation('certification');
  const query = useCase(caseId);
  const { data } = query;
  const changed = useMemo(() => (data ? latestChanges(data) : new Set<string>()), [data]);
  const changedNote = changed.size > 0 && (
    <Alert type="info" showIcon title={t('case.changedNote')} data-testid="case-changed-note" />
  );

  return (
    <RecordScreen query={query} t={t} name="case" keys="case" list={paths.certification}>
      {(detail) => ({
        title: detail.subjectName || detail.merchantName,
        fact: detail.merNo,
        state: <CaseStateTag state={detail.state} />,
        description: detail.subjectName ? detail.merchantName : undefined,
        actions: hasCaseActions(detail) && <CaseActions detail={detail} />,
        content: (
          <>
            <DecisionNote detail={detail} />
            {changedNote}
            <OverviewCard detail={detail} />
            <DraftSections detail={detail} changed={changed} />
            <LivenessCard detail={detail} />
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <SubmissionsCard detail={detail} />
              </Col>
              <Col xs={24} xl={12}>
                <HistoryCard detail={detail} />
              </Col>
            </Row>
          </>
        ),
      })}
    </RecordScreen>
  );
};
