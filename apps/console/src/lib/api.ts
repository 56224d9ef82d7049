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
import type { InputOf, Operation, ReadResultOf } from '@tradebridge/contracts';
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

// `api.call` takes its arguments typed by the operation; `callOf` is generic over it, so it hands
// them on untyped here and types what it answers itself.
const callAny = api.call as (op: Operation, input: unknown, options?: { silent: true }) => unknown;

/**
 * The fetcher of an operation (one that needs no Idempotency-Key): its input in, its result out.
 * `silent`: a failure shows no toast, since the screen or the mutation's hook says it itself (a
 * form its fields, a decision a version that moved on).
 */
export const callOf =
  <O extends Operation & { idempotent: false }>(op: O, options?: { silent: true }) =>
  (input: InputOf<O>) =>
    callAny(op, input, options) as Promise<ReadResultOf<O>>;
