// collection/collection.json (admin, reviewer, finance): one collection with its merchant, bank
// reference and file, materials, story, who approved first and the decisions its state allows.
import { collectionApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { collectionsQueryKey } from './list-collections.ts';

export const collectionDetailQueryKey = (collectionId: string) =>
  [...collectionsQueryKey, 'detail', collectionId] as const;

// The screen shows the failure itself (not found, no access).
const collection = recordQuery(
  collectionApi.opsGetCollection,
  collectionDetailQueryKey,
  (collectionId: string) => ({ collectionId }),
);

export const getCollection = collection.get;
export const getCollectionQueryOptions = collection.queryOptions;
export const useCollection = collection.useQuery;
