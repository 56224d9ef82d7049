// merExtend/orderCredentialReset.json: reset a forgotten payment password with a code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPayPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { invalidateSecurity } from './keys.ts';

export const resetPayPassword = (input: ResetPayPasswordRequest): Promise<{ ok: true }> =>
  api.post<{ ok: true }>('merExtend/orderCredentialReset.json', input, { silent: true });

export const useResetPayPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPayPassword,
    onSuccess: () => invalidateSecurity(queryClient),
  });
};
