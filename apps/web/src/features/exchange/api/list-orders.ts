// exchange/list.json: the merchant's exchange records, filtered by state, currencies, UTC dates and
// part of the order number, paged by the server.
import { useQuery } from '@tanstack/react-query';
import {
  exchangeApi,
  type ExchangeOrderListQuery,
  type ExchangeOrderPage,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { ORDERS_KEY } from './keys.ts';

export const ordersKey = (query: ExchangeOrderListQuery) => [...ORDERS_KEY, query] as const;

export const listOrders = (query: ExchangeOrderListQuery): Promise<ExchangeOrderPage> =>
  api.call(exchangeApi.list, query, { silent: true });

// Reviews decide exchanges on the operators' side: read again whenever the screen opens.
export const ordersQueryOptions = pagedQueryOptions(ordersKey, listOrders, { staleTime: 0 });

export const useOrders = (query: ExchangeOrderListQuery) => useQuery(ordersQueryOptions(query));
