// collection/resubmit.json: a refused application corrected and sent to review again, with the
// version it was read at (COLLECTION_CHANGED when it changed meanwhile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collectionApi,
  type CollectionAccountDetail,
  type ResubmitAccountRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { accountKey } from './get-account.ts';
import { ACCOUNTS_KEY } from './list-accounts.ts';

export const resubmitAccount = (
  request: ResubmitAccountRequest,
): Promise<CollectionAccountDetail> => api.call(collectionApi.resubmit, request, { silent: true });

export const useResubmitAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountKey(account.id), account);
      return queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    },
    onError: (_error, request) =>
      queryClient.invalidateQueries({ queryKey: accountKey(request.accountId) }),
  });
};
