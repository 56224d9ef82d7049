// modifyPwd.json: a new login password; the server ends the user's other sessions.
import { identityApi, type ModifyPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { LOGIN_ACTIVITY_KEY } from './get-login-activity.ts';

export const modifyPassword = (input: ModifyPasswordRequest) =>
  api.call(identityApi.modifyPassword, input, { silent: true });

export const useModifyPassword = () => useRefreshMutation(modifyPassword, [LOGIN_ACTIVITY_KEY]);
