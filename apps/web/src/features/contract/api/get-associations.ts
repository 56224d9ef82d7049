// contract/associations.json: what a collection needs, what its orders cover already and which
// orders they are.
import { useQuery } from '@tanstack/react-query';
import { contractApi, type Associations } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { CONTRACT_KEY } from './list-contracts.ts';

export const ASSOCIATIONS_KEY = [...CONTRACT_KEY, 'associations'] as const;
export const associationsKey = (collectionId: string | null) =>
  [...ASSOCIATIONS_KEY, collectionId] as const;

export const getAssociations = (collectionId: string): Promise<Associations> =>
  api.call(contractApi.associations, { collectionId }, { silent: true });

export const associationsQueryOptions = recordQueryOptions(associationsKey, getAssociations, {
  staleTime: 0,
});

export const useAssociations = (collectionId: string | null) =>
  useQuery(associationsQueryOptions(collectionId));
