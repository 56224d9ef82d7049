// collection/approveAccount.json (admin, reviewer): approve the version the operator looked at; the
// sandbox bank issues the details per currency (audited, the merchant is told).
import { collectionApi, type InputOf } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useAccountMutation } from './account-changed.ts';

export type ApproveAccountRequest = InputOf<typeof collectionApi.approveAccount>;

export const approveAccount = callOf(collectionApi.approveAccount, { silent: true });

export const useApproveAccount = () => useAccountMutation(approveAccount);
