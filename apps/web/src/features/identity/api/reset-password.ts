// resetPwd.json: a new password with an e-mailed or texted code; an invited team member sets the
// first password the same way.
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const resetPassword = (input: ResetPasswordRequest): Promise<{ ok: true }> =>
  api.post<{ ok: true }>('resetPwd.json', input, { silent: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
