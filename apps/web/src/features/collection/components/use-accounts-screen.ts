// The state of "my accounts" (accounts-screen.tsx): the filters and page of the list, and whether
// the user may apply for an account.
import type { AccountListQuery, CollectionCurrency, ShopState } from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useAccounts } from '../api/list-accounts.ts';

export const PAGE_SIZE = 20;

export type AccountFilters = { state?: ShopState; currency?: CollectionCurrency };

const queryOf = (filters: AccountFilters, pageNum: number, pageSize: number): AccountListQuery => ({
  ...(filters.state !== undefined ? { state: filters.state } : {}),
  ...(filters.currency ? { currency: filters.currency } : {}),
  pageNum,
  pageSize,
});

export const useAccountsScreen = () => {
  const user = useCurrentUser();
  const list = usePagedFilters<AccountFilters>({ pageSize: PAGE_SIZE });
  const { filters, paging } = list;
  const accounts = useAccounts(queryOf(filters, paging.page.pageNum, paging.page.pageSize));
  return { list, accounts, canOperate: canAccess(user, { permission: 'act:operate' }) };
};
