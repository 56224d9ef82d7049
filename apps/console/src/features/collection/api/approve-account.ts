// collection/approveAccount.json (admin, reviewer): approve the version the operator looked at; the
// sandbox bank issues the details per currency (audited, the merchant is told).
import { collectionApi, type InputOf, type OpsCollectionAccount } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useAccountMutation } from './account-changed.ts';

export type ApproveAccountRequest = InputOf<typeof collectionApi.approveAccount>;

export const approveAccount = (request: ApproveAccountRequest): Promise<OpsCollectionAccount> =>
  api.call(collectionApi.approveAccount, request, { silent: true });

export const useApproveAccount = () => useAccountMutation(approveAccount);
