// wallet/daily.json: daily inflow, outflow and closing balance of one wallet over a period (the
// fund details chart).
import { useQuery } from '@tanstack/react-query';
import { walletApi, type FundDaily, type FundDailyQuery } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { WALLET_KEY } from './list-wallets.ts';

/** Under the wallet prefix: a transfer or a new wallet refreshes the chart too. */
export const dailySummaryKey = (query: FundDailyQuery | null) =>
  [...WALLET_KEY, 'daily', query] as const;

export const getDailySummary = (query: FundDailyQuery): Promise<FundDaily> =>
  api.call(walletApi.daily, query, { silent: true });

/** `query` null: nothing to ask yet (the currency is not known). */
export const dailySummaryQueryOptions = recordQueryOptions(dailySummaryKey, getDailySummary);

export const useDailySummary = (query: FundDailyQuery | null) =>
  useQuery(dailySummaryQueryOptions(query));
