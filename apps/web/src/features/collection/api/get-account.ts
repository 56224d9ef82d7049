// collection/account.json: one collection account with its bank details and balances per currency,
// its state and its story (applied, approved, rejected, resubmitted).
import { useQuery } from '@tanstack/react-query';
import { collectionApi, type CollectionAccountDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import type { RecordCache } from '../../../lib/record-mutation.ts';
import { ACCOUNTS_KEY, COLLECTION_KEY } from './list-accounts.ts';

export type { CollectionAccountDetail };

export const ACCOUNT_KEY = [...COLLECTION_KEY, 'account'] as const;
export const accountKey = (accountId: string | null) => [...ACCOUNT_KEY, accountId] as const;

export const getAccount = (accountId: string): Promise<CollectionAccountDetail> =>
  api.call(collectionApi.getAccount, { accountId }, { silent: true });

/**
 * `accountId` null: nothing to ask (the address names no account). Its state moves on the
 * operators' side: read again whenever the screen opens.
 */
export const accountQueryOptions = recordQueryOptions(accountKey, getAccount, { staleTime: 0 });

export const useAccount = (accountId: string | null) => useQuery(accountQueryOptions(accountId));

/** A call that answers an account: the answer replaces its detail and the list is read again. */
export const ACCOUNT_RECORD: RecordCache<CollectionAccountDetail> = {
  detailKey: accountKey,
  idOfAnswer: (account) => account.id,
  refresh: [ACCOUNTS_KEY],
};
