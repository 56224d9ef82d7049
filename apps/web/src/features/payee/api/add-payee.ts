// payee/add.json: a new payee or withdrawal account; it waits for review. The caller sends one
// Idempotency-Key per submission and the same key when that submission is retried.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payeeApi, type AddPayeeRequest, type PayeeDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { payeeKey } from './get-payee.ts';
import { PAYEES_KEY } from './list-payees.ts';

export type AddPayeeInput = { request: AddPayeeRequest; idempotencyKey: string };

export const addPayee = ({ request, idempotencyKey }: AddPayeeInput): Promise<PayeeDetail> =>
  api.call(payeeApi.add, request, { silent: true, idempotencyKey });

export const useAddPayee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPayee,
    onSuccess: (payee) => {
      queryClient.setQueryData(payeeKey(payee.id), payee);
      return queryClient.invalidateQueries({ queryKey: PAYEES_KEY });
    },
  });
};
