// login.json: password first; the answer says whether to give the authenticator code, to enrol an
// authenticator (first login), or that the session is open. Errors are shown on the form itself.
import { useMutation } from '@tanstack/react-query';
import { operatorsApi } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';

export const login = callOf(operatorsApi.login, { silent: true });

export const useLogin = () => useMutation({ mutationFn: login });
