// register.json: a new merchant with its main user.
import { useMutation } from '@tanstack/react-query';
import { identityApi, type RegisterRequest, type ZRegisterResult } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type RegisterResult = ReturnType<(typeof ZRegisterResult)['parse']>;

export const register = (input: RegisterRequest): Promise<RegisterResult> =>
  api.call(identityApi.register, input, { silent: true });

export const useRegister = () => useMutation({ mutationFn: register });
