// collection/rejectAccount.json (admin, reviewer): refuse the version the operator looked at, with
// a reason the merchant reads; the merchant may correct the application and send it again.
import { collectionApi, type InputOf } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useAccountMutation } from './account-changed.ts';

export type RejectAccountRequest = InputOf<typeof collectionApi.rejectAccount>;

export const rejectAccount = callOf(collectionApi.rejectAccount, { silent: true });

export const useRejectAccount = () => useAccountMutation(rejectAccount);
