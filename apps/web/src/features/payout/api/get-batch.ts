// payout/batch/detail.json: one batch of the merchant with every order's state (another merchant's
// is NOT_FOUND). Read again every 5 seconds while an order is still on its way.
import { useQuery } from '@tanstack/react-query';
import { OrderState, payoutBatchApi, type PayoutBatch } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import type { RecordCache } from '../../../lib/record-mutation.ts';
import { BATCH_DETAIL_KEY, invalidateAfterPayout } from './keys.ts';

export const batchKey = (batchNo: string | null) => [...BATCH_DETAIL_KEY, batchNo] as const;

export const getBatch = (batchNo: string): Promise<PayoutBatch> =>
  api.call(payoutBatchApi.detail, { batchNo }, { silent: true });

/** The states an order leaves by itself (approvers, the platform's review, the bank). */
const NOT_FINAL: readonly number[] = [
  OrderState.PendingSecondReview,
  OrderState.PendingReview,
  OrderState.ReviewPassed,
  OrderState.Paying,
];

export const isBatchMoving = (batch: Pick<PayoutBatch, 'orders'>) =>
  batch.orders.some((order) => NOT_FINAL.includes(order.state));

/** `batchNo` null: nothing to ask (the address names no batch). */
export const batchQueryOptions = recordQueryOptions(batchKey, getBatch, {
  staleTime: 0,
  refetchInterval: (query) => (query.state.data && isBatchMoving(query.state.data) ? 5000 : false),
});

export const useBatch = (batchNo: string | null) => useQuery(batchQueryOptions(batchNo));

/** Where a batch's answer goes: its detail, then what its orders hold and list is read again. */
export const BATCH_RECORD: RecordCache<PayoutBatch> = {
  detailKey: batchKey,
  idOfAnswer: (batch) => batch.batchNo,
  refresh: invalidateAfterPayout,
};
