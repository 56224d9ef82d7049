// documents/renewals.json (admin, reviewer): document renewals newest first, filtered by review
// state, paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialReviewState, Renewal } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

/** ZRenewalListRequest: absent state lists every renewal. */
export type RenewalListRequest = { state?: MaterialReviewState; pageNum: number; pageSize: number };
export type RenewalPage = { list: Renewal[]; total: number; pageNum: number; pageSize: number };

export const listRenewals = (request: RenewalListRequest): Promise<RenewalPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.post<RenewalPage>('documents/renewals.json', request, { silent: true });

export const renewalsQueryKey = ['renewals'] as const;

export const listRenewalsQueryOptions = (request: RenewalListRequest) =>
  queryOptions({
    queryKey: [...renewalsQueryKey, 'list', request],
    queryFn: () => listRenewals(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useRenewals = (request: RenewalListRequest) =>
  useQuery(listRenewalsQueryOptions(request));
