// payout/list.json (admin, reviewer, finance): the payouts of every merchant — withdrawals,
// transfers and fast transfers — filtered by state, type, currency, merchant number, order number or
// payee, and the days they were submitted (UTC); the review queue first (oldest waiting first), then
// the newest, paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payoutApi, type OpsPayoutListQuery, type OpsPayoutPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listPayouts = (request: OpsPayoutListQuery): Promise<OpsPayoutPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(payoutApi.opsList, request, { silent: true });

/** Everything of payouts in the cache, and its lists. */
export const payoutQueryKey = ['payout'] as const;
export const payoutsQueryKey = [...payoutQueryKey, 'list'] as const;

export const listPayoutsQueryOptions = (request: OpsPayoutListQuery) =>
  queryOptions({
    queryKey: [...payoutsQueryKey, request],
    queryFn: () => listPayouts(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const usePayouts = (request: OpsPayoutListQuery) =>
  useQuery(listPayoutsQueryOptions(request));
