// payee/list.json (admin, reviewer): payees of every merchant, filtered by state, merchant number,
// method, usage, currency and name; the review queue first (oldest waiting first), paged by the
// server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payeeApi, type OpsPayeeListQuery, type OpsPayeePage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listPayees = (request: OpsPayeeListQuery): Promise<OpsPayeePage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(payeeApi.opsList, request, { silent: true });

/** Everything of payees in the cache, and its lists. */
export const payeeQueryKey = ['payee'] as const;
export const payeesQueryKey = [...payeeQueryKey, 'list'] as const;

export const listPayeesQueryOptions = (request: OpsPayeeListQuery) =>
  queryOptions({
    queryKey: [...payeesQueryKey, request],
    queryFn: () => listPayees(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const usePayees = (request: OpsPayeeListQuery) => useQuery(listPayeesQueryOptions(request));
