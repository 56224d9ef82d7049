// payout/approve.json: one of the merchant's approvers approves an order or declines it with a
// reason (never their own order). The answer is the order as it is now; a decline releases the hold,
// so the balances are read again too.
import { payoutApi, type ApprovePayoutRequest, type PayoutOrder } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { PAYOUT_RECORD } from './get-payout.ts';

export const approvePayout = (request: ApprovePayoutRequest): Promise<PayoutOrder> =>
  api.call(payoutApi.approve, request, { silent: true });

/** The order on screen has moved on meanwhile (decided by another approver, say). */
export const isStalePayout = (error: unknown) => isApiError(error) && error.code === 'PAYOUT_STATE';

export const useApprovePayout = () =>
  useRecordMutation(
    approvePayout,
    { ...PAYOUT_RECORD, isStale: isStalePayout },
    { idOfInput: (request) => request.orderNo, awaited: true },
  );
