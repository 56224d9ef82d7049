// What a route declares about itself: its title (an i18n key) for the page title, and who may open
// it (checked by the main layout, spec §6).
import type { PermissionId } from '@tradebridge/contracts';
import type { UIMatch } from 'react-router';

/** An i18n key and its namespace, e.g. { ns: 'menu', key: 'wallet' }. */
export type RouteTitle = { ns: string; key: string };

export type RouteAccess = {
  /** The permission that opens the route (menu entries: permissionForPath). */
  permission?: PermissionId;
  /** Only the main user (adminFlag) may open it. */
  adminOnly?: boolean;
};

export type RouteHandle = { title?: RouteTitle; access?: RouteAccess };

const handleOf = (match: UIMatch): RouteHandle | undefined =>
  match.handle as RouteHandle | undefined;

/** The title of the deepest matched route that declares one. */
export const titleOfMatches = (matches: UIMatch[]): RouteTitle | undefined => {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = handleOf(matches[i]!)?.title;
    if (title) return title;
  }
  return undefined;
};

/** The access rule of the deepest matched route that declares one. */
export const accessOfMatches = (matches: UIMatch[]): RouteAccess | undefined => {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const access = handleOf(matches[i]!)?.access;
    if (access) return access;
  }
  return undefined;
};
