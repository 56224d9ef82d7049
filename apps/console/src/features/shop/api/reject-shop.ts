// shop/reject.json (admin, reviewer): refuse the version of a shop the operator looked at, with a
// reason the merchant reads; the merchant may correct the shop and send it again.
import { shopApi, type InputOf, type OpsShopDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useShopMutation } from './shop-changed.ts';

export type RejectShopRequest = InputOf<typeof shopApi.reject>;

export const rejectShop = (request: RejectShopRequest): Promise<OpsShopDetail> =>
  api.call(shopApi.reject, request, { silent: true });

export const useRejectShop = () => useShopMutation(rejectShop);
