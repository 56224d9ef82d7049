// The state of the exchange records (orders-screen.tsx): the filters and page of the list, whether
// the user may exchange, and the request of the filters, which the export sends too.
import type {
  Currency,
  ExchangeOrderFilter,
  ExchangeOrderListQuery,
  ExchangeState,
} from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import type { ExportType } from '../../../components/export-menu.tsx';
import { canAccess } from '../../../lib/access.ts';
import { heldFiltersOf, type DateRange } from '../../../lib/list-query.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useExportOrders } from '../api/export-orders.ts';
import { useOrders } from '../api/list-orders.ts';

export const PAGE_SIZE = 20;

export type OrderFilters = {
  state?: ExchangeState;
  sellCurrency?: Currency;
  buyCurrency?: Currency;
  range?: DateRange;
  orderNo?: string;
};

/** The filter of the request: the filters that hold something (the order number trimmed). */
export const orderFilterOf = (filters: OrderFilters): ExchangeOrderFilter => heldFiltersOf(filters);

export const orderQueryOf = (
  filters: OrderFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): ExchangeOrderListQuery => ({ ...orderFilterOf(filters), pageNum, pageSize });

export const useOrdersScreen = () => {
  const user = useCurrentUser();
  // The order number applies when searched (Enter, the button, clearing it), the rest at once.
  const list = usePagedFilters<OrderFilters>({
    pageSize: PAGE_SIZE,
    searchField: 'orderNo',
    keepSearched: true,
  });
  const { filters, paging } = list;
  const orders = useOrders(orderQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  const exportOrders = useExportOrders();
  return {
    list,
    orders,
    mayExchange: canAccess(user, { permission: 'exchange:view' }),
    exportPending: exportOrders.isPending,
    exportFile: (fileType: ExportType, idempotencyKey: string) =>
      exportOrders.mutateAsync({
        request: { fileType, filter: orderFilterOf(filters) },
        idempotencyKey,
      }),
  };
};
