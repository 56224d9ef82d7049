// exchange/confirm.json: books a quote with the payment confirmation (the sell amount typed again,
// the payment password, the code). Money moves: the caller sends one Idempotency-Key per user
// action and the same key when that action is retried; the server answers one order per quote
// whatever the retries. An expired quote is TRADING_TIMEOUT.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exchangeApi,
  type ConfirmExchangeRequest,
  type ExchangeOrder,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { invalidateAfterExchange } from './keys.ts';

export type ConfirmExchangeInput = { request: ConfirmExchangeRequest; idempotencyKey: string };

export const confirmExchange = ({
  request,
  idempotencyKey,
}: ConfirmExchangeInput): Promise<ExchangeOrder> =>
  api.call(exchangeApi.confirm, request, { silent: true, idempotencyKey });

export const useConfirmExchange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmExchange,
    // The balances (here, on the wallet screens and home) and the records show the exchange.
    onSuccess: () => invalidateAfterExchange(queryClient),
  });
};
