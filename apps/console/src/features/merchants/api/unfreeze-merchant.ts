// merchants/unfreeze.json (admin, reviewer): back to the state the merchant had before the freeze.
import type { MerchantDetail, MerchantIdRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useMerchantMutation } from './merchant-changed.ts';

export const unfreezeMerchant = (request: MerchantIdRequest): Promise<MerchantDetail> =>
  api.post<MerchantDetail>('merchants/unfreeze.json', request);

export const useUnfreezeMerchant = () => useMerchantMutation(unfreezeMerchant);
