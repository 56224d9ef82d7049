// collection/alias.json: names an account (at most LIMITS.accountNameMaxLength characters; empty
// clears it). The lists show the alias too: they are read again.
import {
  collectionApi,
  type AliasRequest,
  type CollectionAccountDetail,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { ACCOUNT_RECORD } from './get-account.ts';
import { ACCOUNTS_KEY } from './list-accounts.ts';
import { COLLECTIONS_KEY } from './list-collections.ts';

export const setAlias = (request: AliasRequest): Promise<CollectionAccountDetail> =>
  api.call(collectionApi.setAlias, request, { silent: true });

export const useSetAlias = () =>
  useRecordMutation(setAlias, { ...ACCOUNT_RECORD, refresh: [ACCOUNTS_KEY, COLLECTIONS_KEY] });
