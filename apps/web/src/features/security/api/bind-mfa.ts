// mfa/bind.json: confirm a new authenticator with its first code.
import { securityApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { invalidateSecurity } from './keys.ts';

export const bindMfa = (input: { bindToken: string; dynamicCode: string }) =>
  api.call(securityApi.bindMfa, input, { silent: true });

export const useBindMfa = () => useRefreshMutation(bindMfa, invalidateSecurity);
