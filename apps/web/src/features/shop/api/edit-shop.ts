// shop/edit.json: a shop changed, with the version it was read at (SHOP_CHANGED when it changed
// meanwhile). A secret left out is kept, an empty one removed. A refused or effective shop goes to
// review again; another store (platform or handle) is authorized again.
import { shopApi, type EditShopRequest, type ShopDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useShopMutation } from './get-shop.ts';

export const editShop = (request: EditShopRequest): Promise<ShopDetail> =>
  api.call(shopApi.edit, request, { silent: true });

export const useEditShop = () => useShopMutation(editShop);
