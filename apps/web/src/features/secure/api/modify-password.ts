// modifyPwd.json: a new login password; the server ends the user's other sessions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityApi, type ModifyPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { LOGIN_ACTIVITY_KEY } from './get-login-activity.ts';

export const modifyPassword = (input: ModifyPasswordRequest) =>
  api.call(identityApi.modifyPassword, input, { silent: true });

export const useModifyPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOGIN_ACTIVITY_KEY }),
  });
};
