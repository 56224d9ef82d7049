// payout/detail.json: one order of the merchant with its approvals, timeline and what the viewer
// may do with it now (another merchant's is NOT_FOUND).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { OrderState, payoutApi, type PayoutOrder } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { PAYOUT_DETAIL_KEY } from './keys.ts';

export const payoutKey = (orderNo: string | null) => [...PAYOUT_DETAIL_KEY, orderNo] as const;

export const getPayout = (orderNo: string): Promise<PayoutOrder> =>
  api.call(payoutApi.detail, { orderNo }, { silent: true });

const ON_ITS_WAY: readonly number[] = [OrderState.ReviewPassed, OrderState.Paying];

/** `orderNo` null: nothing to ask (the address names no order). */
export const payoutQueryOptions = (orderNo: string | null) =>
  queryOptions({
    queryKey: payoutKey(orderNo),
    queryFn: orderNo ? () => getPayout(orderNo) : skipToken,
    // Approvers, reviewers and the bank move orders elsewhere: read again on opening, and every
    // 5 seconds while the bank has it (the rail turns every 5 seconds).
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && ON_ITS_WAY.includes(query.state.data.state) ? 5000 : false,
  });

export const usePayout = (orderNo: string | null) => useQuery(payoutQueryOptions(orderNo));
