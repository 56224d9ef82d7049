// exchange/order.json (admin, reviewer, finance): one exchange order with its merchant, every
// amount and rate, and the decisions open on it.
import { useQuery } from '@tanstack/react-query';
import { exchangeApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { exchangeQueryKey } from './list-orders.ts';

export const orderQueryKey = (orderNo: string) => [...exchangeQueryKey, 'order', orderNo] as const;

// The drawer shows the failure itself (not found, no access).
const order = recordQuery(exchangeApi.opsDetail, orderQueryKey, (orderNo: string) => ({ orderNo }));

export const getOrder = order.get;
export const getOrderQueryOptions = order.queryOptions;

export const useOrder = (orderNo: string | undefined) =>
  useQuery({ ...getOrderQueryOptions(orderNo ?? ''), enabled: Boolean(orderNo) });
