// Payouts (admin, reviewer, finance): the withdrawals, transfers and fast transfers of every
// merchant, the review queue first (oldest waiting first, as the server orders them), in two tabs —
// all of them, and those waiting for the platform's review (state 1) — filtered by state, type,
// currency, merchant number, order number or payee, batch number, and the days they were submitted
// (UTC); paged by the server. An order submitted in a batch names its batch, a link to the batch's
// orders alone. Tab, filters and page live in the address, so going back from a payout keeps them.
import { GroupOutlined } from '@ant-design/icons';
import {
  CURRENCY_CODES,
  OrderState,
  type Currency,
  type OpsPayoutListQuery,
  type OpsPayoutPage,
  type PayoutType,
} from '@tradebridge/contracts';
import { formatDateTime, formatMoney } from '@tradebridge/ui';
import { Button, DatePicker, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { merchantDetailPath, payoutPath, payoutsOfBatchPath } from '../../../app/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { reviewQueueTabs, SearchFilter, SelectFilter } from '../../../components/list-filters.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import {
  dayParam,
  oneOfParam,
  textParam,
  useUrlFilters,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { usePayouts } from '../api/list-payouts.ts';
import {
  PAYOUT_STATES,
  PAYOUT_TYPE_CODES,
  PayoutStateTag,
  typeLabel,
  waitLabel,
  type PayoutStateCode,
} from './payout-labels.tsx';

type PayoutRow = OpsPayoutPage['list'][number];

/** Every payout (the review queue first), or those waiting for the platform's review only. */
export const PAYOUT_QUEUES = ['all', 'review'] as const;
type PayoutQueue = (typeof PAYOUT_QUEUES)[number];

const KEYWORD_MAX = 100;
const MER_NO_MAX = 30;
const BATCH_NO_MAX = 40;
const DAY = 'YYYY-MM-DD';
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };
const SMALL = { fontSize: 12 } as const;

const FILTERS = {
  tab: withFallback(oneOfParam<PayoutQueue>(PAYOUT_QUEUES), 'all'),
  state: oneOfParam<PayoutStateCode>(PAYOUT_STATES),
  type: oneOfParam<PayoutType>(PAYOUT_TYPE_CODES),
  currency: oneOfParam(CURRENCY_CODES),
  merNo: textParam(MER_NO_MAX),
  keyword: textParam(KEYWORD_MAX),
  batchNo: textParam(BATCH_NO_MAX),
  from: dayParam,
  to: dayParam,
};

const requestOf = (
  { tab, state, type, currency, merNo, keyword, batchNo, from, to }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsPayoutListQuery => ({
  // The queue is one state: a chosen state applies to all payouts only.
  ...(tab === 'review'
    ? { state: OrderState.PendingReview }
    : state === undefined
      ? {}
      : { state }),
  ...(type === undefined ? {} : { type }),
  ...(currency ? { currency } : {}),
  ...(merNo ? { merNo } : {}),
  ...(keyword ? { keyword } : {}),
  ...(batchNo ? { batchNo } : {}),
  ...(from ? { dateFrom: from } : {}),
  ...(to ? { dateTo: to } : {}),
  ...page,
});

export const PayoutsScreen = () => {
  const { t } = useTranslation('payout');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const operator = useCurrentOperator();
  const canReview = allows(operator.role, ACCESS.reviewPayouts);
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS, {
    keep: ['tab'],
  });
  const query = usePayouts(requestOf(filters, page));

  const columns = useMemo<ColumnsType<PayoutRow>>(
    () => [
      {
        // The order number over the time it was submitted and its batch (a link to its orders).
        title: t('columns.orderNo'),
        dataIndex: 'orderNo',
        minWidth: 170,
        ...NOWRAP,
        render: (orderNo: string, row) => (
          <Flex vertical align="flex-start">
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
          </Flex>
        ),
      },
      {
        title: t('columns.merchant'),
        dataIndex: 'merNo',
        minWidth: 140,
        render: (merNo: string, row) => (
          <Flex vertical>
            <Link to={merchantDetailPath(row.merchantId)}>{merNo}</Link>
            <Typography.Text type="secondary" style={SMALL}>
              {row.merchantName}
            </Typography.Text>
          </Flex>
        ),
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
          <Flex vertical>
            <span style={{ overflowWrap: 'anywhere' }}>{row.payee.name}</span>
            <Typography.Text type="secondary" style={{ ...SMALL, overflowWrap: 'anywhere' }}>
              {t('payeeLine', { bank: row.payee.bankName, account: row.payee.accountTail })}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        // The amount paid over the fee charged on top of it.
        title: t('columns.amount'),
        dataIndex: 'amount',
        align: 'right',
        minWidth: 140,
        render: (amount: string, row) => (
          <Flex vertical align="flex-end">
            <Amount amount={amount} currency={row.currency} />
            <Typography.Text type="secondary" style={{ ...SMALL, whiteSpace: 'nowrap' }}>
              {t('feeLine', { fee: formatMoney(row.fee, row.currency, { fixed: true }) })}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        // The state over what it waits for, if anything.
        title: t('columns.state'),
        dataIndex: 'state',
        minWidth: 130,
        render: (state: number, row) => (
          <Flex vertical align="flex-start" gap={2}>
            <PayoutStateTag state={state} />
            {row.waitingFor && (
              <Typography.Text type="secondary" style={SMALL}>
                {waitLabel(row.waitingFor, t)}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: tCommon('actions'),
        key: 'actions',
        fixed: 'right',
        render: (_: unknown, row) => {
          const decides = canReview && row.state === OrderState.PendingReview;
          return (
            <Button
              type={decides ? 'primary' : 'default'}
              size="small"
              onClick={() => void navigate(payoutPath(row.orderNo))}
              data-testid={`payout-open-${row.orderNo}`}
            >
              {decides ? t('review') : t('view')}
            </Button>
          );
        },
      },
    ],
    [t, tCommon, canReview, navigate],
  );

  const range: [Dayjs | null, Dayjs | null] | null =
    filters.from || filters.to
      ? [filters.from ? dayjs(filters.from, DAY) : null, filters.to ? dayjs(filters.to, DAY) : null]
      : null;

  return (
    <ListScreen<PayoutRow>
      {...listProps}
      name="payouts"
      rowKey="orderNo"
      title={t('list.title')}
      description={t('list.intro')}
      {...reviewQueueTabs<PayoutQueue>({
        queues: PAYOUT_QUEUES,
        active: filters.tab,
        review: 'review',
        label: (key) => t(`queue.${key}`),
        setFilters,
      })}
      filters={
        <>
          {filters.tab === 'all' && (
            <SelectFilter<PayoutStateCode>
              value={filters.state}
              options={PAYOUT_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
              label={t('filters.state')}
              testId="payouts-state-filter"
              width={170}
              onChange={(state) => setFilters({ state })}
            />
          )}
          <SelectFilter<PayoutType>
            value={filters.type}
            options={PAYOUT_TYPE_CODES.map((type) => ({ value: type, label: typeLabel(type, t) }))}
            label={t('filters.type')}
            testId="payouts-type-filter"
            width={150}
            onChange={(type) => setFilters({ type })}
          />
          <SelectFilter<Currency>
            searchable
            value={filters.currency}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            label={t('filters.currency')}
            testId="payouts-currency-filter"
            width={120}
            onChange={(currency) => setFilters({ currency })}
          />
          <DatePicker.RangePicker
            value={range}
            allowEmpty={[true, true]}
            placeholder={[t('filters.from'), t('filters.to')]}
            aria-label={t('filters.dates')}
            data-testid="payouts-dates-filter"
            style={{ width: 260, maxWidth: '100%' }}
            onChange={(days) =>
              setFilters({
                from: days?.[0]?.format(DAY) ?? undefined,
                to: days?.[1]?.format(DAY) ?? undefined,
              })
            }
          />
          <SearchFilter
            value={filters.merNo}
            label={t('filters.merNo')}
            testId="payouts-merno-filter"
            width={200}
            maxLength={MER_NO_MAX}
            onSearch={(merNo) => setFilters({ merNo })}
          />
          <SearchFilter
            value={filters.keyword}
            label={t('filters.keyword')}
            testId="payouts-keyword-filter"
            width={240}
            maxLength={KEYWORD_MAX}
            onSearch={(keyword) => setFilters({ keyword })}
          />
          <SearchFilter
            value={filters.batchNo}
            label={t('filters.batchNo')}
            testId="payouts-batch-filter"
            width={220}
            maxLength={BATCH_NO_MAX}
            onSearch={(batchNo) => setFilters({ batchNo })}
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('list.noMatch') : t(`list.empty.${filters.tab}`)}
      columns={columns}
      onRow={(row) => ({ onDoubleClick: () => void navigate(payoutPath(row.orderNo)) })}
    />
  );
};
