// collection/apply.json: an application for a collection account (a usage type's profile, the
// currencies, an alias). Certified merchants only (REAL_PERSON_AUTH_FIRST otherwise). The caller
// sends one Idempotency-Key per submission and the same key when that submission is retried.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collectionApi,
  type ApplyAccountRequest,
  type CollectionAccountDetail,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { accountKey } from './get-account.ts';
import { ACCOUNTS_KEY } from './list-accounts.ts';

export type ApplyInput = { request: ApplyAccountRequest; idempotencyKey: string };

export const applyForAccount = ({
  request,
  idempotencyKey,
}: ApplyInput): Promise<CollectionAccountDetail> =>
  api.call(collectionApi.apply, request, { silent: true, idempotencyKey });

export const useApplyForAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountKey(account.id), account);
      return queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    },
  });
};
