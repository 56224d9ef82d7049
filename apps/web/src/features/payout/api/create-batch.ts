// payout/batch/create.json: a batch confirmed with its valid rows' total typed again and the
// payment credentials — one batch number, an order per valid row, every amount and fee held at
// once or none. Money moves: the caller sends one Idempotency-Key per confirmation and the same key
// when that confirmation is retried.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutBatchApi, type CreateBatchRequest, type PayoutBatch } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { batchKey } from './get-batch.ts';
import { invalidateAfterPayout } from './keys.ts';

export type CreateBatchInput = { request: CreateBatchRequest; idempotencyKey: string };

export const createBatch = ({ request, idempotencyKey }: CreateBatchInput): Promise<PayoutBatch> =>
  api.call(payoutBatchApi.create, request, { silent: true, idempotencyKey });

export const useCreateBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: (batch) => {
      queryClient.setQueryData(batchKey(batch.batchNo), batch);
      return invalidateAfterPayout(queryClient);
    },
  });
};
