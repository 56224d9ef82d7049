// shop/approve.json (admin, reviewer): approve the version of a shop under review the operator
// looked at; the shop is effective and the merchant may associate it with a collection account.
import { shopApi, type InputOf } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useShopMutation } from './shop-changed.ts';

export type ApproveShopRequest = InputOf<typeof shopApi.approve>;

export const approveShop = callOf(shopApi.approve, { silent: true });

export const useApproveShop = () => useShopMutation(approveShop);
