// merchants/detail.json: one merchant with its users, account manager and freeze reason.
import { merchantsApi } from '@tradebridge/contracts';
import { detailQuery } from '../../../lib/queries.ts';
import { merchantsQueryKey } from './list-merchants.ts';

// The screen shows the failure itself (not found, no access).
const merchant = detailQuery(merchantsApi.get, merchantsQueryKey, 'merchantId');

export const merchantQueryKey = merchant.queryKey;
export const getMerchant = merchant.get;
export const getMerchantQueryOptions = merchant.queryOptions;
export const useMerchant = merchant.useQuery;
