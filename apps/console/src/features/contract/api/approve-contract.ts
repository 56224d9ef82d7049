// contract/approve.json (admin, reviewer): approve the version of a contract under review the
// operator looked at; it is effective, and its orders may cover the merchant's collections.
import { contractApi, type InputOf, type OpsContractDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useContractMutation } from './contract-changed.ts';

export type ApproveContractRequest = InputOf<typeof contractApi.approve>;

export const approveContract = (request: ApproveContractRequest): Promise<OpsContractDetail> =>
  api.call(contractApi.approve, request, { silent: true });

export const useApproveContract = () => useContractMutation(approveContract);
