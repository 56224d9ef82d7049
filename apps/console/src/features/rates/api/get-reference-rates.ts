// rates/reference.json (any operator): the mid-market reference rates, units of each currency per
// 1 USD, with when and where they were taken and who set them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ratesApi, type ReferenceRates } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const getReferenceRates = (): Promise<ReferenceRates> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(ratesApi.opsReference, undefined, { silent: true });

export const referenceRatesQueryKey = ['rates', 'reference'] as const;

export const referenceRatesQueryOptions = () =>
  queryOptions({ queryKey: referenceRatesQueryKey, queryFn: getReferenceRates });

export const useReferenceRates = () => useQuery(referenceRatesQueryOptions());
