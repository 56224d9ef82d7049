// contract/approve.json (admin, reviewer): approve the version of a contract under review the
// operator looked at; it is effective, and its orders may cover the merchant's collections.
import { contractApi, type InputOf } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useContractMutation } from './contract-changed.ts';

export type ApproveContractRequest = InputOf<typeof contractApi.approve>;

export const approveContract = callOf(contractApi.approve, { silent: true });

export const useApproveContract = () => useContractMutation(approveContract);
