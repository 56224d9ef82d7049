// The Trade orders tab of /contract: every order of every contract, filtered by a keyword (order
// number, goods or payer), currency, shipment and contract, paged by the server.
import { ReloadOutlined } from '@ant-design/icons';
import {
  CURRENCY_CODES,
  type Currency,
  type OrderListQuery,
  type ShipmentState,
} from '@tradebridge/contracts';
import { usePaging } from '@tradebridge/ui';
import { Button, Flex, Form, Input, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContracts } from '../api/list-contracts.ts';
import { useOrders } from '../api/list-orders.ts';
import { SHIPMENT_NAMES, SHIPMENT_STATES } from './labels.ts';
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
): OrderListQuery => {
  const keyword = filters.keyword?.trim();
  return {
    ...(keyword ? { keyword } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.shipment !== undefined ? { shipment: filters.shipment } : {}),
    ...(filters.contractId ? { contractId: filters.contractId } : {}),
    pageNum,
    pageSize,
  };
};

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
  const [form] = Form.useForm<OrderFilters>();
  const [filters, setFilters] = useState<OrderFilters>({});
  const paging = usePaging(ORDER_PAGE_SIZE);
  const orders = useOrders(orderQueryOf(filters, paging.page.pageNum, paging.page.pageSize));

  const onFilters = (next: OrderFilters) => {
    setFilters(next);
    paging.toFirstPage();
  };

  return (
    <Flex vertical gap={16}>
      <Form<OrderFilters>
        form={form}
        layout="inline"
        onValuesChange={(changed, all) => {
          if (!('keyword' in changed)) onFilters(all);
        }}
        style={{ rowGap: 12 }}
        data-testid="orders-filters"
      >
        <Form.Item name="keyword" label={t('orders.keyword')}>
          <Input.Search
            allowClear
            maxLength={100}
            placeholder={t('orders.keywordPlaceholder')}
            onSearch={() => onFilters(form.getFieldsValue())}
            style={{ width: 280 }}
            data-testid="filter-order-keyword"
          />
        </Form.Item>
        <Form.Item name="currency" label={t('fields.currency')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('all')}
            style={{ width: 120 }}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            data-testid="filter-order-currency"
          />
        </Form.Item>
        <Form.Item name="shipment" label={t('order.shipment')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 120 }}
            popupMatchSelectWidth={false}
            options={SHIPMENT_STATES.map((state) => ({
              value: state,
              label: t(`shipment.${SHIPMENT_NAMES[state]}`),
            }))}
            data-testid="filter-shipment"
          />
        </Form.Item>
        <Form.Item name="contractId" label={t('order.contractNo')}>
          <ContractFilter />
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.resetFields();
              onFilters({});
            }}
            data-testid="filter-order-reset"
          >
            {t('reset')}
          </Button>
        </Form.Item>
      </Form>
      {orders.isError && !orders.data ? (
        <Result
          status="error"
          title={t('orders.loadFailed')}
          subTitle={orders.error.message}
          data-testid="orders-failed"
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void orders.refetch()}>
              {t('retry')}
            </Button>
          }
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
