// shop/reject.json (admin, reviewer): refuse the version of a shop the operator looked at, with a
// reason the merchant reads; the merchant may correct the shop and send it again.
import { shopApi, type InputOf } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useShopMutation } from './shop-changed.ts';

export type RejectShopRequest = InputOf<typeof shopApi.reject>;

export const rejectShop = callOf(shopApi.reject, { silent: true });

export const useRejectShop = () => useShopMutation(rejectShop);
