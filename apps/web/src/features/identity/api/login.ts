// login.json (spec §7): account and password travel Base64-encoded (UTF-8). A successful login
// keeps the session token (for 7 days with "remember me") and the finance token, and drops what
// the cache knew about any earlier user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityApi, type LoginRequest, type LoginResult } from '@tradebridge/contracts';
import { setFinanceToken, setToken } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { toBase64 } from '../../../lib/base64.ts';

export type LoginInput = {
  account: string;
  password: string;
  captcha: string;
  codeToken: string;
  rememberMe: boolean;
};

export const toLoginRequest = (input: LoginInput): LoginRequest => ({
  loginAccount: toBase64(input.account.trim()),
  pwd: toBase64(input.password),
  verifyCode: input.captcha.trim(),
  codeToken: input.codeToken,
  rememberMe: input.rememberMe,
});

export const login = (input: LoginInput): Promise<LoginResult> =>
  api.call(identityApi.login, toLoginRequest(input), { silent: true });

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result, input) => {
      setToken(result.token, { persist: input.rememberMe });
      setFinanceToken(result.financeToken);
      // Branding stays; everything about a user is refetched for the new one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'configDetail' });
    },
  });
};
