// totp/enrol.json: confirms the authenticator set up at first login with its first code; answers
// with the session.
import { useMutation } from '@tanstack/react-query';
import type { OperatorEnrolRequest, OperatorLoginResult } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const enrolTotp = (data: OperatorEnrolRequest): Promise<OperatorLoginResult> =>
  api.post<OperatorLoginResult>('totp/enrol.json', data, { silent: true });

export const useEnrolTotp = () => useMutation({ mutationFn: enrolTotp });
