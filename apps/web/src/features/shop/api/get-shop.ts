// shop/detail.json: one shop with every field (secrets only as their hints), its review,
// authorization and association, its story and what the merchant may do now. Also the one place
// where a call that moves a shop puts its answer and refreshes what it touches.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { shopApi, type ShopDetail } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { SHOP_KEY, SHOPS_KEY } from './list-shops.ts';

export type { ShopDetail };

export const SHOP_DETAIL_KEY = [...SHOP_KEY, 'detail'] as const;
export const shopKey = (shopId: string | null) => [...SHOP_DETAIL_KEY, shopId] as const;
export const AUTH_LIST_KEY = [...SHOP_KEY, 'auth'] as const;

export const getShop = (shopId: string): Promise<ShopDetail> =>
  api.call(shopApi.get, { shopId }, { silent: true });

/** `shopId` null: nothing to ask (the address names no shop). */
export const shopQueryOptions = (shopId: string | null) =>
  queryOptions({
    queryKey: shopKey(shopId),
    queryFn: shopId ? () => getShop(shopId) : skipToken,
    // Its state moves on the operators' and the platform's side: read again on opening.
    staleTime: 0,
  });

export const useShop = (shopId: string | null) => useQuery(shopQueryOptions(shopId));

/**
 * Codes that mean the shop on screen is not the server's any more (changed meanwhile, or moved to
 * a state where the action no longer applies): it is read again.
 */
const STALE_CODES = new Set(['SHOP_CHANGED', 'SHOP_STATE']);

export const isStaleShop = (error: unknown) => isApiError(error) && STALE_CODES.has(error.code);

/**
 * A call that moves a shop and answers it: the answer replaces the cached detail and the lists are
 * read again; a stale shop is read again.
 */
export const useShopMutation = <I extends { shopId: string }>(
  mutationFn: (input: I) => Promise<ShopDetail>,
) =>
  useRecordMutation({
    mutationFn,
    detailKey: shopKey,
    idOfAnswer: (shop) => shop.id,
    idOfInput: (input) => input.shopId,
    refresh: [SHOPS_KEY, AUTH_LIST_KEY],
    isStale: isStaleShop,
  });
