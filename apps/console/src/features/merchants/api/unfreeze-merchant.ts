// merchants/unfreeze.json (admin, reviewer): back to the state the merchant had before the freeze.
import { merchantsApi } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useMerchantMutation } from './merchant-changed.ts';

export const unfreezeMerchant = callOf(merchantsApi.unfreeze);

export const useUnfreezeMerchant = () => useMerchantMutation(unfreezeMerchant);
