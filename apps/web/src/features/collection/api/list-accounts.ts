// collection/accounts.json: the merchant's collection accounts (applied for, in use, refused,
// closed) with their bank details per currency once issued, filtered by state and currency.
import { useQuery } from '@tanstack/react-query';
import {
  collectionApi,
  type AccountListQuery,
  type CollectionAccountPage,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';

/** Every query of the area starts with this key; a change refreshes what it touches below it. */
export const COLLECTION_KEY = ['collection'] as const;
export const ACCOUNTS_KEY = [...COLLECTION_KEY, 'accounts'] as const;

export const accountsKey = (query: AccountListQuery) => [...ACCOUNTS_KEY, query] as const;

export const listAccounts = (query: AccountListQuery): Promise<CollectionAccountPage> =>
  api.call(collectionApi.listAccounts, query, { silent: true });

// States move on the operators' side: read again whenever the screen opens.
export const accountsQueryOptions = pagedQueryOptions(accountsKey, listAccounts, { staleTime: 0 });

export const useAccounts = (query: AccountListQuery) => useQuery(accountsQueryOptions(query));
