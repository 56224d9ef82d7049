// merchants/unfreeze.json (admin, reviewer): back to the state the merchant had before the freeze.
import { merchantsApi, type MerchantDetail, type MerchantIdRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useMerchantMutation } from './merchant-changed.ts';

export const unfreezeMerchant = (request: MerchantIdRequest): Promise<MerchantDetail> =>
  api.call(merchantsApi.unfreeze, request);

export const useUnfreezeMerchant = () => useMerchantMutation(unfreezeMerchant);
