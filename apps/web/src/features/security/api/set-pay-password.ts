// merExtend/orderVerifyConfig.json: set the payment password the first time (code + PIN twice).
import { securityApi, type SetPayPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { invalidateSecurity } from './keys.ts';

export const setPayPassword = (input: SetPayPasswordRequest) =>
  api.call(securityApi.setPayPassword, input, { silent: true });

export const useSetPayPassword = () => useRefreshMutation(setPayPassword, invalidateSecurity);
