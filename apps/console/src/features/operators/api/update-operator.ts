// operators/update.json (admin): name, phone, role, state (disable / enable) or an authenticator
// reset (the operator enrols again at next login). Account managers appear in the assign picker.
import { operatorsApi, type Operator, type UpdateOperatorRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefetchingMutation } from '../../../lib/mutations.ts';
import { operatorsQueryKey } from './list-operators.ts';

export const updateOperator = (request: UpdateOperatorRequest): Promise<Operator> =>
  api.call(operatorsApi.update, request);

export const useUpdateOperator = () =>
  useRefetchingMutation(updateOperator, [operatorsQueryKey, ['accountManagers'], ['me']]);
