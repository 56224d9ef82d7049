// payout/batch/approve.json: one of the merchant's approvers approves every order of a batch that
// waits for them, or declines them with a reason. The answer is the batch as it is now; a decline
// releases the holds, so the records and balances are read again too.
import { payoutBatchApi, type ApproveBatchRequest, type PayoutBatch } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { BATCH_RECORD } from './get-batch.ts';

export const approveBatch = (request: ApproveBatchRequest): Promise<PayoutBatch> =>
  api.call(payoutBatchApi.approve, request, { silent: true });

// Refused (decided meanwhile by another approver, say): the batch on screen is read again.
export const useApproveBatch = () =>
  useRecordMutation(approveBatch, BATCH_RECORD, {
    idOfInput: (request) => request.batchNo,
    awaited: true,
  });
