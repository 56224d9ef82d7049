// Where login leads: the `redirect` the guard put in the address, when it is a path of this portal
// (never another site, never back to a public /user screen), else home.
import { paths } from '../../../app/paths.ts';

export const safeRedirect = (redirect: string | null | undefined): string => {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return paths.home;
  if (redirect.startsWith(`${paths.user.root}/`) || redirect === paths.user.root) return paths.home;
  return redirect;
};
