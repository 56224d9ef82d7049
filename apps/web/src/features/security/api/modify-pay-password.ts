// merExtend/orderCredentialModify.json: change the payment password with the current one.
import { securityApi, type ModifyPayPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { invalidateSecurity } from './keys.ts';

export const modifyPayPassword = (input: ModifyPayPasswordRequest) =>
  api.call(securityApi.modifyPayPassword, input, { silent: true });

export const useModifyPayPassword = () => useRefreshMutation(modifyPayPassword, invalidateSecurity);
