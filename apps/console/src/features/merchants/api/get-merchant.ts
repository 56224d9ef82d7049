// merchants/detail.json: one merchant with its users, account manager and freeze reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantsApi, type MerchantDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { merchantsQueryKey } from './list-merchants.ts';

export const getMerchant = (merchantId: string): Promise<MerchantDetail> =>
  // The screen shows the failure itself (not found, no access).
  api.call(merchantsApi.get, { merchantId }, { silent: true });

export const merchantQueryKey = (merchantId: string) =>
  [...merchantsQueryKey, 'detail', merchantId] as const;

export const getMerchantQueryOptions = (merchantId: string) =>
  queryOptions({ queryKey: merchantQueryKey(merchantId), queryFn: () => getMerchant(merchantId) });

export const useMerchant = (merchantId: string) => useQuery(getMerchantQueryOptions(merchantId));
