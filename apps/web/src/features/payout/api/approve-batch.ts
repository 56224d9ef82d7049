// payout/batch/approve.json: one of the merchant's approvers approves every order of a batch that
// waits for them, or declines them with a reason. The answer is the batch as it is now; a decline
// releases the holds, so the records and balances are read again too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutBatchApi, type ApproveBatchRequest, type PayoutBatch } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { batchKey } from './get-batch.ts';
import { invalidateAfterPayout } from './keys.ts';

export const approveBatch = (request: ApproveBatchRequest): Promise<PayoutBatch> =>
  api.call(payoutBatchApi.approve, request, { silent: true });

export const useApproveBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBatch,
    onSuccess: (batch) => {
      queryClient.setQueryData(batchKey(batch.batchNo), batch);
      return invalidateAfterPayout(queryClient);
    },
    // Decided meanwhile by another approver, say: the batch on screen is read again.
    onError: (_error, request) =>
      queryClient.invalidateQueries({ queryKey: batchKey(request.batchNo) }),
  });
};
