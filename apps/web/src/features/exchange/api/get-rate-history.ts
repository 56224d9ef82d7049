// exchange/history.json: the mid rate of a pair, one point a day over the last RATE_HISTORY_DAYS
// days, oldest first (the chart under the rate).
import { useQuery } from '@tanstack/react-query';
import { exchangeApi, type PairRequest, type RateHistory } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { HISTORY_KEY } from './keys.ts';

export type { RateHistory };

export const rateHistoryKey = (pair: PairRequest | null) => [...HISTORY_KEY, pair] as const;

export const getRateHistory = (pair: PairRequest): Promise<RateHistory> =>
  api.call(exchangeApi.history, pair, { silent: true });

export const rateHistoryQueryOptions = recordQueryOptions(rateHistoryKey, getRateHistory);

export const useRateHistory = (pair: PairRequest | null) => useQuery(rateHistoryQueryOptions(pair));
