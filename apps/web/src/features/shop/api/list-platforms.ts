// auth/list.json: the platforms, which of them can be authorized (an adapter exists) and what they
// grant, with the merchant's shops' authorization. The form says from it what happens after a
// submission.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi, type AuthList } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { AUTH_LIST_KEY } from './get-shop.ts';

export const listAuthorizations = (): Promise<AuthList> =>
  api.call(shopApi.authList, {}, { silent: true });

export const authListQueryOptions = () =>
  queryOptions({ queryKey: AUTH_LIST_KEY, queryFn: listAuthorizations });

export const useAuthList = () => useQuery(authListQueryOptions());
