// collection/rejectAccount.json (admin, reviewer): refuse the version the operator looked at, with
// a reason the merchant reads; the merchant may correct the application and send it again.
import { collectionApi, type InputOf, type OpsCollectionAccount } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useAccountMutation } from './account-changed.ts';

export type RejectAccountRequest = InputOf<typeof collectionApi.rejectAccount>;

export const rejectAccount = (request: RejectAccountRequest): Promise<OpsCollectionAccount> =>
  api.call(collectionApi.rejectAccount, request, { silent: true });

export const useRejectAccount = () => useAccountMutation(rejectAccount);
