// collection/collection.json (admin, reviewer, finance): one collection with its merchant, bank
// reference and file, materials, story, who approved first and the decisions its state allows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionApi, type OpsCollectionDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { collectionsQueryKey } from './list-collections.ts';

export const getCollection = (collectionId: string): Promise<OpsCollectionDetail> =>
  // The screen shows the failure itself (not found, no access).
  api.call(collectionApi.opsGetCollection, { collectionId }, { silent: true });

export const collectionDetailQueryKey = (collectionId: string) =>
  [...collectionsQueryKey, 'detail', collectionId] as const;

export const getCollectionQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: collectionDetailQueryKey(collectionId),
    queryFn: () => getCollection(collectionId),
  });

export const useCollection = (collectionId: string) =>
  useQuery(getCollectionQueryOptions(collectionId));
