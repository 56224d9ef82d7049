// The Trade orders tab of /contract: every order of every contract, filtered by a keyword (order
// number, goods or payer), currency, shipment and contract, paged by the server. The state lives
// in use-contract-lists.ts.
import type { Order } from '@tradebridge/contracts';
import { CurrencyFilter, RecordsTable, SearchFilter, SelectFilter } from '@tradebridge/ui';
import { Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContracts } from '../api/list-contracts.ts';
import { SHIPMENT_NAMES, SHIPMENT_STATES, codeOptions } from './labels.ts';
import { FILTERS_STYLE, ResetItem } from './list-parts.tsx';
import { useOrderColumns } from './order-columns.tsx';
import { useOrderList, type OrderFilters } from './use-contract-lists.ts';

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
  const { list, orders } = useOrderList();
  const columns = useOrderColumns({ showContract: true });

  return (
    <Flex vertical gap={16}>
      <Form<OrderFilters> {...list.formProps} style={FILTERS_STYLE} data-testid="orders-filters">
        <SearchFilter
          name="keyword"
          maxLength={100}
          label={t('orders.keyword')}
          placeholder={t('orders.keywordPlaceholder')}
          onSearch={list.onSearch}
          width={280}
          data-testid="filter-order-keyword"
        />
        <CurrencyFilter
          name="currency"
          label={t('fields.currency')}
          placeholder={t('all')}
          data-testid="filter-order-currency"
        />
        <SelectFilter
          name="shipment"
          label={t('order.shipment')}
          placeholder={t('all')}
          minWidth={120}
          options={codeOptions(SHIPMENT_STATES, (state) => t(`shipment.${SHIPMENT_NAMES[state]}`))}
          data-testid="filter-shipment"
        />
        <Form.Item name="contractId" label={t('order.contractNo')}>
          <ContractFilter />
        </Form.Item>
        <ResetItem onReset={list.onReset} data-testid="filter-order-reset" />
      </Form>
      <RecordsTable<Order>
        query={orders}
        testId="orders"
        testIds={{
          table: 'orders-table',
          loading: 'orders-table-loading',
          empty: 'orders-table-empty',
        }}
        texts={{
          loadFailed: t('orders.loadFailed'),
          empty: t('orders.empty'),
          total: (total) => t('orders.total', { count: total }),
        }}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="id"
        columns={columns}
      />
    </Flex>
  );
};
