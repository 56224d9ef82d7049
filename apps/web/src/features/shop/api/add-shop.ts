// shop/add.json: a new shop. On a platform that can be authorized it waits for the authorization,
// then review; elsewhere it goes to review. The caller sends one Idempotency-Key per submission and
// the same key when that submission is retried.
import { shopApi, type AddShopRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { SHOP_RECORD } from './get-shop.ts';

export type AddShopInput = Keyed<AddShopRequest>;

export const addShop = keyedCall(shopApi.add, { silent: true });

export const useAddShop = () => useRecordMutation(addShop, SHOP_RECORD);
