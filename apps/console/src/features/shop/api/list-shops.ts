// shop/list.json (admin, reviewer): shops of every merchant, by queue (under review only, oldest
// first; all: the review queue first), state, platform, name and merchant; paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi, type OpsShopListQuery, type OpsShopPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listShops = (request: OpsShopListQuery): Promise<OpsShopPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(shopApi.opsList, request, { silent: true });

/** Everything of shops in the cache, and its lists. */
export const shopQueryKey = ['shop'] as const;
export const shopsQueryKey = [...shopQueryKey, 'list'] as const;

export const listShopsQueryOptions = (request: OpsShopListQuery) =>
  queryOptions({
    queryKey: [...shopsQueryKey, request],
    queryFn: () => listShops(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useShops = (request: OpsShopListQuery) => useQuery(listShopsQueryOptions(request));
