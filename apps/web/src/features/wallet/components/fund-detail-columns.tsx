// The columns of the fund details: time, type, order number (to copy), direction, amount (signed),
// balance after, counterparty and note.
import type { FundMovement } from '@tradebridge/contracts';
import { EMPTY_VALUE, moneyColumn, timeColumn } from '@tradebridge/ui';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MovementType } from '../../../components/movement-type.tsx';

/** A long text cut to `width` with the whole of it on hover; "--" when there is none. */
const clipped = (value: string | null, width: number) =>
  value ? (
    <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: width }}>
      {value}
    </Typography.Text>
  ) : (
    EMPTY_VALUE
  );

export const useFundDetailColumns = (): TableColumnsType<FundMovement> => {
  const { t } = useTranslation('wallet');
  return [
    {
      ...timeColumn<FundMovement>({ title: t('details.time'), key: 'time', time: (m) => m.time }),
      // Which movement a row is stays in view while the rest scrolls.
      fixed: 'left',
    },
    {
      title: t('details.type'),
      key: 'type',
      render: (_, m) => (
        <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 180 }}>
          <MovementType movement={m} />
        </Typography.Text>
      ),
    },
    {
      title: t('details.orderNo'),
      key: 'orderNo',
      render: (_, m) =>
        m.orderNo ? (
          <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>
            {m.orderNo}
          </Typography.Text>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('details.direction'),
      key: 'direction',
      render: (_, m) => (
        <Tag color={m.direction === 'in' ? 'success' : 'default'}>
          {t(`direction.${m.direction}`)}
        </Tag>
      ),
    },
    moneyColumn<FundMovement>({
      title: t('details.amount'),
      key: 'amount',
      amount: (m) => m.amount,
      currency: (m) => m.currency,
      look: (m) => ({ strong: true, ...(m.direction === 'in' ? { type: 'success' } : {}) }),
      options: (m) => ({ direction: m.direction }),
      testId: 'movement-amount',
    }),
    moneyColumn<FundMovement>({
      title: t('details.balanceAfter'),
      key: 'balanceAfter',
      amount: (m) => m.balanceAfter,
      currency: (m) => m.currency,
    }),
    {
      title: t('details.counterparty'),
      key: 'counterparty',
      render: (_, m) => clipped(m.counterparty, 180),
    },
    { title: t('details.note'), key: 'note', render: (_, m) => clipped(m.note, 220) },
  ];
};
