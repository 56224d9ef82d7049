// exchange/decide.json (admin, reviewer): approve an exchange held for review (it is booked at the
// quoted rate) or reject it with a reason the merchant reads (the hold on the sell amount is
// released). The answer replaces the cached order; the lists, the position (its review count and
// today's totals) and the audit log are refetched. A decision on an order decided meanwhile
// (EXCHANGE_STATE: another reviewer was faster) is said and the order reloaded.
import { exchangeApi, type InputOf, type OpsExchangeOrder } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { hasErrorCode, reviewMutationOf } from '../../../lib/review-mutation.ts';
import { orderQueryKey } from './get-order.ts';
import { exchangeQueryKey } from './list-orders.ts';

export type DecideExchangeRequest = InputOf<typeof exchangeApi.decide>;
export type ApproveExchangeRequest = { orderNo: string };
export type RejectExchangeRequest = { orderNo: string; reason: string };

export const decideExchange = (request: DecideExchangeRequest): Promise<OpsExchangeOrder> =>
  api.call(exchangeApi.decide, request, { silent: true });

export const isStaleExchange = hasErrorCode(['EXCHANGE_STATE']);

const useDecision = reviewMutationOf<ApproveExchangeRequest, OpsExchangeOrder>({
  namespace: 'exchange',
  staleKey: 'review.stale',
  detailKey: orderQueryKey,
  idOf: (request) => request.orderNo,
  // Every list of the area and the position: the queue's size and today's totals change.
  listKey: exchangeQueryKey,
  isStale: isStaleExchange,
});

/** Approve: no reason is sent (that is what approval is on the wire). */
export const useApproveExchange = () =>
  useDecision(({ orderNo }: ApproveExchangeRequest) => decideExchange({ orderNo }));

export const useRejectExchange = () =>
  useDecision(({ orderNo, reason }: RejectExchangeRequest) => decideExchange({ orderNo, reason }));
