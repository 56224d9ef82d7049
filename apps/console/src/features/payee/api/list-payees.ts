// payee/list.json (admin, reviewer): payees of every merchant, filtered by state, merchant number,
// method, usage, currency and name; the review queue first (oldest waiting first), paged by the
// server.
import { payeeApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

/** Everything of payees in the cache, and its lists. */
export const payeeQueryKey = ['payee'] as const;
export const payeesQueryKey = [...payeeQueryKey, 'list'] as const;

const payees = pagedQuery(payeeApi.opsList, payeesQueryKey);

export const listPayees = payees.list;
export const listPayeesQueryOptions = payees.queryOptions;
export const usePayees = payees.useQuery;
