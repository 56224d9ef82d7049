// contract/associations.json (admin, reviewer, finance: whoever sees collections): the trade orders
// that cover one collection, what each gives, and how much of the collection they cover.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractApi, type Associations } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { contractQueryKey } from './list-contracts.ts';

export const getAssociations = (collectionId: string): Promise<Associations> =>
  // The card shows a failure itself (inline, with a retry).
  api.call(contractApi.opsAssociations, { collectionId }, { silent: true });

export const associationsQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: [...contractQueryKey, 'associations', collectionId],
    queryFn: () => getAssociations(collectionId),
  });

export const useAssociations = (collectionId: string) =>
  useQuery(associationsQueryOptions(collectionId));
