// merExtend/dualVerification.json: payments ask for the authenticator code as well (SECURITY_NOT_SET without a payment password and an authenticator).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { invalidateSecurity } from './keys.ts';

export const setDualVerification = (input: { enabled: boolean; payPwd: string }) =>
  api.call(securityApi.setDualVerification, input, { silent: true });

export const useSetDualVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDualVerification,
    onSuccess: () => invalidateSecurity(queryClient),
  });
};
