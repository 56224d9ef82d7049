// contract/reject.json (admin, reviewer): refuse the version of a contract the operator looked at,
// with a reason the merchant reads; the merchant may correct the contract and send it again.
import { contractApi, type InputOf } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useContractMutation } from './contract-changed.ts';

export type RejectContractRequest = InputOf<typeof contractApi.reject>;

export const rejectContract = callOf(contractApi.reject, { silent: true });

export const useRejectContract = () => useContractMutation(rejectContract);
