// payout/detail.json: one order of the merchant with its approvals, timeline and what the viewer
// may do with it now (another merchant's is NOT_FOUND).
import { useQuery } from '@tanstack/react-query';
import { OrderState, payoutApi, type PayoutOrder } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import type { RecordCache } from '../../../lib/record-mutation.ts';
import { invalidateAfterPayout, PAYOUT_DETAIL_KEY } from './keys.ts';

export const payoutKey = (orderNo: string | null) => [...PAYOUT_DETAIL_KEY, orderNo] as const;

export const getPayout = (orderNo: string): Promise<PayoutOrder> =>
  api.call(payoutApi.detail, { orderNo }, { silent: true });

const ON_ITS_WAY: readonly number[] = [OrderState.ReviewPassed, OrderState.Paying];

/** `orderNo` null: nothing to ask (the address names no order). */
export const payoutQueryOptions = recordQueryOptions(payoutKey, getPayout, {
  // Approvers, reviewers and the bank move orders elsewhere: read again on opening, and every
  // 5 seconds while the bank has it (the rail turns every 5 seconds).
  staleTime: 0,
  refetchInterval: (query) =>
    query.state.data && ON_ITS_WAY.includes(query.state.data.state) ? 5000 : false,
});

export const usePayout = (orderNo: string | null) => useQuery(payoutQueryOptions(orderNo));

/** Where an order's answer goes: its detail, then what it holds and lists is read again. */
export const PAYOUT_RECORD: RecordCache<PayoutOrder> = {
  detailKey: payoutKey,
  idOfAnswer: (order) => order.orderNo,
  refresh: invalidateAfterPayout,
};
