// collection/collections.json: money received on the merchant's accounts, filtered by account,
// currency, state, arrival dates and payer, paged by the server.
import { useQuery } from '@tanstack/react-query';
import {
  collectionApi,
  type CollectionListQuery,
  type CollectionPage,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { pagedQueryOptions } from '../../../lib/read-query.ts';
import { COLLECTION_KEY } from './list-accounts.ts';

export const COLLECTIONS_KEY = [...COLLECTION_KEY, 'collections'] as const;

export const collectionsKey = (query: CollectionListQuery) => [...COLLECTIONS_KEY, query] as const;

export const listCollections = (query: CollectionListQuery): Promise<CollectionPage> =>
  api.call(collectionApi.listCollections, query, { silent: true });

// States move on the operators' side: read again whenever the screen opens.
export const collectionsQueryOptions = pagedQueryOptions(collectionsKey, listCollections, {
  staleTime: 0,
});

export const useCollections = (query: CollectionListQuery) =>
  useQuery(collectionsQueryOptions(query));
