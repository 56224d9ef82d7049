// contract/add.json: a contract submitted for review. One Idempotency-Key per submission, the
// same key when that submission is retried after a network failure.
import { contractApi, type AddContractRequest, type ContractDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useContractMutation } from './get-contract.ts';

export type AddContractInput = { request: AddContractRequest; idempotencyKey: string };

export const addContract = ({
  request,
  idempotencyKey,
}: AddContractInput): Promise<ContractDetail> =>
  api.call(contractApi.add, request, { silent: true, idempotencyKey });

export const useAddContract = () => useContractMutation(addContract, () => undefined);
