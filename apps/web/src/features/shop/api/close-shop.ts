// shop/close.json: the shop is closed (cancelled) for good; its association ends.
import { shopApi, type ShopDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useShopMutation } from './get-shop.ts';

export type ShopVersionInput = { shopId: string; version: number };

export const closeShop = (input: ShopVersionInput): Promise<ShopDetail> =>
  api.call(shopApi.close, input, { silent: true });

export const useCloseShop = () => useShopMutation(closeShop);
