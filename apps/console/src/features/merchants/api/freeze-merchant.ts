// merchants/freeze.json (admin, reviewer): the merchant's users still log in but cannot move money.
import {
  merchantsApi,
  type FreezeMerchantRequest,
  type MerchantDetail,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useMerchantMutation } from './merchant-changed.ts';

export const freezeMerchant = (request: FreezeMerchantRequest): Promise<MerchantDetail> =>
  api.call(merchantsApi.freeze, request);

export const useFreezeMerchant = () => useMerchantMutation(freezeMerchant);
