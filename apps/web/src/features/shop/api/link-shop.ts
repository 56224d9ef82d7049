// shop/link.json: an effective shop's payouts set to an effective collection account. The platform
// may refuse (the account holds no currency the site pays out in): the answer then carries the
// failed association with the platform's reason, and it may be tried again.
import { shopApi, type LinkShopRequest, type ShopDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useShopMutation } from './get-shop.ts';

export const linkShop = (request: LinkShopRequest): Promise<ShopDetail> =>
  api.call(shopApi.link, request, { silent: true });

export const useLinkShop = () => useShopMutation(linkShop);
