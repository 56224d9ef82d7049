// The area's addresses with their query (paths.ts names the screens), and how the browser follows
// an address the server gives (a platform's sign-in, the hand-off's next page).
import type { HandoffOutcome, ShopPlatform } from '@tradebridge/contracts';
import type { NavigateFunction } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const shopDetailPath = (id: string) => withQuery(paths.shopDetail, { id });
export const shopEditPath = (id: string) => withQuery(paths.shopEdit, { id });
export const authActivaPath = (shopId: string) => withQuery(paths.shopAuth.activa, { shopId });
export const authPayPath = (shopId: string) => withQuery(paths.shopAuth.pay, { shopId });

/** What the result page shows: the outcome of a hand-off, for which shop, and why. */
export type ResultQuery = {
  outcome: HandoffOutcome;
  shopId?: string | null;
  shop?: string;
  platform?: ShopPlatform;
  reason?: string | null;
  /** The shop's state after it (ShopState): a renewal leaves an approved shop approved. */
  shopState?: string | null;
};

export const authResultPath = (result: ResultQuery) => withQuery(paths.shopAuth.result, result);

/**
 * Goes where the server says: a hash route of the portal (the sandbox platform's pages, the way
 * back) through the router, any other address (a real platform's sign-in) as a page load.
 */
export const followAddress = (navigate: NavigateFunction, address: string) => {
  if (address.startsWith('#/')) void navigate(address.slice(1));
  else window.location.assign(address);
};
