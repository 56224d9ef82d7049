// exchange/detail.json: one exchange order of the merchant (another merchant's is NOT_FOUND).
import { useQuery } from '@tanstack/react-query';
import { exchangeApi, type ExchangeOrder } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { ORDER_KEY } from './keys.ts';

export type { ExchangeOrder };

export const orderKey = (orderNo: string | null) => [...ORDER_KEY, orderNo] as const;

export const getOrder = (orderNo: string): Promise<ExchangeOrder> =>
  api.call(exchangeApi.detail, { orderNo }, { silent: true });

/** `orderNo` null: nothing to ask (the address names no order). */
export const orderQueryOptions = recordQueryOptions(orderKey, getOrder, { staleTime: 0 });

export const useOrder = (orderNo: string | null) => useQuery(orderQueryOptions(orderNo));
