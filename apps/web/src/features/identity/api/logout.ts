// loginOut.json: ends this session on the server. The token goes even when the call fails (the
// user asked to leave). Cached user data stays until the next login, which drops it (login.ts):
// dropping it here would make the still-mounted layout ask again without a token.
import { useMutation } from '@tanstack/react-query';
import { identityApi } from '@tradebridge/contracts';
import { clearToken } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';

export const logout = () => api.call(identityApi.logout, undefined, { silent: true });

export const useLogout = () => useMutation({ mutationFn: logout, onSettled: () => clearToken() });
