// login.json (spec §7): account and password travel Base64-encoded (UTF-8). A successful login
// keeps the session token (for 7 days with "remember me") and the finance token, and drops what
// the cache knew about any earlier user; the tab takes the user's language unless one was chosen in
// it (lib/user-language.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityApi, type LoginRequest, type LoginResult } from '@tradebridge/contracts';
import { setFinanceToken, setToken } from '@tradebridge/ui';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { toBase64 } from '../../../lib/base64.ts';
import { followUserLanguage } from '../../../lib/user-language.ts';

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
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: login,
    onSuccess: async (result, input) => {
      setToken(result.token, { persist: input.rememberMe });
      setFinanceToken(result.financeToken);
      // Branding stays; everything about a user is refetched for the new one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'configDetail' });
      // Before the first signed-in screen: in the user's language, unless one was chosen here.
      await followUserLanguage(i18n, result.language);
    },
  });
};
