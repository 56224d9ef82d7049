// GET common/vcode: the login picture code. The client makes up the codeToken; the answer is kept
// for 5 minutes and works once, so every failed login asks for a new picture.
import { identityApi } from '@tradebridge/contracts';
import { newCodeToken } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';

declare global {
  /** The picture asked for as the page loaded (public/first-captcha.js), until the form shows it. */
  var __firstCodeToken: string | undefined;
}

export const captchaUrl = (codeToken: string): string =>
  api.urlOf(identityApi.captcha, { codeToken });

/** The login form's first picture: the one asked for as the page loaded, once; else a new one. */
export const takeCodeToken = (): string => {
  const token = globalThis.__firstCodeToken ?? newCodeToken();
  globalThis.__firstCodeToken = undefined;
  return token;
};
