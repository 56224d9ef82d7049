// The columns of the exchanges list (orders-screen.tsx): order and time, merchant, what is sold
// and bought, the rate, the fee with its spread, state, and the button that opens the order.
import type { OpsExchangeOrder } from '@tradebridge/contracts';
import { formatDateTime, formatRate } from '@tradebridge/ui';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Amount } from '../../../components/amount.tsx';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import { NOWRAP, Stacked, type RecordColumnsOf } from '../../../components/record-cells.tsx';
import { bpLabel, ExchangeStateTag } from './exchange-labels.tsx';

export const orderColumns = ({
  t,
  tCommon,
  canReview,
  open,
}: RecordColumnsOf<'exchange', OpsExchangeOrder>): ColumnsType<OpsExchangeOrder> => [
  {
    // The order number over the time it was placed (newest first).
    title: t('columns.orderNo'),
    dataIndex: 'orderNo',
    minWidth: 150,
    ...NOWRAP,
    render: (orderNo: string, row) => (
      <Stacked align="flex-start" sub={formatDateTime(row.createdAt)}>
        <Typography.Link onClick={() => open(row)} data-testid={`exchange-link-${orderNo}`}>
          {orderNo}
        </Typography.Link>
      </Stacked>
    ),
  },
  {
    title: t('columns.merchant'),
    dataIndex: 'merNo',
    minWidth: 140,
    render: (_: string, row) => <MerchantCell merchant={row} />,
  },
  {
    title: t('columns.sell'),
    dataIndex: 'sellAmount',
    align: 'right',
    minWidth: 130,
    render: (amount: string, row) => <Amount amount={amount} currency={row.sellCurrency} />,
  },
  {
    title: t('columns.buy'),
    dataIndex: 'buyAmount',
    align: 'right',
    minWidth: 130,
    render: (amount: string, row) => <Amount amount={amount} currency={row.buyCurrency} />,
  },
  {
    // The rate as the order keeps it, over what it counts ("CNY per USD"): two short lines.
    title: t('columns.rate'),
    dataIndex: 'rate',
    align: 'right',
    minWidth: 120,
    ...NOWRAP,
    render: (rate: string, row) => (
      <Stacked
        align="flex-end"
        sub={t('ratePer', { sell: row.sellCurrency, buy: row.buyCurrency })}
      >
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatRate(rate, { exact: true })}
        </span>
      </Stacked>
    ),
  },
  {
    title: t('columns.fee'),
    dataIndex: 'fee',
    align: 'right',
    minWidth: 120,
    render: (fee: string, row) => (
      <Stacked align="flex-end" sub={bpLabel(row.spreadBp, t)} subStyle={{ whiteSpace: 'nowrap' }}>
        <Amount amount={fee} currency={row.sellCurrency} />
      </Stacked>
    ),
  },
  {
    title: t('columns.state'),
    dataIndex: 'state',
    minWidth: 100,
    ...NOWRAP,
    render: (state: number) => <ExchangeStateTag state={state} />,
  },
  openColumn<OpsExchangeOrder>({
    title: tCommon('actions'),
    labels: { review: t('review.open'), view: t('view') },
    decides: (row) => canReview && row.actions.length > 0,
    open,
    testId: 'exchange-open',
    idOf: (row) => row.orderNo,
  }),
];
