// mfa/unbind.json: remove the authenticator (its current code and the payment password).
import { securityApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { invalidateSecurity } from './keys.ts';

export const unbindMfa = (input: { dynamicCode: string; payPwd: string }) =>
  api.call(securityApi.unbindMfa, input, { silent: true });

export const useUnbindMfa = () => useRefreshMutation(unbindMfa, invalidateSecurity);
