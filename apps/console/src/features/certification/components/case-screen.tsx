// One certification case (admin, reviewer): its state and merchant in the header with the actions
// the operator may take; the decision so far; the case's facts; every field of the draft in
// sections with its files; the liveness result with the selfie and video; the submissions with
// what each changed, and the history. What the latest resubmission changed is marked throughout.
import { CertificationState, type CaseDetail } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, orEmpty, PageContainer } from '@tradebridge/ui';
import { Alert, Card, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MerchantField } from '../../../components/merchant-cell.tsx';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailStates } from '../../../components/detail-load-states.tsx';
import { useParams } from 'react-router';
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
  const { t: tCommon } = useTranslation('common');
  const countryName = useCountryName();
  const days = ageInDays(detail.submittedAt);
  return (
    <Card title={t('case.overview')} data-testid="case-overview">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          {
            key: 'merchant',
            label: t('case.merchant'),
            children: <MerchantField merchant={detail} />,
          },
          {
            key: 'entityType',
            label: t('columns.entityType'),
            children: orEmpty(detail.entityType && tCommon(`entityType.${detail.entityType}`)),
          },
          { key: 'country', label: t('columns.country'), children: countryName(detail.country) },
          {
            key: 'submittedAt',
            label: t('columns.submittedAt'),
            children: formatDateTime(detail.submittedAt),
          },
          {
            key: 'age',
            label: t('columns.age'),
            children: days === undefined ? EMPTY_VALUE : t('age', { count: days }),
          },
          {
            key: 'assignee',
            label: t('columns.assignee'),
            children: (
              <span data-testid="case-assignee">{detail.assignee?.name ?? t('nobody')}</span>
            ),
          },
          {
            key: 'updatedAt',
            label: t('case.updatedAt'),
            children: formatDateTime(detail.updatedAt),
          },
        ]}
      />
    </Card>
  );
};

export const CaseScreen = () => {
  const { caseId = '' } = useParams();
  const { t } = useTranslation('certification');
  const query = useCase(caseId);
  const { data: detail } = query;
  const changed = useMemo(() => (detail ? latestChanges(detail) : new Set<string>()), [detail]);

  if (!detail)
    return (
      <DetailStates
        query={query}
        name="case"
        notFoundTitle={t('case.notFound')}
        backTo={paths.certification}
        backLabel={t('case.back')}
      />
    );

  return (
    <PageContainer
      testId="case-screen"
      back={<BackLink to={paths.certification} label={t('case.back')} testId="back-to-cases" />}
      title={<span data-testid="case-title">{detail.subjectName || detail.merchantName}</span>}
      tags={
        <>
          <Typography.Text type="secondary">{detail.merNo}</Typography.Text>
          <CaseStateTag state={detail.state} />
        </>
      }
      description={detail.subjectName ? detail.merchantName : undefined}
      actions={hasCaseActions(detail) && <CaseActions detail={detail} />}
    >
      <DecisionNote detail={detail} />
      {changed.size > 0 && (
        <Alert type="info" showIcon title={t('case.changedNote')} data-testid="case-changed-note" />
      )}
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
    </PageContainer>
  );
};
