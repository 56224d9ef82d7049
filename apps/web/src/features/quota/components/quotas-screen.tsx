// /limit (spec "Settlement quota"): above, one card per settlement-limit kind (goods trade, service
// trade, e-commerce) with its status, what its available items grant, use and leave, and "Apply"
// for a user who may operate quotas (quota-overview.tsx); a word on what the quota is for (payouts
// into mainland China draw on it, by purpose). Below, the quota items and applications — number,
// kind, amount, used, remaining with a bar, period, review state, label and when applied —
// filtered by kind and label, paged by the server; each row opens its detail (quota-list.tsx).
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { quotaApplyPath } from './links.ts';
import { QuotaList } from './quota-list.tsx';
import { Overview } from './quota-overview.tsx';
import { DetailNotice } from '../../../components/detail-page.tsx';

export const QuotasScreen = () => {
  const { t } = useTranslation('quota');
  const { t: tm } = useTranslation('menu');
  const user = useCurrentUser();
  const canApply = canAccess(user, { permission: 'limit:operate' });
  return (
    <Card
      title={tm('limit')}
      data-testid="quotas-screen"
      extra={
        canApply ? (
          <AddButton to={quotaApplyPath()} data-testid="quotas-apply">
            {t('list.apply')}
          </AddButton>
        ) : null
      }
    >
      <Flex vertical gap={16}>
        <DetailNotice type="info" title={t('overview.introTitle')} data-testid="quota-intro">
          <span>{t('overview.intro')}</span>
          <span>{t('overview.introKinds')}</span>
          <span>{t('overview.introReturn')}</span>
        </DetailNotice>
        <Overview canApply={canApply} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <QuotaList canApply={canApply} />
      </Flex>
    </Card>
  );
};
