// The bank's service hours (read: admin, reviewer, finance; change: admin, finance): when the bank
// takes payouts. Passed payouts wait outside these hours and leave when the next period starts.
// The hours and their form are the card (hours-card.tsx); saving them is audited.
import { PageContainer } from '@tradebridge/ui';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLoading } from '../../../components/detail-load-states.tsx';
import { LoadFailed } from '../../../components/list-screen.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useServiceHours } from '../api/get-service-hours.ts';
import { HoursCard } from './hours-card.tsx';

export const HoursScreen = () => {
  const { t } = useTranslation('payout');
  const { t: tCommon } = useTranslation('common');
  const operator = useCurrentOperator();
  const canEdit = allows(operator.role, ACCESS.managePayouts);
  const { data, error, isPending, refetch } = useServiceHours();

  let content: ReactNode;
  if (isPending) content = <DetailLoading testId="hours-loading" rows={8} />;
  else if (!data)
    content = (
      <LoadFailed
        name="hours"
        error={error ?? new Error(tCommon('loadFailed'))}
        onRetry={() => void refetch()}
      />
    );
  else
    content = (
      <>
        {!canEdit && (
          <Alert type="info" showIcon title={t('hours.readOnly')} data-testid="hours-read-only" />
        )}
        <HoursCard hours={data} canEdit={canEdit} />
      </>
    );

  return (
    <PageContainer testId="hours-screen" title={t('hours.title')} description={t('hours.intro')}>
      {content}
    </PageContainer>
  );
};
