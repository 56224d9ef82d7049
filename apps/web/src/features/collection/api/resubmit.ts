// collection/resubmit.json: a refused application corrected and sent to review again, with the
// version it was read at (COLLECTION_CHANGED when it changed meanwhile).
import {
  collectionApi,
  type CollectionAccountDetail,
  type ResubmitAccountRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { ACCOUNT_RECORD } from './get-account.ts';

export const resubmitAccount = (
  request: ResubmitAccountRequest,
): Promise<CollectionAccountDetail> => api.call(collectionApi.resubmit, request, { silent: true });

/** Refused for any reason, the account on screen is read again. */
export const useResubmitAccount = () =>
  useRecordMutation(resubmitAccount, ACCOUNT_RECORD, {
    idOfInput: (request) => request.accountId,
    awaited: true,
  });
