// quota/overview.json: the three settlement-limit kinds with their status and what their available
// items hold, use and leave (US dollars).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotaApi, type QuotaOverview } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { OVERVIEW_KEY } from './keys.ts';

export const getOverview = (): Promise<QuotaOverview> =>
  api.call(quotaApi.overview, undefined, { silent: true });

export const useQuotaOverview = () =>
  useQuery(queryOptions({ queryKey: OVERVIEW_KEY, queryFn: getOverview, staleTime: 0 }));
