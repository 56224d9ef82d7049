// auth/shopline.json: starts a shop's authorization on its platform. The answer says where the
// browser goes (the platform's sign-in; for the sandbox platform the portal's authLogin page) with
// a signed state that expires.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopApi, type StartAuthorization } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { shopKey } from './get-shop.ts';

export const startAuthorization = (shopId: string): Promise<StartAuthorization> =>
  api.call(shopApi.authorize, { shopId }, { silent: true });

export const useStartAuthorization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAuthorization,
    // The story now says it started (and a refusal may mean the shop moved on).
    onSettled: (_data, _error, shopId) =>
      queryClient.invalidateQueries({ queryKey: shopKey(shopId) }),
  });
};
