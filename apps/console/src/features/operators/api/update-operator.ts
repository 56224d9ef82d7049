// operators/update.json (admin): name, phone, role, state (disable / enable) or an authenticator
// reset (the operator enrols again at next login). Account managers appear in the assign picker.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorsApi, type Operator, type UpdateOperatorRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { operatorsQueryKey } from './list-operators.ts';

export const updateOperator = (request: UpdateOperatorRequest): Promise<Operator> =>
  api.call(operatorsApi.update, request);

export const useUpdateOperator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperator,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['accountManagers'] }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]),
  });
};
