// contract/add.json: a contract submitted for review. One Idempotency-Key per submission, the
// same key when that submission is retried after a network failure.
import { contractApi, type AddContractRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useContractMutation } from './get-contract.ts';

export type AddContractInput = Keyed<AddContractRequest>;

export const addContract = keyedCall(contractApi.add, { silent: true });

export const useAddContract = () => useContractMutation(addContract, () => undefined);
