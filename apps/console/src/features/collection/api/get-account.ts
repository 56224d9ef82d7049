// collection/account.json (admin, reviewer, finance): one account or application with its merchant,
// the profile of its usage, its story, the bank details issued per currency and the decisions open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionApi, type OpsCollectionAccount } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { accountsQueryKey } from './list-accounts.ts';

export const getAccount = (accountId: string): Promise<OpsCollectionAccount> =>
  // The screen shows the failure itself (not found, no access).
  api.call(collectionApi.opsGetAccount, { accountId }, { silent: true });

export const accountQueryKey = (accountId: string) =>
  [...accountsQueryKey, 'detail', accountId] as const;

export const getAccountQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: accountQueryKey(accountId), queryFn: () => getAccount(accountId) });

export const useAccount = (accountId: string) => useQuery(getAccountQueryOptions(accountId));
