// What a route declares about itself: its title (an i18n key, for the page title) and the operator
// roles that may open it (absent: every operator).
import type { OperatorRole } from '@tradebridge/contracts';
import type { UIMatch } from 'react-router';

export type RouteTitle = { ns: 'menu' | 'ui' | 'auth'; key: string };
export type RouteHandle = { title?: RouteTitle; roles?: readonly OperatorRole[] };

const handleOf = (match: UIMatch | undefined) => match?.handle as RouteHandle | undefined;

/** The title of the deepest matched route that declares one. */
export const titleOfMatches = (matches: UIMatch[]): RouteTitle | undefined => {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = handleOf(matches[i])?.title;
    if (title) return title;
  }
  return undefined;
};

/** The roles of the deepest matched route that restricts them. */
export const rolesOfMatches = (matches: UIMatch[]): readonly OperatorRole[] | undefined => {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const roles = handleOf(matches[i])?.roles;
    if (roles) return roles;
  }
  return undefined;
};
