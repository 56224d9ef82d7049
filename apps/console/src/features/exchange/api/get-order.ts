// exchange/order.json (admin, reviewer, finance): one exchange order with its merchant, every
// amount and rate, and the decisions open on it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeApi, type OpsExchangeOrder } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { exchangeQueryKey } from './list-orders.ts';

export const getOrder = (orderNo: string): Promise<OpsExchangeOrder> =>
  // The drawer shows the failure itself (not found, no access).
  api.call(exchangeApi.opsDetail, { orderNo }, { silent: true });

export const orderQueryKey = (orderNo: string) => [...exchangeQueryKey, 'order', orderNo] as const;

export const getOrderQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: orderQueryKey(orderNo), queryFn: () => getOrder(orderNo) });

export const useOrder = (orderNo: string | undefined) =>
  useQuery({ ...getOrderQueryOptions(orderNo ?? ''), enabled: Boolean(orderNo) });
