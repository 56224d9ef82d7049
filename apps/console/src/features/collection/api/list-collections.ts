// collection/collections.json (admin, reviewer, finance): collections by queue (pending review,
// awaiting materials, held by screening: oldest first; all: newest first), by currency, state,
// payer and merchant; paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  collectionApi,
  type OpsCollectionListQuery,
  type OpsCollectionPage,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { collectionQueryKey } from './list-accounts.ts';

export const listCollections = (request: OpsCollectionListQuery): Promise<OpsCollectionPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(collectionApi.opsListCollections, request, { silent: true });

export const collectionsQueryKey = [...collectionQueryKey, 'collections'] as const;

export const listCollectionsQueryOptions = (request: OpsCollectionListQuery) =>
  queryOptions({
    queryKey: [...collectionsQueryKey, 'list', request],
    queryFn: () => listCollections(request),
    placeholderData: keepPreviousData,
  });

export const useCollections = (request: OpsCollectionListQuery) =>
  useQuery(listCollectionsQueryOptions(request));
