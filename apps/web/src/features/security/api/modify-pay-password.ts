// merExtend/orderCredentialModify.json: change the payment password with the current one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityApi, type ModifyPayPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { invalidateSecurity } from './keys.ts';

export const modifyPayPassword = (input: ModifyPayPasswordRequest) =>
  api.call(securityApi.modifyPayPassword, input, { silent: true });

export const useModifyPayPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyPayPassword,
    onSuccess: () => invalidateSecurity(queryClient),
  });
};
