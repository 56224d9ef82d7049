// auth/handoff.json (public): what a hand-off's state parameter is for — the shop, the platform,
// the site and its payout currency, what will be granted, until when. AUTH_LINK_INVALID for a
// forged, used or expired state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi, type Handoff } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { SHOP_KEY } from './list-shops.ts';

export const getHandoff = (state: string): Promise<Handoff> =>
  api.call(shopApi.handoff, { state }, { silent: true });

export const handoffQueryOptions = (state: string) =>
  queryOptions({
    queryKey: [...SHOP_KEY, 'handoff', state],
    queryFn: () => getHandoff(state),
    // The same answer until the step is passed, which gives a new state.
    staleTime: Infinity,
    retry: false,
  });

export const useHandoff = (state: string) => useQuery(handoffQueryOptions(state));
