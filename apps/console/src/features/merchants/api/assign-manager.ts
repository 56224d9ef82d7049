// merchants/assignManager.json (admin): the merchant's account manager, seen by the merchant.
import type { AssignManagerRequest, MerchantDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useMerchantMutation } from './merchant-changed.ts';

export const assignManager = (request: AssignManagerRequest): Promise<MerchantDetail> =>
  api.post<MerchantDetail>('merchants/assignManager.json', request);

export const useAssignManager = () => useMerchantMutation(assignManager);
