// collection/collections.json (admin, reviewer, finance): collections by queue (pending review,
// awaiting materials, held by screening: oldest first; all: newest first), by currency, state,
// payer and merchant; paged by the server.
import { collectionApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';
import { collectionQueryKey } from './list-accounts.ts';

export const collectionsQueryKey = [...collectionQueryKey, 'collections'] as const;

const collections = pagedQuery(collectionApi.opsListCollections, [...collectionsQueryKey, 'list']);

export const listCollections = collections.list;
export const listCollectionsQueryOptions = collections.queryOptions;
export const useCollections = collections.useQuery;
