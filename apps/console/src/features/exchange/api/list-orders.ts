// exchange/orders.json (admin, reviewer, finance): the exchange orders of every merchant, newest
// first, by state (the review queue is state 1), pair, dates (UTC days), order number, merchant or
// today only; paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  exchangeApi,
  type OpsExchangeOrderListQuery,
  type ReadResultOf,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type OpsExchangeOrderPage = ReadResultOf<typeof exchangeApi.opsList>;

export const listOrders = (request: OpsExchangeOrderListQuery): Promise<OpsExchangeOrderPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(exchangeApi.opsList, request, { silent: true });

/** Everything of exchange in the cache: orders, the position, the pricing. */
export const exchangeQueryKey = ['exchange'] as const;
export const ordersQueryKey = [...exchangeQueryKey, 'orders'] as const;

export const listOrdersQueryOptions = (request: OpsExchangeOrderListQuery) =>
  queryOptions({
    queryKey: [...ordersQueryKey, request],
    queryFn: () => listOrders(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOrders = (request: OpsExchangeOrderListQuery) =>
  useQuery(listOrdersQueryOptions(request));
