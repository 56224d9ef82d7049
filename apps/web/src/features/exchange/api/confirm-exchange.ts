// exchange/confirm.json: books a quote with the payment confirmation (the sell amount typed again,
// the payment password, the code). Money moves: the caller sends one Idempotency-Key per user
// action and the same key when that action is retried; the server answers one order per quote
// whatever the retries. An expired quote is TRADING_TIMEOUT.
import { exchangeApi, type ConfirmExchangeRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { invalidateAfterExchange } from './keys.ts';

export type ConfirmExchangeInput = Keyed<ConfirmExchangeRequest>;

export const confirmExchange = keyedCall(exchangeApi.confirm, { silent: true });

// The balances (here, on the wallet screens and home) and the records show the exchange.
export const useConfirmExchange = () =>
  useRefreshMutation(confirmExchange, invalidateAfterExchange);
