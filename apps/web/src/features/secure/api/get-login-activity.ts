// loginActivity.json: the user's recent logins and sessions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityApi, type LoginActivity } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const LOGIN_ACTIVITY_KEY = ['loginActivity'] as const;

export const getLoginActivity = (): Promise<LoginActivity> =>
  api.call(identityApi.loginActivity, undefined, { silent: true });

export const loginActivityQueryOptions = () =>
  queryOptions({ queryKey: LOGIN_ACTIVITY_KEY, queryFn: getLoginActivity, staleTime: 0 });

export const useLoginActivity = () => useQuery(loginActivityQueryOptions());
