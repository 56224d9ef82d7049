// payout/list.json: the merchant's payment records, newest first, filtered by type, state, currency,
// dates (UTC days), part of the order number or payee name, and "waiting for my approval"; paged by
// the server.
import { useQuery } from '@tanstack/react-query';
import { payoutApi, type PayoutListQuery, type PayoutPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { PAYOUTS_KEY } from './keys.ts';

export const payoutsKey = (query: PayoutListQuery) => [...PAYOUTS_KEY, query] as const;

export const listPayouts = (query: PayoutListQuery): Promise<PayoutPage> =>
  api.call(payoutApi.list, query, { silent: true });

const payoutsQueryOptions = pagedQueryOptions(payoutsKey, listPayouts, { staleTime: 0 });

export const usePayouts = (query: PayoutListQuery) => useQuery(payoutsQueryOptions(query));
