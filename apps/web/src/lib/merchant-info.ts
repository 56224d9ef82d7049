// merchantInfo.json (spec §3 user/session fields): who is logged in, for which merchant, with which
// permissions. The main layout loads it as its route guard (spec §8) and hands it down through
// CurrentUserContext; every screen inside the layout can rely on it being there.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityApi, type MerchantInfo } from '@tradebridge/contracts';
import { createContext, useContext } from 'react';
import { api } from './api.ts';

export const MERCHANT_INFO_KEY = ['merchantInfo'] as const;

/** Silent: a failure sends the user to the login page, which says enough. */
export const getMerchantInfo = (): Promise<MerchantInfo> =>
  api.call(identityApi.merchantInfo, undefined, { silent: true });

export const merchantInfoQueryOptions = () =>
  queryOptions({ queryKey: MERCHANT_INFO_KEY, queryFn: getMerchantInfo });

export const useMerchantInfo = () => useQuery(merchantInfoQueryOptions());

export const CurrentUserContext = createContext<MerchantInfo | undefined>(undefined);

/** The logged-in user; only inside the main layout (which renders nothing until it is loaded). */
export const useCurrentUser = (): MerchantInfo => {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser used outside the main layout');
  return user;
};
