// contract/orders.json: trade orders, of one contract or all, with what of each covers collections
// already and what is left; `open: true` gives only those with something left (the association
// picker).
import { useQuery } from '@tanstack/react-query';
import { contractApi, type OrderListQuery, type OrderPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { CONTRACT_KEY } from './list-contracts.ts';

export const ORDERS_KEY = [...CONTRACT_KEY, 'orders'] as const;

export const ordersKey = (query: OrderListQuery) => [...ORDERS_KEY, query] as const;

export const listOrders = (query: OrderListQuery): Promise<OrderPage> =>
  api.call(contractApi.listOrders, query, { silent: true });

export const ordersQueryOptions = pagedQueryOptions(ordersKey, listOrders, { staleTime: 0 });

export const useOrders = (query: OrderListQuery, { enabled = true } = {}) =>
  useQuery({ ...ordersQueryOptions(query), enabled });
