// Where a screen sends the user back to: the `redirect` in the address (put there by the guard for
// login, by a flow that sent the user to set something up first), when it is a path of this portal
// (never another site, never back to a public /user screen), else home.
import { paths } from './paths.ts';

export const safeRedirect = (redirect: string | null | undefined): string => {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return paths.home;
  if (redirect.startsWith(`${paths.user.root}/`) || redirect === paths.user.root) return paths.home;
  return redirect;
};
