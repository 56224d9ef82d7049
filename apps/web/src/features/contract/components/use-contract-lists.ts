// The state of the two lists of /contract (contract-list.tsx, order-list.tsx): their filters and
// page — the keyword applied when it is searched, the rest at once — and the requests of them.
import type {
  ContractListQuery,
  ContractState,
  Currency,
  OrderListQuery,
  ShipmentState,
  TradeType,
} from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import { useContracts } from '../api/list-contracts.ts';
import { useOrders } from '../api/list-orders.ts';
import { pagedRequestOf } from '../../../lib/list-query.ts';

export const PAGE_SIZE = 20;
export const ORDER_PAGE_SIZE = 20;

export type ContractFilters = {
  state?: ContractState;
  tradeType?: TradeType;
  currency?: Currency;
  keyword?: string;
};

export type OrderFilters = {
  keyword?: string;
  currency?: Currency;
  shipment?: ShipmentState;
  contractId?: string;
};

/** The request of the filters and page; empty filters are left out. */
export const contractQueryOf = (
  filters: ContractFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): ContractListQuery => pagedRequestOf(filters, pageNum, pageSize);

/** The request of the filters and page; empty filters are left out. */
export const orderQueryOf = (
  filters: OrderFilters,
  pageNum: number,
  pageSize = ORDER_PAGE_SIZE,
): OrderListQuery => pagedRequestOf(filters, pageNum, pageSize);

export const useContractList = () => {
  const list = usePagedFilters<ContractFilters>({ pageSize: PAGE_SIZE, searchField: 'keyword' });
  const { filters, paging } = list;
  const contracts = useContracts(
    contractQueryOf(filters, paging.page.pageNum, paging.page.pageSize),
  );
  return { list, contracts };
};

export const useOrderList = () => {
  const list = usePagedFilters<OrderFilters>({
    pageSize: ORDER_PAGE_SIZE,
    searchField: 'keyword',
  });
  const { filters, paging } = list;
  const orders = useOrders(orderQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  return { list, orders };
};
