// quota/detail.json (admin, reviewer, finance): one application with its merchant, its evidence
// (trade contracts and files) and the payouts that drew on it.
import { quotaApi } from '@tradebridge/contracts';
import { detailQuery } from '../../../lib/queries.ts';
import { quotaQueryKey } from './list-quotas.ts';

// The screen shows the failure itself (not found, no access).
const quota = detailQuery(quotaApi.opsDetail, quotaQueryKey, 'quotaNo');

export const quotaDetailQueryKey = quota.queryKey;
export const getQuota = quota.get;
export const getQuotaQueryOptions = quota.queryOptions;
export const useQuota = quota.useQuery;
