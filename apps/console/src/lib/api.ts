// The console's API client (operator API under /finance-gateway/api/ops/) and its answers to the
// §8 behaviour table: NO_LOGIN and AUTH_401_ERROR go to the console's login, LOGIN_REPEAT asks
// first, other failures show the server's (localized) message.
import {
  clearToken,
  confirmLoginRepeat,
  createApiClient,
  getStoredLanguage,
  messageForCode,
  redirectToLogin,
  showErrorMessage,
} from '@tradebridge/ui';
import { paths } from './paths.ts';

export const OPS_API_BASE = '/finance-gateway/api/ops/';

const toLogin = () => redirectToLogin(paths.login);

export const api = createApiClient({
  basePath: OPS_API_BASE,
  onNoLogin: toLogin,
  onUnauthorized: toLogin,
  onLoginRepeat: (error) =>
    confirmLoginRepeat({
      message: error.message || messageForCode('LOGIN_REPEAT', getStoredLanguage()),
      onConfirm: () => {
        clearToken();
        window.location.reload();
      },
    }),
  onError: showErrorMessage,
});
