// merExtend/dualVerification.json: payments ask for the authenticator code as well (SECURITY_NOT_SET without a payment password and an authenticator).
import { securityApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { invalidateSecurity } from './keys.ts';

export const setDualVerification = (input: { enabled: boolean; payPwd: string }) =>
  api.call(securityApi.setDualVerification, input, { silent: true });

export const useSetDualVerification = () =>
  useRefreshMutation(setDualVerification, invalidateSecurity);
