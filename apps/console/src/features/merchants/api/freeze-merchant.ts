// merchants/freeze.json (admin, reviewer): the merchant's users still log in but cannot move money.
import type { FreezeMerchantRequest, MerchantDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useMerchantMutation } from './merchant-changed.ts';

export const freezeMerchant = (request: FreezeMerchantRequest): Promise<MerchantDetail> =>
  api.post<MerchantDetail>('merchants/freeze.json', request);

export const useFreezeMerchant = () => useMerchantMutation(freezeMerchant);
