// contract/delete.json: a contract deleted with its orders, unless one of them covers a collection
// (ORDER_ASSOCIATED).
import { contractApi, type ContractDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useContractMutation } from './get-contract.ts';

export type DeleteContractInput = { contractId: string; version: number };

export const deleteContract = (request: DeleteContractInput): Promise<ContractDetail> =>
  api.call(contractApi.remove, request, { silent: true });

export const useDeleteContract = () => useContractMutation(deleteContract, (r) => r.contractId);
