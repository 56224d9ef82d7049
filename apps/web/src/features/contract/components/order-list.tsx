// The Trade orders tab of /contract: every order of every contract, filtered by a keyword (order
// number, goods or payer), currency, shipment and contract, paged by the server.
import {
  CURRENCY_CODES,
  type Currency,
  type OrderListQuery,
  type ShipmentState,
} from '@tradebridge/contracts';
import { Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContracts } from '../api/list-contracts.ts';
import { useOrders } from '../api/list-orders.ts';
import { SHIPMENT_NAMES, SHIPMENT_STATES, codeOptions } from './labels.ts';
import { KeywordItem, ListFailed, pagedQueryOf, ResetItem, useListFilters } from './list-parts.tsx';
import { OrdersTable } from './orders-table.tsx';

export const ORDER_PAGE_SIZE = 20;

export type OrderFilters = {
  keyword?: string;
  currency?: Currency;
  shipment?: ShipmentState;
  contractId?: string;
};

/** The request of the filters and page; empty filters are left out. */
export const orderQueryOf = (
  filters: OrderFilters,
  pageNum: number,
  pageSize = ORDER_PAGE_SIZE,
): OrderListQuery => pagedQueryOf(filters, pageNum, pageSize);

const ContractFilter = (props: { value?: string; onChange?: (id?: string) => void }) => {
  const { t } = useTranslation('contract');
  // The contracts a merchant picks from fit one page of the list (the newest first).
  const contracts = useContracts({ pageNum: 1, pageSize: 100 });
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('all')}
      loading={contracts.isPending}
      style={{ minWidth: 180, maxWidth: 280 }}
      popupMatchSelectWidth={false}
      options={(contracts.data?.list ?? []).map((c) => ({
        value: c.id,
        label: c.contractNo,
      }))}
      data-testid="filter-contract"
    />
  );
};

export const OrderList = () => {
  const { t } = useTranslation('contract');
  const { filters, paging, formProps, onSearch, onReset } =
    useListFilters<OrderFilters>(ORDER_PAGE_SIZE);
  const orders = useOrders(orderQueryOf(filters, paging.page.pageNum, paging.page.pageSize));

  return (
    <Flex vertical gap={16}>
      <Form<OrderFilters> {...formProps} data-testid="orders-filters">
        <KeywordItem
          label={t('orders.keyword')}
          placeholder={t('orders.keywordPlaceholder')}
          onSearch={onSearch}
          width={280}
          data-testid="filter-order-keyword"
        />
        <Form.Item name="currency" label={t('fields.currency')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('all')}
            style={{ width: 120 }}
            options={codeOptions(CURRENCY_CODES, (code) => code)}
            data-testid="filter-order-currency"
          />
        </Form.Item>
        <Form.Item name="shipment" label={t('order.shipment')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 120 }}
            popupMatchSelectWidth={false}
            options={codeOptions(SHIPMENT_STATES, (state) =>
              t(`shipment.${SHIPMENT_NAMES[state]}`),
            )}
            data-testid="filter-shipment"
          />
        </Form.Item>
        <Form.Item name="contractId" label={t('order.contractNo')}>
          <ContractFilter />
        </Form.Item>
        <ResetItem onReset={onReset} data-testid="filter-order-reset" />
      </Form>
      {orders.isError && !orders.data ? (
        <ListFailed
          title={t('orders.loadFailed')}
          error={orders.error}
          onRetry={orders.refetch}
          data-testid="orders-failed"
        />
      ) : (
        <OrdersTable
          orders={orders.data?.list ?? []}
          loading={orders.isFetching}
          pending={orders.isPending}
          emptyText={t('orders.empty')}
          showContract
          pagination={paging.pagination(orders.data?.total ?? 0, (total) =>
            t('orders.total', { count: total }),
          )}
          data-testid="orders-table"
        />
      )}
    </Flex>
  );
};
