// shop/add.json: a new shop. On a platform that can be authorized it waits for the authorization,
// then review; elsewhere it goes to review. The caller sends one Idempotency-Key per submission and
// the same key when that submission is retried.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopApi, type AddShopRequest, type ShopDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { AUTH_LIST_KEY, shopKey } from './get-shop.ts';
import { SHOPS_KEY } from './list-shops.ts';

export type AddShopInput = { request: AddShopRequest; idempotencyKey: string };

export const addShop = ({ request, idempotencyKey }: AddShopInput): Promise<ShopDetail> =>
  api.call(shopApi.add, request, { silent: true, idempotencyKey });

export const useAddShop = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShop,
    onSuccess: (shop) => {
      queryClient.setQueryData(shopKey(shop.id), shop);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: SHOPS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUTH_LIST_KEY }),
      ]);
    },
  });
};
