// shop/detail.json (admin, reviewer): one shop with its merchant, every field (secrets only as the
// hints the server answers), its story, its authorization log and the decisions open.
import { shopApi } from '@tradebridge/contracts';
import { detailQuery } from '../../../lib/queries.ts';
import { shopQueryKey } from './list-shops.ts';

// The screen shows the failure itself (not found, no access).
const shop = detailQuery(shopApi.opsGet, shopQueryKey, 'shopId');

export const shopDetailQueryKey = shop.queryKey;
export const getShop = shop.get;
export const getShopQueryOptions = shop.queryOptions;
export const useShop = shop.useQuery;
