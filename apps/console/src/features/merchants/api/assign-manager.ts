// merchants/assignManager.json (admin): the merchant's account manager, seen by the merchant.
import { merchantsApi } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useMerchantMutation } from './merchant-changed.ts';

export const assignManager = callOf(merchantsApi.assignManager);

export const useAssignManager = () => useMerchantMutation(assignManager);
