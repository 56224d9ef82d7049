// contract/detail.json (admin, reviewer): one trade contract with its merchant, every field, its
// files, the count and total of its orders, its story and the decisions open.
import { contractApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { contractQueryKey } from './list-contracts.ts';

export const contractDetailQueryKey = (contractId: string) =>
  [...contractQueryKey, 'detail', contractId] as const;

// The screen shows the failure itself (not found, no access).
const contract = recordQuery(contractApi.opsGet, contractDetailQueryKey, (contractId: string) => ({
  contractId,
}));

export const getContract = contract.get;
export const getContractQueryOptions = contract.queryOptions;
export const useContract = contract.useQuery;
