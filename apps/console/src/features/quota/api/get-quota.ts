// quota/detail.json (admin, reviewer, finance): one application with its merchant, its evidence
// (trade contracts and files) and the payouts that drew on it.
import { quotaApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { quotaQueryKey } from './list-quotas.ts';

export const quotaDetailQueryKey = (quotaNo: string) =>
  [...quotaQueryKey, 'detail', quotaNo] as const;

// The screen shows the failure itself (not found, no access).
const quota = recordQuery(quotaApi.opsDetail, quotaDetailQueryKey, (quotaNo: string) => ({
  quotaNo,
}));

export const getQuota = quota.get;
export const getQuotaQueryOptions = quota.queryOptions;
export const useQuota = quota.useQuery;
