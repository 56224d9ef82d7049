// operators/create.json (admin): a new operator with an initial password given out of band; the
// authenticator is set up at their first login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorsApi, type CreateOperatorRequest, type Operator } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { operatorsQueryKey } from './list-operators.ts';

export const createOperator = (request: CreateOperatorRequest): Promise<Operator> =>
  api.call(operatorsApi.create, request);

export const useCreateOperator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
};
