// loginOut.json: ends this session on the server. The token goes even when the call fails (the
// user asked to leave). Cached user data stays until the next login, which drops it (login.ts):
// dropping it here would make the still-mounted layout ask again without a token.
import { useMutation } from '@tanstack/react-query';
import { clearToken } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';

export const logout = (): Promise<{ ok: true }> =>
  api.post<{ ok: true }>('loginOut.json', undefined, { silent: true });

export const useLogout = () => useMutation({ mutationFn: logout, onSettled: () => clearToken() });
