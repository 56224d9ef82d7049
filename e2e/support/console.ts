// Helpers of the console journeys: the first login step (e-mail, password, picture code) and
// authenticator codes.
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { captchaAnswer } from './portal.ts';

export const totpOf = (secret: string) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();

/** Fills the console's first login step, picture code included, and sends it. */
export const giveConsoleCredentials = async (
  page: Page,
  baseUrl: string,
  email: string,
  pwd: string,
) => {
  await page.getByTestId('login-step-credentials').waitFor();
  await page.getByTestId('login-account').fill(email);
  await page.getByTestId('login-password').fill(pwd);
  await page.getByTestId('captcha-input').fill(await captchaAnswer(page, baseUrl));
  await page.getByTestId('login-submit').click();
};
