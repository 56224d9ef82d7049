// collection/collection.json read for the association screen: the collection's number, payer and
// state beside what its orders cover (the collection feature owns the collection's own screen).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { collectionApi, type CollectionDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { CONTRACT_KEY } from './list-contracts.ts';

export const collectionOfAssociationKey = (collectionId: string | null) =>
  [...CONTRACT_KEY, 'collection', collectionId] as const;

export const getCollection = (collectionId: string): Promise<CollectionDetail> =>
  api.call(collectionApi.getCollection, { collectionId }, { silent: true });

export const useCollectionToCover = (collectionId: string | null, { enabled = true } = {}) =>
  useQuery(
    queryOptions({
      queryKey: collectionOfAssociationKey(collectionId),
      queryFn: collectionId && enabled ? () => getCollection(collectionId) : skipToken,
      staleTime: 0,
    }),
  );
