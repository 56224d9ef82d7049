// collection/alias.json: names an account (at most LIMITS.accountNameMaxLength characters; empty
// clears it). The lists show the alias too: they are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collectionApi,
  type AliasRequest,
  type CollectionAccountDetail,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { accountKey } from './get-account.ts';
import { ACCOUNTS_KEY } from './list-accounts.ts';
import { COLLECTIONS_KEY } from './list-collections.ts';

export const setAlias = (request: AliasRequest): Promise<CollectionAccountDetail> =>
  api.call(collectionApi.setAlias, request, { silent: true });

export const useSetAlias = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlias,
    onSuccess: (account) => {
      queryClient.setQueryData(accountKey(account.id), account);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
        queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
      ]);
    },
  });
};
