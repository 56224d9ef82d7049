// shop/detail.json (admin, reviewer): one shop with its merchant, every field (secrets only as the
// hints the server answers), its story, its authorization log and the decisions open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi, type OpsShopDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { shopQueryKey } from './list-shops.ts';

export const getShop = (shopId: string): Promise<OpsShopDetail> =>
  // The screen shows the failure itself (not found, no access).
  api.call(shopApi.opsGet, { shopId }, { silent: true });

export const shopDetailQueryKey = (shopId: string) => [...shopQueryKey, 'detail', shopId] as const;

export const getShopQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: shopDetailQueryKey(shopId), queryFn: () => getShop(shopId) });

export const useShop = (shopId: string) => useQuery(getShopQueryOptions(shopId));
