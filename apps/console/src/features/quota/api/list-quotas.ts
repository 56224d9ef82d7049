// quota/list.json (admin, reviewer, finance): the settlement-quota applications of every merchant,
// filtered by state, kind and merchant number; those under review first (as the server orders
// them), paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quotaApi, type OpsQuotaListQuery, type OpsQuotaPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const listQuotas = (request: OpsQuotaListQuery): Promise<OpsQuotaPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(quotaApi.opsList, request, { silent: true });

/** Everything of quotas in the cache, and its lists. */
export const quotaQueryKey = ['quota'] as const;
export const quotasQueryKey = [...quotaQueryKey, 'list'] as const;

export const listQuotasQueryOptions = (request: OpsQuotaListQuery) =>
  queryOptions({
    queryKey: [...quotasQueryKey, request],
    queryFn: () => listQuotas(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useQuotas = (request: OpsQuotaListQuery) => useQuery(listQuotasQueryOptions(request));
