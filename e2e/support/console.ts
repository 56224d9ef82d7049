// Helpers of the console journeys: the first login step (e-mail, password, picture code).
import type { Page } from 'playwright-core';
import { captchaAnswer } from './portal.ts';

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
