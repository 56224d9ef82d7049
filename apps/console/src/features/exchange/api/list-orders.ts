// exchange/orders.json (admin, reviewer, finance): the exchange orders of every merchant, newest
// first, by state (the review queue is state 1), pair, dates (UTC days), order number, merchant or
// today only; paged by the server.
import { exchangeApi, type ReadResultOf } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

export type OpsExchangeOrderPage = ReadResultOf<typeof exchangeApi.opsList>;

/** Everything of exchange in the cache: orders, the position, the pricing. */
export const exchangeQueryKey = ['exchange'] as const;
export const ordersQueryKey = [...exchangeQueryKey, 'orders'] as const;

const orders = pagedQuery(exchangeApi.opsList, ordersQueryKey);

export const listOrders = orders.list;
export const listOrdersQueryOptions = orders.queryOptions;
export const useOrders = orders.useQuery;
