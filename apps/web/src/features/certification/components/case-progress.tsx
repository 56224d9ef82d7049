// Where a merchant is in the certification and where each screen leads: the stages of the
// progress (antd Steps; on a phone "step n of m" with a bar), the screen of what is next, and the
// frame every certification screen shares (the case loaded, its loading and error states, the
// progress, the card with the screen's title).
import {
  CertificationStep,
  STEPS_OF,
  type CertificationCase,
  type CertificationNext,
  type EntityType,
} from '@tradebridge/contracts';
import { useNarrowScreen } from '@tradebridge/ui';
import { Card, Flex, Progress, Skeleton, Steps, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../lib/paths.ts';
import { MERCHANT_INFO_KEY, useCurrentUser } from '../../../lib/merchant-info.ts';
import { AFTER_FORMS_PATHS } from '../../../lib/certification.ts';
import { useCertificationCase } from '../api/get-case.ts';
import { LoadFailedResult } from '../../../components/load-failed-result.tsx';

/** The screen of each step of the forms. */
export const STEP_PATHS: Record<CertificationStep, string> = {
  [CertificationStep.Company]: paths.certification.company,
  [CertificationStep.People]: paths.certification.people,
  [CertificationStep.Documents]: paths.certification.documents,
  [CertificationStep.Individual]: paths.certification.individual,
};

/** The stages the progress shows: the choice, the forms' steps, then the way to the review. */
export type Stage = 'type' | CertificationStep | 'check' | 'agreement' | 'liveness' | 'review';

export const stagesOf = (entityType: EntityType | null): Stage[] => [
  'type',
  ...(entityType ? STEPS_OF[entityType] : [CertificationStep.Company]),
  'check',
  'agreement',
  'liveness',
  'review',
];

/** The stage the merchant has reached (the first not done). */
export const reachedStage = (kase: CertificationCase): Stage => {
  switch (kase.next) {
    case 'forms':
      if (!kase.entityType) return 'type';
      return kase.missingSteps[0] ?? 'check';
    case 'agreement':
    case 'liveness':
      return kase.next;
    default:
      return 'review';
  }
};

/** What can still be changed: the forms until they are with the reviewers, or after a refusal. */
const EDITABLE: readonly CertificationNext[] = ['forms', 'agreement', 'liveness', 'failed'];
export const isEditable = (kase: CertificationCase) => EDITABLE.includes(kase.next);

/** The screen where the merchant continues. */
export const nextPathOf = (kase: CertificationCase): string => {
  switch (kase.next) {
    case 'forms': {
      if (!kase.entityType) return paths.certification.hub;
      const missing = kase.missingSteps[0];
      return missing ? STEP_PATHS[missing] : paths.certification.checkInfo;
    }
    case 'agreement':
    case 'liveness':
    case 'materials':
      return AFTER_FORMS_PATHS[kase.next];
    // A refusal is corrected from the check page; once certified it is the certification's info.
    case 'failed':
    case 'done':
      return paths.certification.checkInfo;
    default:
      return paths.certification.hub;
  }
};

type ProgressStatus = 'wait' | 'process' | 'finish' | 'error';

/** The progress of the case, the stage on screen marked. */
export const CertificationProgress = ({ kase, at }: { kase: CertificationCase; at?: Stage }) => {
  const { t } = useTranslation('certification');
  const narrow = useNarrowScreen();
  const stages = stagesOf(kase.entityType);
  const done = kase.next === 'done' || kase.next === 'activating';
  const reached = stages.indexOf(reachedStage(kase));
  const statusOf = (stage: Stage, index: number): ProgressStatus => {
    if (done) return 'finish';
    if (stage === 'review' && kase.next === 'failed') return 'error';
    if (index < reached) return 'finish';
    return index === reached ? 'process' : 'wait';
  };
  const current = at ? stages.indexOf(at) : reached;

  if (narrow) {
    const shown = Math.max(0, current);
    return (
      <Flex vertical gap={4} data-testid="certification-progress" data-stage={stages[shown]}>
        <Typography.Text type="secondary">
          {t('progress.stepOf', {
            index: shown + 1,
            total: stages.length,
            title: t(`stage.${stages[shown]}`),
          })}
        </Typography.Text>
        <Progress
          percent={Math.round(((done ? stages.length : reached) / stages.length) * 100)}
          showInfo={false}
          size="small"
        />
      </Flex>
    );
  }
  return (
    <Steps
      size="small"
      current={Math.max(0, current)}
      data-testid="certification-progress"
      data-stage={stages[Math.max(0, current)]}
      items={stages.map((stage, index) => ({
        key: stage,
        title: t(`stage.${stage}`),
        status: statusOf(stage, index),
      }))}
    />
  );
};

export type CaseScreenProps = {
  title: ReactNode;
  /** The stage this screen is, for the progress; none on the hub before a choice. */
  stage?: Stage;
  /** Ask again every few seconds while the phone hand-off runs. */
  poll?: boolean;
  testId: string;
  extra?: ReactNode;
  children: (kase: CertificationCase) => ReactNode;
};

/** The frame of a certification screen: the case loaded (or its loading and error states). */
export const CaseScreen = ({ title, stage, poll, testId, extra, children }: CaseScreenProps) => {
  const { t } = useTranslation('certification');
  const kase = useCertificationCase({ poll });
  // The case moved the merchant on (a phone finished the liveness check, a reviewer decided): the
  // signed-in user's state is read again, so the menu, home and the money screens follow.
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const merchantState = kase.data?.merchantState;
  useEffect(() => {
    if (merchantState !== undefined && merchantState !== user.state)
      void queryClient.invalidateQueries({ queryKey: MERCHANT_INFO_KEY });
  }, [merchantState, user.state, queryClient]);
  let body: ReactNode;
  if (kase.isPending) body = <Skeleton active paragraph={{ rows: 6 }} data-testid="case-loading" />;
  else if (kase.isError)
    body = (
      <LoadFailedResult
        title={t('loadFailed')}
        query={kase}
        retry={t('retry')}
        data-testid="case-load-failed"
      />
    );
  else body = children(kase.data);
  return (
    <Flex vertical gap={16} data-testid={testId} style={{ minWidth: 0 }}>
      {kase.data ? <CertificationProgress kase={kase.data} at={stage} /> : null}
      <Card
        title={title}
        extra={extra}
        // Long titles (Russian) wrap instead of being cut off.
        styles={{ title: { whiteSpace: 'normal' }, body: { minWidth: 0 } }}
      >
        {body}
      </Card>
    </Flex>
  );
};

/** A certification screen that is `Body` in the case's frame, under the title `title` gives. */
export const caseScreen =
  (
    {
      title,
      ...frame
    }: Omit<CaseScreenProps, 'title' | 'children'> & {
      title: (t: TFunction<'certification'>) => ReactNode;
    },
    Body: (props: { kase: CertificationCase }) => ReactNode,
  ) =>
  () => {
    const { t } = useTranslation('certification');
    return (
      <CaseScreen title={title(t)} {...frame}>
        {(kase) => <Body kase={kase} />}
      </CaseScreen>
    );
  };

/** What the merchant does next, in words (next.<key>.title, .description, .action). */
export type NextKey =
  | 'choose'
  | 'forms'
  | 'check'
  | 'agreement'
  | 'liveness'
  | 'review'
  | 'materials'
  | 'failed'
  | 'activating'
  | 'done';

export const nextKeyOf = (kase: CertificationCase): NextKey => {
  if (kase.next !== 'forms') return kase.next;
  if (!kase.entityType) return 'choose';
  return kase.missingSteps.length > 0 ? 'forms' : 'check';
};

/** Whether the next thing is the merchant's to do (not the reviewers' or the channel's). */
export const isMerchantsTurn = (key: NextKey) => !['review', 'activating', 'done'].includes(key);
