// collection/postCredit.json (admin, finance): one credit by hand, written by the server as a
// one-entry camt.054 and imported at once through the bank files' path. Money-moving: the
// Idempotency-Key makes a retried submission answer the first one's result instead of posting
// twice. The answer is the file with what its import did (credited, held or an exception).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionApi, type BankFile, type PostCreditRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { collectionQueryKey } from './list-accounts.ts';
import { AUDIT_KEY } from '../../../lib/mutations.ts';

export type PostCreditCall = { request: PostCreditRequest; idempotencyKey: string };

export const postCredit = ({ request, idempotencyKey }: PostCreditCall): Promise<BankFile> =>
  api.call(collectionApi.postCredit, request, { idempotencyKey, silent: true });

/** The file list, the collections and the exceptions all may have changed. */
export const usePostCredit = () => {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionQueryKey }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  return useMutation({ mutationFn: postCredit, onSuccess: refetch, onError: refetch });
};
