// exchange/rate.json: the indicative rate of a pair for this merchant (mid-market and after the
// spread, both ways), the rate locks offered, whether the pair trades now and the window, and the
// available balance of the sell currency.
import { useQuery } from '@tanstack/react-query';
import { exchangeApi, type IndicativeRate, type PairRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { RATE_KEY } from './keys.ts';

export type { IndicativeRate };

export const rateKey = (pair: PairRequest | null) => [...RATE_KEY, pair] as const;

export const getRate = (pair: PairRequest): Promise<IndicativeRate> =>
  api.call(exchangeApi.rate, pair, { silent: true });

/** `pair` null: nothing to ask (no pair chosen, or the same currency twice). */
export const rateQueryOptions = recordQueryOptions(rateKey, getRate, {
  // Rates move and the window opens and closes: read again each minute while on screen.
  refetchInterval: 60_000,
  staleTime: 0,
});

export const useRate = (pair: PairRequest | null) => useQuery(rateQueryOptions(pair));
