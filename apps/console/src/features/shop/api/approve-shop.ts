// shop/approve.json (admin, reviewer): approve the version of a shop under review the operator
// looked at; the shop is effective and the merchant may associate it with a collection account.
import { shopApi, type InputOf, type OpsShopDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useShopMutation } from './shop-changed.ts';

export type ApproveShopRequest = InputOf<typeof shopApi.approve>;

export const approveShop = (request: ApproveShopRequest): Promise<OpsShopDetail> =>
  api.call(shopApi.approve, request, { silent: true });

export const useApproveShop = () => useShopMutation(approveShop);
