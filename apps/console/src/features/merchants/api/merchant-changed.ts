// After a change an operator makes to a merchant: the answer (the new detail) replaces the cached
// detail; lists and audit entries are refetched since they show the change too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantDetail } from '@tradebridge/contracts';
import { merchantQueryKey } from './get-merchant.ts';
import { merchantsQueryKey } from './list-merchants.ts';
import { AUDIT_KEY } from '../../../lib/mutations.ts';

/** A mutation of one merchant; the refresh runs before any caller's onSuccess and cannot be skipped. */
export const useMerchantMutation = <T>(call: (request: T) => Promise<MerchantDetail>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (detail) => {
      queryClient.setQueryData(merchantQueryKey(detail.id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...merchantsQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
    },
  });
};
