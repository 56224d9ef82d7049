// payout/decide.json (admin, reviewer): pass a payout under the platform's review (it is sent to the
// bank in the next service period) or refuse it with a reason the merchant reads (the hold of amount
// and fee is released). One operation, offered as the review's two decisions. A decision on an
// order that is no longer under review (another reviewer was faster) is refused with 409
// PAYOUT_STATE: the operator is told so and the order is reloaded (useReviewMutation).
import { payoutApi, type InputOf, type OpsPayoutOrder } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { hasErrorCode, reviewMutationOf } from '../../../lib/review-mutation.ts';
import { payoutDetailQueryKey } from './get-payout.ts';
import { payoutsQueryKey } from './list-payouts.ts';

export type DecidePayoutRequest = InputOf<typeof payoutApi.decide>;
/** What both decisions name: the order on screen. */
export type PayoutRef = { orderNo: string };

export const decidePayout = callOf(payoutApi.decide, { silent: true });

export const passPayout = ({ orderNo }: PayoutRef) => decidePayout({ orderNo, approve: true });

export const refusePayout = ({ orderNo, reason }: PayoutRef & { reason: string }) =>
  decidePayout({ orderNo, approve: false, reason });

export const isStalePayout = hasErrorCode(['PAYOUT_STATE']);

const usePayoutDecision = reviewMutationOf<PayoutRef, OpsPayoutOrder>({
  namespace: 'payout',
  detailKey: payoutDetailQueryKey,
  idOf: (request) => request.orderNo,
  listKey: payoutsQueryKey,
  isStale: isStalePayout,
  // Passing the order of a payee a batch added approves the payee (cached by the payee area
  // under this prefix; no feature imports another).
  alsoChanges: [['payee']],
});

export const usePassPayout = () => usePayoutDecision(passPayout);
export const useRefusePayout = () => usePayoutDecision(refusePayout);
