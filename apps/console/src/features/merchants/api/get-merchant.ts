// merchants/detail.json: one merchant with its users, account manager and freeze reason.
import { merchantsApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { merchantsQueryKey } from './list-merchants.ts';

export const merchantQueryKey = (merchantId: string) =>
  [...merchantsQueryKey, 'detail', merchantId] as const;

// The screen shows the failure itself (not found, no access).
const merchant = recordQuery(merchantsApi.get, merchantQueryKey, (merchantId: string) => ({
  merchantId,
}));

export const getMerchant = merchant.get;
export const getMerchantQueryOptions = merchant.queryOptions;
export const useMerchant = merchant.useQuery;
