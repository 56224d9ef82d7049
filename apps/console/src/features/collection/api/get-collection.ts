// collection/collection.json (admin, reviewer, finance): one collection with its merchant, bank
// reference and file, materials, story, who approved first and the decisions its state allows.
import { collectionApi } from '@tradebridge/contracts';
import { detailQuery } from '../../../lib/queries.ts';
import { collectionsQueryKey } from './list-collections.ts';

// The screen shows the failure itself (not found, no access).
const collection = detailQuery(collectionApi.opsGetCollection, collectionsQueryKey, 'collectionId');

export const collectionDetailQueryKey = collection.queryKey;
export const getCollection = collection.get;
export const getCollectionQueryOptions = collection.queryOptions;
export const useCollection = collection.useQuery;
