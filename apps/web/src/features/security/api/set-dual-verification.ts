// merExtend/dualVerification.json: payments ask for the authenticator code as well (SECURITY_NOT_SET without a payment password and an authenticator).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateSecurity } from './keys.ts';

export const setDualVerification = (input: {
  enabled: boolean;
  payPwd: string;
}): Promise<{ ok: true }> =>
  api.post<{ ok: true }>('merExtend/dualVerification.json', input, { silent: true });

export const useSetDualVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDualVerification,
    onSuccess: () => invalidateSecurity(queryClient),
  });
};
