// contract/associations.json (admin, reviewer, finance: whoever sees collections): the trade orders
// that cover one collection, what each gives, and how much of the collection they cover.
import { contractApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { contractQueryKey } from './list-contracts.ts';

// The card shows a failure itself (inline, with a retry).
const associations = recordQuery(
  contractApi.opsAssociations,
  (collectionId: string) => [...contractQueryKey, 'associations', collectionId],
  (collectionId: string) => ({ collectionId }),
);

export const getAssociations = associations.get;
export const associationsQueryOptions = associations.queryOptions;
export const useAssociations = associations.useQuery;
