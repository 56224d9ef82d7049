// resetPwd.json: a new password with an e-mailed or texted code; an invited team member sets the
// first password the same way.
import { useMutation } from '@tanstack/react-query';
import { identityApi, type ResetPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const resetPassword = (input: ResetPasswordRequest) =>
  api.call(identityApi.resetPassword, input, { silent: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
