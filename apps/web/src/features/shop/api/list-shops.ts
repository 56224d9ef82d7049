// shop/list.json: the merchant's shops with their review, authorization and association, filtered
// by state, platform and part of the name or link, paged by the server.
import { useQuery } from '@tanstack/react-query';
import { shopApi, type ShopListQuery, type ShopPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';

/** Every query of the area starts with this key; a change refreshes what it touches below it. */
export const SHOP_KEY = ['shop'] as const;
export const SHOPS_KEY = [...SHOP_KEY, 'list'] as const;

export const shopsKey = (query: ShopListQuery) => [...SHOPS_KEY, query] as const;

export const listShops = (query: ShopListQuery): Promise<ShopPage> =>
  api.call(shopApi.list, query, { silent: true });

// Review and authorization move elsewhere (the console, the platform): read again on opening.
export const shopsQueryOptions = pagedQueryOptions(shopsKey, listShops, { staleTime: 0 });

export const useShops = (query: ShopListQuery) => useQuery(shopsQueryOptions(query));
