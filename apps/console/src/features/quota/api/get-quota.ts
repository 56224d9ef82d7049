// quota/detail.json (admin, reviewer, finance): one application with its merchant, its evidence
// (trade contracts and files) and the payouts that drew on it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotaApi, type OpsQuota } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { quotaQueryKey } from './list-quotas.ts';

export const getQuota = (quotaNo: string): Promise<OpsQuota> =>
  // The screen shows the failure itself (not found, no access).
  api.call(quotaApi.opsDetail, { quotaNo }, { silent: true });

export const quotaDetailQueryKey = (quotaNo: string) =>
  [...quotaQueryKey, 'detail', quotaNo] as const;

export const getQuotaQueryOptions = (quotaNo: string) =>
  queryOptions({ queryKey: quotaDetailQueryKey(quotaNo), queryFn: () => getQuota(quotaNo) });

export const useQuota = (quotaNo: string) => useQuery(getQuotaQueryOptions(quotaNo));
