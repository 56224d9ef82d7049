// merExtend/orderVerifyConfig.json: set the payment password the first time (code + PIN twice).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityApi, type SetPayPasswordRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { invalidateSecurity } from './keys.ts';

export const setPayPassword = (input: SetPayPasswordRequest) =>
  api.call(securityApi.setPayPassword, input, { silent: true });

export const useSetPayPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayPassword,
    onSuccess: () => invalidateSecurity(queryClient),
  });
};
