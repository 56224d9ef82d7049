// shop/detail.json: one shop with every field (secrets only as their hints), its review,
// authorization and association, its story and what the merchant may do now. Also the one place
// where a call that moves a shop puts its answer and refreshes what it touches.
import { useQuery } from '@tanstack/react-query';
import { shopApi, type ShopDetail } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { useRecordMutation, type RecordCache } from '../../../lib/record-mutation.ts';
import { SHOP_KEY, SHOPS_KEY } from './list-shops.ts';

export type { ShopDetail };

export const SHOP_DETAIL_KEY = [...SHOP_KEY, 'detail'] as const;
export const shopKey = (shopId: string | null) => [...SHOP_DETAIL_KEY, shopId] as const;
export const AUTH_LIST_KEY = [...SHOP_KEY, 'auth'] as const;

export const getShop = (shopId: string): Promise<ShopDetail> =>
  api.call(shopApi.get, { shopId }, { silent: true });

/**
 * `shopId` null: nothing to ask (the address names no shop). Its state moves on the operators' and
 * the platform's side: read again on opening.
 */
export const shopQueryOptions = recordQueryOptions(shopKey, getShop, { staleTime: 0 });

export const useShop = (shopId: string | null) => useQuery(shopQueryOptions(shopId));

/**
 * Codes that mean the shop on screen is not the server's any more (changed meanwhile, or moved to
 * a state where the action no longer applies): it is read again.
 */
const STALE_CODES = new Set(['SHOP_CHANGED', 'SHOP_STATE']);

export const isStaleShop = (error: unknown) => isApiError(error) && STALE_CODES.has(error.code);

/** Where a shop's answer goes: its detail, and the lists (with the authorizations) show it too. */
export const SHOP_RECORD: RecordCache<ShopDetail> = {
  detailKey: shopKey,
  idOfAnswer: (shop) => shop.id,
  refresh: [SHOPS_KEY, AUTH_LIST_KEY],
  isStale: isStaleShop,
};

/**
 * A call that moves a shop and answers it: the answer replaces the cached detail and the lists are
 * read again; a stale shop is read again.
 */
export const useShopMutation = <I extends { shopId: string }>(
  mutationFn: (input: I) => Promise<ShopDetail>,
) => useRecordMutation(mutationFn, SHOP_RECORD, { idOfInput: (input) => input.shopId });
