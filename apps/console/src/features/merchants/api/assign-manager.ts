// merchants/assignManager.json (admin): the merchant's account manager, seen by the merchant.
import {
  merchantsApi,
  type AssignManagerRequest,
  type MerchantDetail,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useMerchantMutation } from './merchant-changed.ts';

export const assignManager = (request: AssignManagerRequest): Promise<MerchantDetail> =>
  api.call(merchantsApi.assignManager, request);

export const useAssignManager = () => useMerchantMutation(assignManager);
