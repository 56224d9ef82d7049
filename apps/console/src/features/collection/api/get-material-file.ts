// collection/materialFile.json (admin, reviewer): the bytes of one material of a collection (a
// contract, an invoice, a logistics paper), not an envelope; a failure still answers one.
import { collectionApi } from '@tradebridge/contracts';
import { fileQuery } from '../../../lib/queries.ts';
import { collectionsQueryKey } from './list-collections.ts';

const materialFile = fileQuery(
  collectionApi.materialFile,
  (collectionId: string, fileId: string) => [
    ...collectionsQueryKey,
    'material',
    collectionId,
    fileId,
  ],
  (collectionId: string, fileId: string) => ({ collectionId, fileId }),
);

export const getMaterialFile = materialFile.get;
export const materialFileQueryOptions = materialFile.queryOptions;
export const useMaterialFile = materialFile.useQuery;
