// totp/enrol.json: confirms the authenticator set up at first login with its first code; answers
// with the session.
import { useMutation } from '@tanstack/react-query';
import { operatorsApi } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';

export const enrolTotp = callOf(operatorsApi.enrolTotp, { silent: true });

export const useEnrolTotp = () => useMutation({ mutationFn: enrolTotp });
