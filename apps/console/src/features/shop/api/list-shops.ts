// shop/list.json (admin, reviewer): shops of every merchant, by queue (under review only, oldest
// first; all: the review queue first), state, platform, name and merchant; paged by the server.
import { shopApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

/** Everything of shops in the cache, and its lists. */
export const shopQueryKey = ['shop'] as const;
export const shopsQueryKey = [...shopQueryKey, 'list'] as const;

const shops = pagedQuery(shopApi.opsList, shopsQueryKey);

export const listShops = shops.list;
export const listShopsQueryOptions = shops.queryOptions;
export const useShops = shops.useQuery;
