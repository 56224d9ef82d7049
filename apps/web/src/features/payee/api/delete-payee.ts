// payee/delete.json: a payee taken off the lists (orders keep the details they were paid to).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payeeApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { isStalePayee, payeeKey } from './get-payee.ts';
import { PAYEES_KEY } from './list-payees.ts';

export type PayeeVersionInput = { payeeId: string; version: number };

export const deletePayee = (input: PayeeVersionInput) =>
  api.call(payeeApi.remove, input, { silent: true });

export const useDeletePayee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayee,
    onSuccess: (_, input) => {
      queryClient.removeQueries({ queryKey: payeeKey(input.payeeId) });
      return queryClient.invalidateQueries({ queryKey: PAYEES_KEY });
    },
    // Changed meanwhile: read it again (the deletion answers no payee to put in its place).
    onError: (error, input) =>
      isStalePayee(error)
        ? queryClient.invalidateQueries({ queryKey: payeeKey(input.payeeId) })
        : undefined,
  });
};
