// mfa/unbind.json: remove the authenticator (its current code and the payment password).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateSecurity } from './keys.ts';

export const unbindMfa = (input: { dynamicCode: string; payPwd: string }): Promise<{ ok: true }> =>
  api.post<{ ok: true }>('mfa/unbind.json', input, { silent: true });

export const useUnbindMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindMfa,
    onSuccess: () => invalidateSecurity(queryClient),
  });
};
