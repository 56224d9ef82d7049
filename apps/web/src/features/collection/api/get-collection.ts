// collection/collection.json: one collection with its progress, materials, timeline and what the
// merchant may do now (upload materials, withdraw it).
import { useQuery } from '@tanstack/react-query';
import { collectionApi, type CollectionDetail } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { useRecordMutation, type RecordCache } from '../../../lib/record-mutation.ts';
import { ACCOUNT_KEY } from './get-account.ts';
import { ACCOUNTS_KEY, COLLECTION_KEY } from './list-accounts.ts';
import { COLLECTIONS_KEY } from './list-collections.ts';

export type { CollectionDetail };

export const COLLECTION_DETAIL_KEY = [...COLLECTION_KEY, 'detail'] as const;
export const collectionKey = (collectionId: string | null) =>
  [...COLLECTION_DETAIL_KEY, collectionId] as const;

export const getCollection = (collectionId: string): Promise<CollectionDetail> =>
  api.call(collectionApi.getCollection, { collectionId }, { silent: true });

/**
 * `collectionId` null: nothing to ask (the address names no collection). Its state moves on the
 * operators' side: read again whenever the screen opens.
 */
export const collectionQueryOptions = recordQueryOptions(collectionKey, getCollection, {
  staleTime: 0,
});

export const useCollection = (collectionId: string | null) =>
  useQuery(collectionQueryOptions(collectionId));

/**
 * Codes that mean the collection on screen is not the server's any more (a reviewer moved it
 * meanwhile): it is read again.
 */
const STALE_CODES = new Set(['COLLECTION_CHANGED', 'COLLECTION_STATE']);

export const isStaleCollection = (error: unknown) =>
  isApiError(error) && STALE_CODES.has(error.code);

/**
 * A call that moves a collection and answers it: the answer replaces the cached detail, the list
 * and the accounts (whose held balances it may change) are read again; a stale one is read again.
 */
const COLLECTION_RECORD: RecordCache<CollectionDetail> = {
  detailKey: collectionKey,
  idOfAnswer: (detail) => detail.id,
  refresh: [COLLECTIONS_KEY, ACCOUNTS_KEY, ACCOUNT_KEY],
  isStale: isStaleCollection,
};

export const useCollectionMutation = <I extends { collectionId: string }>(
  mutationFn: (input: I) => Promise<CollectionDetail>,
) => useRecordMutation(mutationFn, COLLECTION_RECORD, { idOfInput: (input) => input.collectionId });
