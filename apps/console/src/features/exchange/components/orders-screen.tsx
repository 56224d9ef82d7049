// Exchanges (admin, reviewer, finance): the exchange orders of every merchant, newest first, in two
// tabs — all of them, and the review queue (state 1, with its size) — filtered by state, sell and
// buy currency, the days they were placed (UTC) or today only, order number and merchant; paged by
// the server. A row opens the order in a drawer (its number in the address, so a link opens it),
// where reviewers approve or reject it. Tab, filters, page and the open order live in the address.
import {
  CURRENCY_CODES,
  ExchangeState,
  type Currency,
  type ExchangeState as ExchangeStateCode,
  type OpsExchangeOrder,
  type OpsExchangeOrderListQuery,
} from '@tradebridge/contracts';
import { formatDateTime, formatRate } from '@tradebridge/ui';
import { Badge, Button, Checkbox, DatePicker, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { MerchantFilter, SearchFilter, SelectFilter } from '../../../components/list-filters.tsx';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import {
  dayParam,
  oneOfParam,
  textParam,
  useUrlFilters,
  uuidParam,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { usePosition } from '../api/get-position.ts';
import { useOrders } from '../api/list-orders.ts';
import { bpLabel, EXCHANGE_STATES, ExchangeStateTag } from './exchange-labels.tsx';
import { OrderDrawer } from './order-drawer.tsx';

const TABS = ['all', 'review'] as const;
type Tab = (typeof TABS)[number];
const ORDER_NO_MAX = 40;
const ORDER_PARAM = 'order';
const DAY = 'YYYY-MM-DD';
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

const FILTERS = {
  tab: withFallback(oneOfParam(TABS), 'all'),
  state: oneOfParam(EXCHANGE_STATES),
  sell: oneOfParam(CURRENCY_CODES),
  buy: oneOfParam(CURRENCY_CODES),
  from: dayParam,
  to: dayParam,
  today: oneOfParam(['1'] as const),
  orderNo: textParam(ORDER_NO_MAX),
  merchantId: uuidParam,
  merchantLabel: textParam(200),
};

const requestOf = (
  { tab, state, sell, buy, from, to, today, orderNo, merchantId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsExchangeOrderListQuery => ({
  // The queue is one state: a chosen state applies to all exchanges only.
  ...(tab === 'review'
    ? { state: ExchangeState.PendingReview }
    : state === undefined
      ? {}
      : { state }),
  ...(sell ? { sellCurrency: sell } : {}),
  ...(buy ? { buyCurrency: buy } : {}),
  // "Today only" is a day of its own: the dates are set aside while it is on.
  ...(today
    ? { today: true }
    : { ...(from ? { dateFrom: from } : {}), ...(to ? { dateTo: to } : {}) }),
  ...(orderNo ? { orderNo } : {}),
  ...(merchantId ? { merchantId } : {}),
  ...page,
});

export const OrdersScreen = () => {
  const { t } = useTranslation('exchange');
  const { t: tCommon } = useTranslation('common');
  const operator = useCurrentOperator();
  const canReview = allows(operator.role, ACCESS.reviewExchanges);
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS, {
    keep: ['tab'],
  });
  const [params, setParams] = useSearchParams();
  const openOrderNo = params.get(ORDER_PARAM) ?? undefined;
  const query = useOrders(requestOf(filters, page));
  // The queue's size on its tab; the position answers it (and is refetched after a decision).
  const pending = usePosition().data?.pendingReview;

  const setOpenOrder = useCallback(
    (orderNo: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (orderNo) next.set(ORDER_PARAM, orderNo);
          else next.delete(ORDER_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const columns = useMemo<ColumnsType<OpsExchangeOrder>>(
    () => [
      {
        // The order number over the time it was placed (newest first).
        title: t('columns.orderNo'),
        dataIndex: 'orderNo',
        minWidth: 150,
        ...NOWRAP,
        render: (orderNo: string, row) => (
          <Flex vertical align="flex-start">
            <Typography.Link
              onClick={() => setOpenOrder(orderNo)}
              data-testid={`exchange-link-${orderNo}`}
            >
              {orderNo}
            </Typography.Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(row.createdAt)}
            </Typography.Text>
          </Flex>
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
          <Flex vertical align="flex-end">
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatRate(rate, { exact: true })}
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('ratePer', { sell: row.sellCurrency, buy: row.buyCurrency })}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.fee'),
        dataIndex: 'fee',
        align: 'right',
        minWidth: 120,
        render: (fee: string, row) => (
          <Flex vertical align="flex-end">
            <Amount amount={fee} currency={row.sellCurrency} />
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {bpLabel(row.spreadBp, t)}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('columns.state'),
        dataIndex: 'state',
        minWidth: 100,
        ...NOWRAP,
        render: (state: number) => <ExchangeStateTag state={state} />,
      },
      {
        title: tCommon('actions'),
        key: 'actions',
        fixed: 'right',
        render: (_: unknown, row) => {
          const decides = canReview && row.actions.length > 0;
          return (
            <Button
              type={decides ? 'primary' : 'default'}
              size="small"
              onClick={() => setOpenOrder(row.orderNo)}
              data-testid={`exchange-open-${row.orderNo}`}
            >
              {decides ? t('review.open') : t('view')}
            </Button>
          );
        },
      },
    ],
    [t, tCommon, canReview, setOpenOrder],
  );

  const range: [Dayjs | null, Dayjs | null] | null =
    filters.from || filters.to
      ? [filters.from ? dayjs(filters.from, DAY) : null, filters.to ? dayjs(filters.to, DAY) : null]
      : null;

  return (
    <ListScreen<OpsExchangeOrder>
      {...listProps}
      name="exchanges"
      rowKey="orderNo"
      title={t('list.title')}
      description={t('list.intro')}
      tabs={{
        keys: TABS,
        active: filters.tab,
        label: (key) =>
          key === 'review' ? (
            <Flex gap={6} align="center">
              {t('tabs.review')}
              {pending !== undefined && pending > 0 && (
                <Badge count={pending} overflowCount={999} data-testid="review-count" />
              )}
            </Flex>
          ) : (
            t('tabs.all')
          ),
      }}
      onTab={(tab) =>
        setFilters({ tab: tab as Tab, ...(tab === 'review' ? { state: undefined } : {}) })
      }
      filters={
        <>
          {filters.tab === 'all' && (
            <SelectFilter<ExchangeStateCode>
              value={filters.state}
              options={EXCHANGE_STATES.map((state) => ({
                value: state,
                label: t(`state.${state}`),
              }))}
              label={t('filters.state')}
              testId="exchanges-state-filter"
              width={150}
              onChange={(state) => setFilters({ state })}
            />
          )}
          <SelectFilter<Currency>
            searchable
            value={filters.sell}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            label={t('filters.sell')}
            testId="exchanges-sell-filter"
            width={160}
            onChange={(sell) => setFilters({ sell })}
          />
          <SelectFilter<Currency>
            searchable
            value={filters.buy}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            label={t('filters.buy')}
            testId="exchanges-buy-filter"
            width={160}
            onChange={(buy) => setFilters({ buy })}
          />
          <DatePicker.RangePicker
            value={range}
            allowEmpty={[true, true]}
            disabled={Boolean(filters.today)}
            placeholder={[t('filters.from'), t('filters.to')]}
            aria-label={t('filters.dates')}
            data-testid="exchanges-dates-filter"
            style={{ width: 260, maxWidth: '100%' }}
            onChange={(days) =>
              setFilters({
                from: days?.[0]?.format(DAY) ?? undefined,
                to: days?.[1]?.format(DAY) ?? undefined,
              })
            }
          />
          <Checkbox
            checked={Boolean(filters.today)}
            onChange={(event) => setFilters({ today: event.target.checked ? '1' : undefined })}
            data-testid="exchanges-today-filter"
          >
            {t('filters.today')}
          </Checkbox>
          <SearchFilter
            value={filters.orderNo}
            label={t('filters.orderNo')}
            testId="exchanges-order-filter"
            width={220}
            maxLength={ORDER_NO_MAX}
            onSearch={(orderNo) => setFilters({ orderNo })}
          />
          <MerchantFilter
            filters={filters}
            setFilters={setFilters}
            label={t('filters.merchant')}
            testId="exchanges-merchant-filter"
          />
        </>
      }
      query={query}
      emptyText={isFiltered ? t('list.noMatch') : t(`list.empty.${filters.tab}`)}
      columns={columns}
      onRow={(row) => ({ onDoubleClick: () => setOpenOrder(row.orderNo) })}
    >
      <OrderDrawer orderNo={openOrderNo} onClose={() => setOpenOrder(undefined)} />
    </ListScreen>
  );
};
