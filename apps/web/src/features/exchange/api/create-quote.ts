// exchange/quote.json: a firm quote for the amount typed (sell or buy side), held for the rate lock
// chosen and used once. Refused outside the trading window (TRADING_NOT_SUPPORTED), beyond the
// available balance (INSUFFICIENT_BALANCE) and below the least sell amount (a field problem on
// `amount`). Moves no money, so no Idempotency-Key: asking again makes a new quote.
import { useMutation } from '@tanstack/react-query';
import { exchangeApi, type ExchangeQuote, type QuoteRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type { ExchangeQuote };

export const createQuote = (request: QuoteRequest): Promise<ExchangeQuote> =>
  api.call(exchangeApi.quote, request, { silent: true });

export const useCreateQuote = () => useMutation({ mutationFn: createQuote });
