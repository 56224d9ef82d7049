// wallet/details.json: fund details, the movements of the available balances, paged by the server.
import { useQuery } from '@tanstack/react-query';
import { walletApi, type FundDetailQuery, type ZFundDetailPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { WALLET_KEY } from './list-wallets.ts';

export type FundDetailPage = ReturnType<(typeof ZFundDetailPage)['parse']>;

export const fundDetailsKey = (query: FundDetailQuery) =>
  [...WALLET_KEY, 'details', query] as const;

export const listFundDetails = (query: FundDetailQuery): Promise<FundDetailPage> =>
  api.call(walletApi.details, query, { silent: true });

export const fundDetailsQueryOptions = pagedQueryOptions(fundDetailsKey, listFundDetails);

export const useFundDetails = (query: FundDetailQuery) => useQuery(fundDetailsQueryOptions(query));
