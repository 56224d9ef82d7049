// operators/create.json (admin): a new operator with an initial password given out of band; the
// authenticator is set up at their first login.
import { operatorsApi, type CreateOperatorRequest, type Operator } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefetchingMutation } from '../../../lib/mutations.ts';
import { operatorsQueryKey } from './list-operators.ts';

export const createOperator = (request: CreateOperatorRequest): Promise<Operator> =>
  api.call(operatorsApi.create, request);

export const useCreateOperator = () => useRefetchingMutation(createOperator, [operatorsQueryKey]);
