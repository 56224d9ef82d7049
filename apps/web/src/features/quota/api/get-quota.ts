// quota/detail.json: one quota of the merchant with its evidence and the payouts that drew on it
// (another merchant's is NOT_FOUND).
import { useQuery } from '@tanstack/react-query';
import { quotaApi, type QuotaDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { QUOTA_DETAIL_KEY } from './keys.ts';

export const quotaKey = (quotaNo: string | null) => [...QUOTA_DETAIL_KEY, quotaNo] as const;

export const getQuota = (quotaNo: string): Promise<QuotaDetail> =>
  api.call(quotaApi.detail, { quotaNo }, { silent: true });

/**
 * `quotaNo` null: nothing to ask (the address names no quota). Reviews and payouts move it
 * elsewhere: read again on opening.
 */
const quotaQueryOptions = recordQueryOptions(quotaKey, getQuota, { staleTime: 0 });

export const useQuota = (quotaNo: string | null) => useQuery(quotaQueryOptions(quotaNo));
