// contract/detail.json (admin, reviewer): one trade contract with its merchant, every field, its
// files, the count and total of its orders, its story and the decisions open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractApi, type OpsContractDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { contractQueryKey } from './list-contracts.ts';

export const getContract = (contractId: string): Promise<OpsContractDetail> =>
  // The screen shows the failure itself (not found, no access).
  api.call(contractApi.opsGet, { contractId }, { silent: true });

export const contractDetailQueryKey = (contractId: string) =>
  [...contractQueryKey, 'detail', contractId] as const;

export const getContractQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: contractDetailQueryKey(contractId),
    queryFn: () => getContract(contractId),
  });

export const useContract = (contractId: string) => useQuery(getContractQueryOptions(contractId));
