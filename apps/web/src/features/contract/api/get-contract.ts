// contract/detail.json: one contract with its fields, files, story and the actions the server
// allows now (edit, addOrders, delete).
import { useQuery } from '@tanstack/react-query';
import { contractApi, type ContractDetail } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { useRecordMutation, type RecordCache } from '../../../lib/record-mutation.ts';
import { CONTRACT_KEY, CONTRACTS_KEY } from './list-contracts.ts';

export type { ContractDetail };

export const CONTRACT_DETAIL_KEY = [...CONTRACT_KEY, 'detail'] as const;
export const contractKey = (contractId: string | null) =>
  [...CONTRACT_DETAIL_KEY, contractId] as const;

export const getContract = (contractId: string): Promise<ContractDetail> =>
  api.call(contractApi.get, { contractId }, { silent: true });

/** `contractId` null: nothing to ask (the address names no contract). */
export const contractQueryOptions = recordQueryOptions(contractKey, getContract, { staleTime: 0 });

export const useContract = (contractId: string | null) =>
  useQuery(contractQueryOptions(contractId));

/** Codes that mean the contract on screen is not the server's any more: it is read again. */
const STALE_CODES = new Set(['CONTRACT_CHANGED', 'CONTRACT_STATE']);

export const isStaleContract = (error: unknown) => isApiError(error) && STALE_CODES.has(error.code);

const CONTRACT_RECORD: RecordCache<ContractDetail> = {
  detailKey: contractKey,
  idOfAnswer: (detail) => detail.id,
  refresh: [CONTRACTS_KEY],
  isStale: isStaleContract,
};

/**
 * A call that changes a contract and answers it: the answer replaces the cached detail and the
 * list is read again; a stale contract (`contractIdOf` names it) is read again.
 */
export const useContractMutation = <I>(
  mutationFn: (input: I) => Promise<ContractDetail>,
  contractIdOf: (input: I) => string | undefined,
) => useRecordMutation(mutationFn, CONTRACT_RECORD, { idOfInput: contractIdOf });
