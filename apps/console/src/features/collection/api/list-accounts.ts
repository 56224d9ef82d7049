// collection/accounts.json (admin, reviewer, finance): collection accounts and their applications,
// those under review first (oldest first), by state, currency and merchant; paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collectionApi, type InputOf, type OpsAccountPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type AccountListRequest = InputOf<typeof collectionApi.opsListAccounts>;

export const listAccounts = (request: AccountListRequest): Promise<OpsAccountPage> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(collectionApi.opsListAccounts, request, { silent: true });

/** Everything of global accounts in the cache, and its parts. */
export const collectionQueryKey = ['collection'] as const;
export const accountsQueryKey = [...collectionQueryKey, 'accounts'] as const;

export const listAccountsQueryOptions = (request: AccountListRequest) =>
  queryOptions({
    queryKey: [...accountsQueryKey, 'list', request],
    queryFn: () => listAccounts(request),
    // The table keeps the current page while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAccounts = (request: AccountListRequest) =>
  useQuery(listAccountsQueryOptions(request));
