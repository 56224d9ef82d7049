// merExtend/orderCredentialReset.json: reset a forgotten payment password with a code.
import { securityApi, type ResetPayPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { invalidateSecurity } from './keys.ts';

export const resetPayPassword = (input: ResetPayPasswordRequest) =>
  api.call(securityApi.resetPayPassword, input, { silent: true });

export const useResetPayPassword = () => useRefreshMutation(resetPayPassword, invalidateSecurity);
