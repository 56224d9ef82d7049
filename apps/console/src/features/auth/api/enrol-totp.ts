// totp/enrol.json: confirms the authenticator set up at first login with its first code; answers
// with the session.
import { useMutation } from '@tanstack/react-query';
import {
  operatorsApi,
  type OperatorEnrolRequest,
  type OperatorLoginResult,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const enrolTotp = (data: OperatorEnrolRequest): Promise<OperatorLoginResult> =>
  api.call(operatorsApi.enrolTotp, data, { silent: true });

export const useEnrolTotp = () => useMutation({ mutationFn: enrolTotp });
