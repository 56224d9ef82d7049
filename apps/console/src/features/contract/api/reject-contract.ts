// contract/reject.json (admin, reviewer): refuse the version of a contract the operator looked at,
// with a reason the merchant reads; the merchant may correct the contract and send it again.
import { contractApi, type InputOf, type OpsContractDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useContractMutation } from './contract-changed.ts';

export type RejectContractRequest = InputOf<typeof contractApi.reject>;

export const rejectContract = (request: RejectContractRequest): Promise<OpsContractDetail> =>
  api.call(contractApi.reject, request, { silent: true });

export const useRejectContract = () => useContractMutation(rejectContract);
