// payout/batch/check.json: a batch (the form's rows or an uploaded spreadsheet) checked row by row —
// payee, account, amount, fee, purpose, the settlement quota it draws — with its totals, the count
// and total entered compared with the rows', the approvals, the balance and the bank's hours.
// Nothing is written.
import { useMutation } from '@tanstack/react-query';
import { payoutBatchApi, type BatchCheck, type BatchRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const checkBatch = (request: BatchRequest): Promise<BatchCheck> =>
  api.call(payoutBatchApi.check, request, { silent: true });

export const useCheckBatch = () => useMutation({ mutationFn: checkBatch });
