// wallet/details.json: fund details, the movements of the available balances, paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletApi, type FundDetailQuery, type ZFundDetailPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from './list-wallets.ts';

export type FundDetailPage = ReturnType<(typeof ZFundDetailPage)['parse']>;

export const fundDetailsKey = (query: FundDetailQuery) =>
  [...WALLET_KEY, 'details', query] as const;

export const listFundDetails = (query: FundDetailQuery): Promise<FundDetailPage> =>
  api.call(walletApi.details, query, { silent: true });

export const fundDetailsQueryOptions = (query: FundDetailQuery) =>
  queryOptions({
    queryKey: fundDetailsKey(query),
    queryFn: () => listFundDetails(query),
    placeholderData: keepPreviousData,
  });

export const useFundDetails = (query: FundDetailQuery) => useQuery(fundDetailsQueryOptions(query));
