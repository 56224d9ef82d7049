// The portal's API client (merchant API, spec §7) and its answers to the §8 behaviour table.
import {
  clearToken,
  confirmLoginRepeat,
  createApiClient,
  currentHashPath,
  getStoredLanguage,
  loginHref,
  messageForCode,
  redirectToLogin,
  showErrorMessage,
} from '@tradebridge/ui';
import { paths } from './paths.ts';

export const MER_API_BASE = '/finance-gateway/api/mer/';

// NO_LOGIN and AUTH_401_ERROR: the server has already ended the session, so there is nothing to
// log out of; forget the token and go to the login page, which brings the user back afterwards.
const toLogin = () => redirectToLogin(paths.user.login);

export const api = createApiClient({
  basePath: MER_API_BASE,
  onNoLogin: toLogin,
  onUnauthorized: toLogin,
  // The session was replaced by a login elsewhere: say so, then start again at the login page.
  onLoginRepeat: (error) =>
    confirmLoginRepeat({
      message: error.message || messageForCode('LOGIN_REPEAT', getStoredLanguage()),
      onConfirm: () => {
        clearToken();
        window.location.hash = loginHref(currentHashPath(), paths.user.login);
        window.location.reload();
      },
    }),
  onError: showErrorMessage,
});
