// contract/detail.json (admin, reviewer): one trade contract with its merchant, every field, its
// files, the count and total of its orders, its story and the decisions open.
import { contractApi } from '@tradebridge/contracts';
import { detailQuery } from '../../../lib/queries.ts';
import { contractQueryKey } from './list-contracts.ts';

// The screen shows the failure itself (not found, no access).
const contract = detailQuery(contractApi.opsGet, contractQueryKey, 'contractId');

export const contractDetailQueryKey = contract.queryKey;
export const getContract = contract.get;
export const getContractQueryOptions = contract.queryOptions;
export const useContract = contract.useQuery;
