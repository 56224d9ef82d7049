// Signing in as every journey does it — on the portal's login page, or on the console's with the
// authenticator enrolment that follows an operator's first login — in the language the journey
// asks for; and switching the language from a page's header. Pages come from useBrowser(), whose
// contexts know the server's address, so paths here are relative.
import type { Page } from 'playwright-core';
import { captchaAnswer } from './dev-inbox.ts';
import type { Language } from './browser.ts';
import { totpOf } from './totp.ts';

/** The password of every demo login. */
export const DEMO_PASSWORD = 'Tradebridge1';

export type SignInOptions = {
  /** The login account (portal) or the operator's e-mail (console). */
  as: string;
  password?: string;
  /** Switched to on the login page first (unless the page is in it already). */
  language?: Language;
  app?: 'portal' | 'console';
  /** The login page is open already (e.g. after registering): sign in where it is. */
  opened?: boolean;
  /** Console: called on the enrolment step with the secret shown, before its code is sent. */
  onEnrol?: (secret: string) => Promise<void>;
  /** Console: the operator's authenticator is set up already (a later login): its secret. */
  totpSecret?: string;
};

/** Switches the language from the page's language menu and waits until the page is in it. */
export const switchLanguage = async (page: Page, language: Language) => {
  const current = page.getByTestId('language-switch');
  if ((await current.getAttribute('data-language')) === language) return;
  await current.click();
  const option = page.getByTestId(`language-option-${language}`);
  await option.click();
  await page.locator(`[data-testid="language-switch"][data-language="${language}"]`).waitFor();
  // Screenshots are taken without the menu.
  await option.waitFor({ state: 'hidden' });
};

/**
 * Signs in: the portal ends on its main layout; the console enrols the operator's authenticator
 * (each journey file has a fresh server, so an operator signs in for the first time unless
 * `totpSecret` says otherwise) and ends on the console layout, answering the authenticator's
 * secret.
 */
export const signIn = async (
  page: Page,
  {
    as,
    password = DEMO_PASSWORD,
    language,
    app = 'portal',
    opened = false,
    onEnrol,
    totpSecret,
  }: SignInOptions,
): Promise<string | undefined> => {
  if (!opened) await page.goto(app === 'portal' ? '/#/user/login' : '/console/');
  await page.getByTestId(app === 'portal' ? 'login-screen' : 'login-step-credentials').waitFor();
  if (language) await switchLanguage(page, language);
  if (app === 'portal') {
    await page.locator('#account').fill(as);
    await page.locator('#password').fill(password);
  } else {
    await page.getByTestId('login-account').fill(as);
    await page.getByTestId('login-password').fill(password);
  }
  await page.getByTestId('captcha-input').fill(await captchaAnswer(page));
  await page.getByTestId('login-submit').click();
  if (app === 'portal') {
    await page.getByTestId('main-layout').waitFor();
    return undefined;
  }
  let secret = totpSecret;
  if (secret === undefined) {
    await page.getByTestId('enrol-step').waitFor();
    secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    await onEnrol?.(secret);
  } else {
    await page.getByTestId('login-step-totp').waitFor();
  }
  // A code is accepted once: a later login within the enrolment's 30 s gives the next period's
  // code (the server accepts one period either side), as a user would wait for it.
  await page.getByTestId('totp-code').fill(totpOf(secret, totpSecret === undefined ? 0 : 1));
  await page.getByTestId('totp-code').press('Enter');
  await page.getByTestId('console-layout').waitFor();
  return secret;
};

/** A new page of `browser` (useBrowser()) in the sign-in's language, signed in (signIn). */
export const signedInPage = async (
  browser: { page(language?: Language): Promise<Page> },
  options: SignInOptions & { language: Language },
): Promise<Page> => {
  const page = await browser.page(options.language);
  await signIn(page, options);
  return page;
};
