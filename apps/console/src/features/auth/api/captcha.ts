// GET common/vcode: the picture code of the console login. The client makes up the codeToken; the
// answer is kept for 5 minutes and works once, so every failed password step asks for a new one.
import { identityApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const captchaUrl = (codeToken: string): string =>
  api.urlOf(identityApi.opsCaptcha, { codeToken });
