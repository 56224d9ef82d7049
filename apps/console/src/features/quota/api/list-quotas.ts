// quota/list.json (admin, reviewer, finance): the settlement-quota applications of every merchant,
// filtered by state, kind and merchant number; those under review first (as the server orders
// them), paged by the server.
import { quotaApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

/** Everything of quotas in the cache, and its lists. */
export const quotaQueryKey = ['quota'] as const;
export const quotasQueryKey = [...quotaQueryKey, 'list'] as const;

const quotas = pagedQuery(quotaApi.opsList, quotasQueryKey);

export const listQuotas = quotas.list;
export const listQuotasQueryOptions = quotas.queryOptions;
export const useQuotas = quotas.useQuery;
