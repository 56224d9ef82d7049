// contract/orders.json (admin, reviewer): the goods orders of one contract, with what of each
// already covers collections and what is left; paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contractApi, type InputOf, type OrderPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { contractQueryKey } from './list-contracts.ts';

export type OrderListRequest = InputOf<typeof contractApi.opsOrders>;

export const listOrders = (request: OrderListRequest): Promise<OrderPage> =>
  // The card shows a failure itself (inline, with a retry).
  api.call(contractApi.opsOrders, request, { silent: true });

export const listOrdersQueryOptions = (request: OrderListRequest) =>
  queryOptions({
    queryKey: [...contractQueryKey, 'orders', request],
    queryFn: () => listOrders(request),
    placeholderData: keepPreviousData,
  });

export const useOrders = (request: OrderListRequest) => useQuery(listOrdersQueryOptions(request));
