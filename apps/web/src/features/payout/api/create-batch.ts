// payout/batch/create.json: a batch confirmed with its valid rows' total typed again and the
// payment credentials — one batch number, an order per valid row, every amount and fee held at
// once or none. Money moves: the caller sends one Idempotency-Key per confirmation and the same key
// when that confirmation is retried.
import { payoutBatchApi, type CreateBatchRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { BATCH_RECORD } from './get-batch.ts';

export type CreateBatchInput = Keyed<CreateBatchRequest>;

export const createBatch = keyedCall(payoutBatchApi.create, { silent: true });

export const useCreateBatch = () => useRecordMutation(createBatch, BATCH_RECORD);
