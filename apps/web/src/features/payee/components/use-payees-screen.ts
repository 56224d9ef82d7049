// The state of the payees (payees-screen.tsx): the filters and page of the list, and whether the
// user may add payees; and the request of the filters.
import type {
  BankCardState,
  Currency,
  PayeeListQuery,
  PayeeMethod,
  PayeeUsage,
} from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import { canAccess } from '../../../lib/access.ts';
import { pagedRequestOf } from '../../../lib/list-query.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { usePayees } from '../api/list-payees.ts';

export const PAGE_SIZE = 20;

export type PayeeFilters = {
  usage?: PayeeUsage;
  method?: PayeeMethod;
  state?: BankCardState;
  currency?: Currency;
  name?: string;
};

/** The request of the filters and page; empty filters are left out. */
export const payeeQueryOf = (
  filters: PayeeFilters,
  pageNum: number,
  pageSize: number,
): PayeeListQuery => pagedRequestOf(filters, pageNum, pageSize);

export const usePayeesScreen = () => {
  const user = useCurrentUser();
  // The name is applied when it is searched (Enter, the button, clearing it).
  const list = usePagedFilters<PayeeFilters>({ pageSize: PAGE_SIZE, searchField: 'name' });
  const { filters, paging } = list;
  const payees = usePayees(payeeQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  return { list, payees, canOperate: canAccess(user, { permission: 'payee:operate' }) };
};
