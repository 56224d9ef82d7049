// collection/screening.json (admin, reviewer, finance): the screening settings the import applies
// (sanctioned countries, individual payers held, thresholds in US dollars).
import { collectionApi } from '@tradebridge/contracts';
import { settingsQuery } from '../../../lib/queries.ts';
import { collectionQueryKey } from './list-accounts.ts';

export const screeningQueryKey = [...collectionQueryKey, 'screening'] as const;

const screening = settingsQuery(collectionApi.screening, screeningQueryKey);

export const getScreening = screening.get;
export const getScreeningQueryOptions = screening.queryOptions;
export const useScreening = screening.useQuery;
