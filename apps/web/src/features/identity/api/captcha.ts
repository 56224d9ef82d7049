// GET common/vcode: the login picture code. The client makes up the codeToken; the answer is kept
// for 5 minutes and works once, so every failed login asks for a new picture.
import { identityApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const captchaUrl = (codeToken: string): string =>
  api.urlOf(identityApi.captcha, { codeToken });
