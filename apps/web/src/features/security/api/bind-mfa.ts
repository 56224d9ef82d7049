// mfa/bind.json: confirm a new authenticator with its first code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { invalidateSecurity } from './keys.ts';

export const bindMfa = (input: { bindToken: string; dynamicCode: string }) =>
  api.call(securityApi.bindMfa, input, { silent: true });

export const useBindMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindMfa,
    onSuccess: () => invalidateSecurity(queryClient),
  });
};
