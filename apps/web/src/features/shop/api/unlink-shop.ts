// shop/unlink.json: the shop's association with its collection account ends.
import { shopApi, type ShopDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import type { ShopVersionInput } from './close-shop.ts';
import { useShopMutation } from './get-shop.ts';

export const unlinkShop = (input: ShopVersionInput): Promise<ShopDetail> =>
  api.call(shopApi.unlink, input, { silent: true });

export const useUnlinkShop = () => useShopMutation(unlinkShop);
