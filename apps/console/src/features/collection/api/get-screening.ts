// collection/screening.json (admin, reviewer, finance): the screening settings the import applies
// (sanctioned countries, individual payers held, thresholds in US dollars).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionApi, type ScreeningSettings } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { collectionQueryKey } from './list-accounts.ts';

export const getScreening = (): Promise<ScreeningSettings> =>
  api.call(collectionApi.screening, undefined, { silent: true });

export const screeningQueryKey = [...collectionQueryKey, 'screening'] as const;

export const getScreeningQueryOptions = () =>
  queryOptions({ queryKey: screeningQueryKey, queryFn: getScreening });

export const useScreening = () => useQuery(getScreeningQueryOptions());
