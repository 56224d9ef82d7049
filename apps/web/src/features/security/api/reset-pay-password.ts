// merExtend/orderCredentialReset.json: reset a forgotten payment password with a code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityApi, type ResetPayPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { invalidateSecurity } from './keys.ts';

export const resetPayPassword = (input: ResetPayPasswordRequest) =>
  api.call(securityApi.resetPayPassword, input, { silent: true });

export const useResetPayPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPayPassword,
    onSuccess: () => invalidateSecurity(queryClient),
  });
};
