// collection/account.json: one collection account with its bank details and balances per currency,
// its state and its story (applied, approved, rejected, resubmitted).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { collectionApi, type CollectionAccountDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { COLLECTION_KEY } from './list-accounts.ts';

export type { CollectionAccountDetail };

export const ACCOUNT_KEY = [...COLLECTION_KEY, 'account'] as const;
export const accountKey = (accountId: string | null) => [...ACCOUNT_KEY, accountId] as const;

export const getAccount = (accountId: string): Promise<CollectionAccountDetail> =>
  api.call(collectionApi.getAccount, { accountId }, { silent: true });

/** `accountId` null: nothing to ask (the address names no account). */
export const accountQueryOptions = (accountId: string | null) =>
  queryOptions({
    queryKey: accountKey(accountId),
    queryFn: accountId ? () => getAccount(accountId) : skipToken,
    // Its state moves on the operators' side: read again whenever the screen opens.
    staleTime: 0,
  });

export const useAccount = (accountId: string | null) => useQuery(accountQueryOptions(accountId));
