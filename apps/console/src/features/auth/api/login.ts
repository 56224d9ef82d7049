// login.json: password first; the answer says whether to give the authenticator code, to enrol an
// authenticator (first login), or that the session is open. Errors are shown on the form itself.
import { useMutation } from '@tanstack/react-query';
import {
  operatorsApi,
  type OperatorLoginRequest,
  type OperatorLoginResult,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const login = (data: OperatorLoginRequest): Promise<OperatorLoginResult> =>
  api.call(operatorsApi.login, data, { silent: true });

export const useLogin = () => useMutation({ mutationFn: login });
