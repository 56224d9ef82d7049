// payout/create.json: a withdrawal, transfer or fast transfer, confirmed with the total typed again
// and the payment credentials; amount and fee are held at once and the order waits for approval.
// Money moves: the caller sends one Idempotency-Key per user action and the same key when that
// action is retried.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutApi, type CreatePayoutRequest, type PayoutOrder } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { invalidateAfterPayout } from './keys.ts';
import { payoutKey } from './get-payout.ts';

export type CreatePayoutInput = { request: CreatePayoutRequest; idempotencyKey: string };

export const createPayout = ({
  request,
  idempotencyKey,
}: CreatePayoutInput): Promise<PayoutOrder> =>
  api.call(payoutApi.create, request, { silent: true, idempotencyKey });

export const useCreatePayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayout,
    onSuccess: (order) => {
      queryClient.setQueryData(payoutKey(order.orderNo), order);
      return invalidateAfterPayout(queryClient);
    },
  });
};
