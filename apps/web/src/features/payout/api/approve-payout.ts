// payout/approve.json: one of the merchant's approvers approves an order or declines it with a
// reason (never their own order). The answer is the order as it is now; a decline releases the hold,
// so the balances are read again too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutApi, type ApprovePayoutRequest, type PayoutOrder } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { payoutKey } from './get-payout.ts';
import { invalidateAfterPayout } from './keys.ts';

export const approvePayout = (request: ApprovePayoutRequest): Promise<PayoutOrder> =>
  api.call(payoutApi.approve, request, { silent: true });

/** The order on screen has moved on meanwhile (decided by another approver, say). */
export const isStalePayout = (error: unknown) => isApiError(error) && error.code === 'PAYOUT_STATE';

export const useApprovePayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePayout,
    onSuccess: (order) => {
      queryClient.setQueryData(payoutKey(order.orderNo), order);
      return invalidateAfterPayout(queryClient);
    },
    onError: (error, request) =>
      isStalePayout(error)
        ? queryClient.invalidateQueries({ queryKey: payoutKey(request.orderNo) })
        : undefined,
  });
};
