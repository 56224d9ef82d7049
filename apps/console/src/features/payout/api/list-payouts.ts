// payout/list.json (admin, reviewer, finance): the payouts of every merchant — withdrawals,
// transfers and fast transfers — filtered by state, type, currency, merchant number, order number or
// payee, and the days they were submitted (UTC); the review queue first (oldest waiting first), then
// the newest, paged by the server.
import { payoutApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

/** Everything of payouts in the cache, and its lists. */
export const payoutQueryKey = ['payout'] as const;
export const payoutsQueryKey = [...payoutQueryKey, 'list'] as const;

const payouts = pagedQuery(payoutApi.opsList, payoutsQueryKey);

export const listPayouts = payouts.list;
export const listPayoutsQueryOptions = payouts.queryOptions;
export const usePayouts = payouts.useQuery;
