// documents/renewals.json (admin, reviewer): document renewals newest first, filtered by review
// state, paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentsApi, type RenewalListRequest, type RenewalPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listRenewals = (request: RenewalListRequest): Promise<RenewalPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(documentsApi.listRenewals, request, { silent: true });

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
