// collection/account.json (admin, reviewer, finance): one account or application with its merchant,
// the profile of its usage, its story, the bank details issued per currency and the decisions open.
import { collectionApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { accountsQueryKey } from './list-accounts.ts';

export const accountQueryKey = (accountId: string) =>
  [...accountsQueryKey, 'detail', accountId] as const;

// The screen shows the failure itself (not found, no access).
const account = recordQuery(collectionApi.opsGetAccount, accountQueryKey, (accountId: string) => ({
  accountId,
}));

export const getAccount = account.get;
export const getAccountQueryOptions = account.queryOptions;
export const useAccount = account.useQuery;
