// The columns of the quota items and applications: number (to its detail), kind, amount, used,
// remaining with a bar, period, review state, label and when applied.
import type { Quota } from '@tradebridge/contracts';
import {
  formatDate,
  linkColumn,
  moneyColumn,
  stateColumn,
  textColumn,
  timeColumn,
} from '@tradebridge/ui';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { quotaDetailPath } from './links.ts';
import { usd } from './quota-overview.tsx';
import { QuotaLabelTag, QuotaStateTag } from './quota-tags.tsx';
import { UsageBar } from './usage-bar.tsx';

const inUsd = () => 'USD';

export const useQuotaColumns = (): TableColumnsType<Quota> => {
  const { t } = useTranslation('quota');
  return [
    linkColumn<Quota>({
      title: t('fields.quotaNo'),
      key: 'quotaNo',
      fixed: 'left',
      text: (quota) => quota.quotaNo,
      to: (quota) => quotaDetailPath(quota.quotaNo),
      testId: 'quota-link',
    }),
    textColumn<Quota>({
      title: t('fields.kind'),
      key: 'kind',
      text: (quota) => t(`kind.${quota.kind}`),
      testId: 'quota-kind-cell',
    }),
    moneyColumn<Quota>({
      title: t('fields.amount'),
      key: 'amount',
      amount: (quota) => quota.amount,
      currency: inUsd,
      testId: 'quota-amount-cell',
    }),
    moneyColumn<Quota>({
      title: t('fields.used'),
      key: 'used',
      amount: (quota) => quota.used,
      currency: inUsd,
    }),
    {
      title: t('fields.remaining'),
      key: 'remaining',
      render: (_, quota) => (
        <Flex vertical gap={2} style={{ minWidth: 120 }}>
          <Typography.Text
            strong
            style={{ whiteSpace: 'nowrap' }}
            data-testid="quota-remaining-cell"
          >
            {usd(quota.remaining)}
          </Typography.Text>
          <UsageBar used={quota.used} amount={quota.amount} />
        </Flex>
      ),
    },
    textColumn<Quota>({
      title: t('fields.period'),
      key: 'period',
      text: (quota) =>
        t('period', { from: formatDate(quota.validFrom), to: formatDate(quota.validTo) }),
      testId: 'quota-period-cell',
    }),
    stateColumn<Quota>({
      title: t('fields.state'),
      key: 'state',
      tag: (quota) => <QuotaStateTag state={quota.state} />,
    }),
    stateColumn<Quota>({
      title: t('fields.label'),
      key: 'label',
      tag: (quota) => <QuotaLabelTag label={quota.label} />,
    }),
    timeColumn<Quota>({
      title: t('fields.createdAt'),
      key: 'createdAt',
      time: (quota) => quota.createdAt,
    }),
  ];
};
