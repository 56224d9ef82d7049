// collection/accounts.json (admin, reviewer, finance): collection accounts and their applications,
// those under review first (oldest first), by state, currency and merchant; paged by the server.
import { collectionApi, type InputOf } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';

export type AccountListRequest = InputOf<typeof collectionApi.opsListAccounts>;

/** Everything of global accounts in the cache, and its parts. */
export const collectionQueryKey = ['collection'] as const;
export const accountsQueryKey = [...collectionQueryKey, 'accounts'] as const;

const accounts = pagedQuery(collectionApi.opsListAccounts, [...accountsQueryKey, 'list']);

export const listAccounts = accounts.list;
export const listAccountsQueryOptions = accounts.queryOptions;
export const useAccounts = accounts.useQuery;
