// collection/materialFile.json (admin, reviewer): the bytes of one material of a collection (a
// contract, an invoice, a logistics paper), not an envelope; a failure still answers one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { collectionsQueryKey } from './list-collections.ts';

export const getMaterialFile = (collectionId: string, fileId: string): Promise<Blob> =>
  // The preview shows a failure itself, with a retry.
  api
    .call(collectionApi.materialFile, { collectionId, fileId }, { silent: true })
    .then((file) => file.blob);

export const materialFileQueryOptions = (collectionId: string, fileId: string) =>
  queryOptions({
    queryKey: [...collectionsQueryKey, 'material', collectionId, fileId],
    queryFn: () => getMaterialFile(collectionId, fileId),
    // An uploaded file never changes; kept only while looked at.
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const useMaterialFile = (collectionId: string, fileId: string) =>
  useQuery(materialFileQueryOptions(collectionId, fileId));
