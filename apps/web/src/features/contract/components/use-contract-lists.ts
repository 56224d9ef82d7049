// The state of the two lists of /contract (contract-list.tsx, order-list.tsx): their filters and
// page — the keyword applied when it is searched, the rest at once.
import type { ContractState, Currency, ShipmentState, TradeType } from '@tradebridge/contracts';
import { useContracts } from '../api/list-contracts.ts';
import { useOrders } from '../api/list-orders.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';

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

export const useContractList = () => {
  const { list, records } = usePagedList<ContractFilters, ReturnType<typeof useContracts>>(
    { pageSize: PAGE_SIZE, searchField: 'keyword' },
    useContracts,
  );
  return { list, contracts: records };
};

export const useOrderList = () => {
  const { list, records } = usePagedList<OrderFilters, ReturnType<typeof useOrders>>(
    { pageSize: ORDER_PAGE_SIZE, searchField: 'keyword' },
    useOrders,
  );
  return { list, orders: records };
};
