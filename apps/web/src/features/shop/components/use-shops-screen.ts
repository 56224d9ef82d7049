// The state of the shops (shops-screen.tsx): the filters and page of the list, and whether the
// user may add shops.
import type { ShopPlatform, ShopState } from '@tradebridge/contracts';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useShops } from '../api/list-shops.ts';

export const PAGE_SIZE = 20;

export type ShopFilters = { state?: ShopState; platform?: ShopPlatform; name?: string };

export const useShopsScreen = () => {
  const user = useCurrentUser();
  // The name is applied when it is searched (Enter, the button, clearing it).
  const { list, records } = usePagedList<ShopFilters, ReturnType<typeof useShops>>(
    { pageSize: PAGE_SIZE, searchField: 'name' },
    useShops,
  );
  return { list, shops: records, canOperate: canAccess(user, { permission: 'shop:operate' }) };
};
