// wallet/daily.json for home's balances summary: the last days of one wallet. Same call and query
// key as the fund details chart (features do not import each other), so both share the cache and
// a transfer refreshes both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundDaily, FundDailyQuery } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const getDailySummary = (query: FundDailyQuery): Promise<FundDaily> =>
  api.post<FundDaily>('wallet/daily.json', query, { silent: true });

export const dailySummaryQueryOptions = (query: FundDailyQuery) =>
  queryOptions({
    queryKey: ['wallet', 'daily', query] as const,
    queryFn: () => getDailySummary(query),
  });

export const useDailySummary = (query: FundDailyQuery) => useQuery(dailySummaryQueryOptions(query));
