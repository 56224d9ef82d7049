// The columns of the payouts list (payouts-screen.tsx): order and batch, merchant, type, payee,
// amount with its fee, state with what it waits for, and the button that opens the payout.
import { GroupOutlined } from '@ant-design/icons';
import { OrderState, type OpsPayoutPage } from '@tradebridge/contracts';
import { formatDateTime, formatMoney } from '@tradebridge/ui';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { payoutPath, payoutsOfBatchPath } from '../../../lib/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import { openColumn } from '../../../components/open-column.tsx';
import { NOWRAP, SMALL, Stacked, type RecordColumnsOf } from '../../../components/record-cells.tsx';
import { PayoutStateTag, typeLabel, waitLabel } from './payout-labels.tsx';

export type PayoutRow = OpsPayoutPage['list'][number];

export const payoutColumns = ({
  t,
  tCommon,
  canReview,
  open,
}: RecordColumnsOf<'payout', PayoutRow>): ColumnsType<PayoutRow> => [
  {
    // The order number over the time it was submitted and its batch (a link to its orders).
    title: t('columns.orderNo'),
    dataIndex: 'orderNo',
    minWidth: 170,
    ...NOWRAP,
    render: (orderNo: string, row) => (
      <Stacked align="flex-start">
        <Link to={payoutPath(orderNo)} data-testid={`payout-link-${orderNo}`}>
          {orderNo}
        </Link>
        <Typography.Text type="secondary" style={SMALL}>
          {formatDateTime(row.createdAt)}
        </Typography.Text>
        {row.batchNo && (
          <Link
            to={payoutsOfBatchPath(row.batchNo)}
            style={SMALL}
            data-testid={`payout-batch-${orderNo}`}
          >
            <GroupOutlined /> {t('batchLine', { batchNo: row.batchNo })}
          </Link>
        )}
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
    title: t('columns.type'),
    dataIndex: 'type',
    minWidth: 110,
    render: (type: number) => typeLabel(type, t),
  },
  {
    // The payee over its bank and the account's last digits.
    title: t('columns.payee'),
    key: 'payee',
    minWidth: 180,
    render: (_: unknown, row) => (
      <Stacked
        sub={t('payeeLine', { bank: row.payee.bankName, account: row.payee.accountTail })}
        subStyle={{ overflowWrap: 'anywhere' }}
      >
        <span style={{ overflowWrap: 'anywhere' }}>{row.payee.name}</span>
      </Stacked>
    ),
  },
  {
    // The amount paid over the fee charged on top of it.
    title: t('columns.amount'),
    dataIndex: 'amount',
    align: 'right',
    minWidth: 140,
    render: (amount: string, row) => (
      <Stacked
        align="flex-end"
        sub={t('feeLine', { fee: formatMoney(row.fee, row.currency, { fixed: true }) })}
        subStyle={{ whiteSpace: 'nowrap' }}
      >
        <Amount amount={amount} currency={row.currency} />
      </Stacked>
    ),
  },
  {
    // The state over what it waits for, if anything.
    title: t('columns.state'),
    dataIndex: 'state',
    minWidth: 130,
    render: (state: number, row) => (
      <Stacked align="flex-start" gap={2} sub={row.waitingFor && waitLabel(row.waitingFor, t)}>
        <PayoutStateTag state={state} />
      </Stacked>
    ),
  },
  openColumn<PayoutRow>({
    title: tCommon('actions'),
    labels: { review: t('review'), view: t('view') },
    decides: (row) => canReview && row.state === OrderState.PendingReview,
    open,
    testId: 'payout-open',
    idOf: (row) => row.orderNo,
  }),
];
