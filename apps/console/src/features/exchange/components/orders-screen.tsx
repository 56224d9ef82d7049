// Exchanges (admin, reviewer, finance): the exchange orders of every merchant, newest first, in two
// tabs — all of them, and the review queue (state 1, with its size) — filtered by state, sell and
// buy currency, the days they were placed (UTC) or today only, order number and merchant; paged by
// the server. A row opens the order in a drawer (its number in the address, so a link opens it),
// where reviewers approve or reject it. Tab, filters, page and the open order live in the address.
import {
  CURRENCY_CODES,
  type ExchangeState as ExchangeStateCode,
  type OpsExchangeOrder,
} from '@tradebridge/contracts';
import { Badge, Checkbox, Flex } from 'antd';
import { ListScreen } from '../../../components/list-screen.tsx';
import {
  CurrencyFilter,
  DaysFilter,
  MerchantFilter,
  optionsOf,
  SearchFilter,
  SelectFilter,
} from '../../../components/list-filters.tsx';
import { EXCHANGE_STATES } from './exchange-labels.tsx';
import { OrderDrawer } from './order-drawer.tsx';
import { ORDER_NO_MAX, TABS, useOrdersScreen, type Tab } from './use-orders-screen.ts';

export const OrdersScreen = () => {
  const { t, filters, isFiltered, setFilters, listProps, query, pending, columns, ...order } =
    useOrdersScreen();
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
              options={optionsOf(EXCHANGE_STATES, (state) => t(`state.${state}`))}
              label={t('filters.state')}
              testId="exchanges-state-filter"
              width={150}
              onChange={(state) => setFilters({ state })}
            />
          )}
          <CurrencyFilter
            codes={CURRENCY_CODES}
            value={filters.sell}
            label={t('filters.sell')}
            testId="exchanges-sell-filter"
            width={160}
            onChange={(sell) => setFilters({ sell })}
          />
          <CurrencyFilter
            codes={CURRENCY_CODES}
            value={filters.buy}
            label={t('filters.buy')}
            testId="exchanges-buy-filter"
            width={160}
            onChange={(buy) => setFilters({ buy })}
          />
          <DaysFilter
            from={filters.from}
            to={filters.to}
            disabled={Boolean(filters.today)}
            labels={{ from: t('filters.from'), to: t('filters.to'), dates: t('filters.dates') }}
            testId="exchanges-dates-filter"
            onChange={setFilters}
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
      onRow={order.onRow}
    >
      <OrderDrawer orderNo={order.openOrderNo} onClose={order.onCloseOrder} />
    </ListScreen>
  );
};
