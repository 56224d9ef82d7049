// contract/edit.json: a contract under review or refused, corrected with the version it was read
// at; it is reviewed (again). CONTRACT_CHANGED when a reviewer moved it meanwhile.
import { contractApi, type ContractDetail, type EditContractRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useContractMutation } from './get-contract.ts';

export const editContract = (request: EditContractRequest): Promise<ContractDetail> =>
  api.call(contractApi.edit, request, { silent: true });

export const useEditContract = () => useContractMutation(editContract, (r) => r.contractId);
