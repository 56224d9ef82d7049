// Spec §8: NO_LOGIN and AUTH_401_ERROR log out and go to the login page, remembering where the
// user was so login can bring them back (`#/user/login?redirect=/wallet`).
import { clearToken } from './token.ts';

export const LOGIN_PATH = '/user/login';

/** The hash path the user is on, e.g. '/wallet?tab=1' for '#/wallet?tab=1'. */
export const currentHashPath = (win: Window = window): string =>
  win.location.hash.replace(/^#/, '') || '/';

export const loginHref = (redirect: string, loginPath: string = LOGIN_PATH): string =>
  redirect.startsWith(loginPath)
    ? `#${loginPath}`
    : `#${loginPath}?redirect=${encodeURIComponent(redirect)}`;

/** Clears the session token and moves to the login page with a redirect back. */
export const redirectToLogin = (loginPath: string = LOGIN_PATH, win: Window = window): void => {
  clearToken();
  win.location.hash = loginHref(currentHashPath(win), loginPath).slice(1);
};
