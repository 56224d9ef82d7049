// merchants/freeze.json (admin, reviewer): the merchant's users still log in but cannot move money.
import { merchantsApi } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useMerchantMutation } from './merchant-changed.ts';

export const freezeMerchant = callOf(merchantsApi.freeze);

export const useFreezeMerchant = () => useMerchantMutation(freezeMerchant);
