// exchange/ratesFreshness.json (any operator): how old the rates that price exchanges are (the
// reference rates, or the configured rate file), the limit, and whether quoting has stopped.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeApi, type RatesFreshness } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const getRatesFreshness = (): Promise<RatesFreshness> =>
  // The card shows a failure itself (inline).
  api.call(exchangeApi.ratesFreshness, undefined, { silent: true });

export const ratesFreshnessQueryKey = ['rates', 'freshness'] as const;

export const useRatesFreshness = () =>
  useQuery(queryOptions({ queryKey: ratesFreshnessQueryKey, queryFn: getRatesFreshness }));
