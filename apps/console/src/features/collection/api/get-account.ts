// collection/account.json (admin, reviewer, finance): one account or application with its merchant,
// the profile of its usage, its story, the bank details issued per currency and the decisions open.
import { collectionApi } from '@tradebridge/contracts';
import { detailQuery } from '../../../lib/queries.ts';
import { accountsQueryKey } from './list-accounts.ts';

// The screen shows the failure itself (not found, no access).
const account = detailQuery(collectionApi.opsGetAccount, accountsQueryKey, 'accountId');

export const accountQueryKey = account.queryKey;
export const getAccount = account.get;
export const getAccountQueryOptions = account.queryOptions;
export const useAccount = account.useQuery;
