// The Trade orders tab of /contract: every order of every contract, filtered by a keyword (order
// number, goods or payer), currency, shipment and contract, paged by the server. The state lives
// in use-contract-lists.ts.
import type { Order } from '@tradebridge/contracts';
import { FilterBar, RecordsTable } from '@tradebridge/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContracts } from '../api/list-contracts.ts';
import { SHIPMENT_NAMES, SHIPMENT_STATES } from './labels.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { FILTERS_STYLE } from './list-parts.tsx';
import { useOrderColumns } from './order-columns.tsx';
import { useOrderList, type OrderFilters } from './use-contract-lists.ts';
import { recordsTexts } from '../../../lib/records-texts.ts';

export const OrderList = () => {
  const { t } = useTranslation('contract');
  const { list, orders } = useOrderList();
  // The contracts a merchant picks from fit one page of the list (the newest first).
  const contracts = useContracts({ pageNum: 1, pageSize: 100 });
  const columns = useOrderColumns({ showContract: true });

  return (
    <Flex vertical gap={16}>
      <FilterBar<OrderFilters>
        list={list}
        placeholder={t('all')}
        reset={{ label: t('reset'), 'data-testid': 'filter-order-reset' }}
        style={FILTERS_STYLE}
        data-testid="orders-filters"
        items={[
          {
            kind: 'search',
            name: 'keyword',
            maxLength: 100,
            label: t('orders.keyword'),
            placeholder: t('orders.keywordPlaceholder'),
            width: 280,
            'data-testid': 'filter-order-keyword',
          },
          {
            kind: 'currency',
            name: 'currency',
            label: t('fields.currency'),
            'data-testid': 'filter-order-currency',
          },
          {
            kind: 'select',
            name: 'shipment',
            label: t('order.shipment'),
            minWidth: 120,
            options: codeOptions(SHIPMENT_STATES, (state) =>
              t(`shipment.${SHIPMENT_NAMES[state]}`),
            ),
          },
          {
            kind: 'select',
            name: 'contractId',
            label: t('order.contractNo'),
            search: true,
            loading: contracts.isPending,
            minWidth: 180,
            maxWidth: 280,
            options: (contracts.data?.list ?? []).map((c) => ({
              value: c.id,
              label: c.contractNo,
            })),
            'data-testid': 'filter-contract',
          },
        ]}
      />
      <RecordsTable<Order>
        query={orders}
        testId="orders"
        testIds={{
          table: 'orders-table',
          loading: 'orders-table-loading',
          empty: 'orders-table-empty',
        }}
        texts={recordsTexts(t, 'orders')}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="id"
        columns={columns}
      />
    </Flex>
  );
};
