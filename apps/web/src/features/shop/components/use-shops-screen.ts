// The state of the shops (shops-screen.tsx): the filters and page of the list, and whether the
// user may add shops; and the request of the filters.
import type { ShopListQuery, ShopPlatform, ShopState } from '@tradebridge/contracts';
import { usePagedFilters } from '@tradebridge/ui';
import { canAccess } from '../../../lib/access.ts';
import { pagedRequestOf } from '../../../lib/list-query.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useShops } from '../api/list-shops.ts';

export const PAGE_SIZE = 20;

export type ShopFilters = { state?: ShopState; platform?: ShopPlatform; name?: string };

/** The request of the filters and page; empty filters are left out. */
export const shopQueryOf = (
  filters: ShopFilters,
  pageNum: number,
  pageSize: number,
): ShopListQuery => pagedRequestOf(filters, pageNum, pageSize);

export const useShopsScreen = () => {
  const user = useCurrentUser();
  // The name is applied when it is searched (Enter, the button, clearing it).
  const list = usePagedFilters<ShopFilters>({ pageSize: PAGE_SIZE, searchField: 'name' });
  const { filters, paging } = list;
  const shops = useShops(shopQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  return { list, shops, canOperate: canAccess(user, { permission: 'shop:operate' }) };
};
