// A merchant's identity journey: register with the code from the development inbox, log in,
// change language, log out with confirmation; a second login of the same user elsewhere ends the
// first session (LOGIN_REPEAT dialog); a team member without wallet permission neither sees the
// wallet nor may open it.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.ts';
import { signedInPage, signIn, switchLanguage } from '../support/sign-in.ts';

const browser = useBrowser();

const account = `merchant-${Date.now().toString(36)}@shop.example`;
const PASSWORD = 'Tradebridge1';

/** The newest code sent to an address, as the development inbox page shows it. */
const codeFromInboxPage = async (context: BrowserContext, to: string): Promise<string> => {
  const inbox = await context.newPage();
  await inbox.goto(`${browser.baseUrl}/#/user/inbox`);
  const row = inbox.locator('tr[data-row-key]', { hasText: to }).first();
  await row.waitFor({ timeout: 15_000 }); // the page refreshes itself every 3 s
  const code = (await row.getByTestId('inbox-code').textContent())!.trim();
  await screenshot(inbox, 'identity-dev-inbox');
  await inbox.close();
  return code;
};

describe('merchant identity', () => {
  it('registers, logs in, changes language and logs out with confirmation', async () => {
    const context = await browser.context('en-US');
    const page = await context.newPage();
    await page.goto(`${browser.baseUrl}/#/user/register`);
    const form = page.getByTestId('register-screen');
    await form.waitFor();
    await page.locator('#loginAccount').fill(account);
    await page.getByTestId('send-code').click();
    await page
      .getByTestId('send-code')
      .getByText(/Resend in \d+ s/)
      .waitFor();
    const code = await codeFromInboxPage(context, account);
    expect(code).toMatch(/^\d{4}$/);

    await page.getByTestId('verify-code').fill(code);
    await page.locator('#pwd').fill(PASSWORD);
    await page.locator('#pwdTwo').fill(PASSWORD);
    await page.getByTestId('invite-code').fill('TRADE2026');
    await page.getByTestId('agree-terms').check();
    await screenshot(page, 'identity-register-filled');
    await page.getByTestId('register-submit').click();
    const merNo = (await page.getByTestId('register-mer-no').textContent())!.trim();
    expect(merNo).toMatch(/^M\d+$/);
    await screenshot(page, 'identity-register-result');

    await page.getByTestId('register-to-login').click();
    expect(await page.locator('#account').inputValue()).toBe(account);
    await signIn(page, { as: account, password: PASSWORD, opened: true });
    // A new merchant is to be activated: the header says so.
    const notice = page.getByTestId('merchant-state-alert');
    expect(await notice.textContent()).toContain('To be activated');
    await page.getByTestId('avatar-menu').click();
    expect(await page.getByTestId('avatar-who').textContent()).toContain(merNo);
    await page.keyboard.press('Escape');

    await switchLanguage(page, 'ru-RU');
    await page.getByTestId('menu-item-/wallet').getByText('Валютные кошельки').waitFor();
    expect(Math.round((await page.getByTestId('side-menu').boundingBox())!.width)).toBe(310);
    expect(await notice.textContent()).toContain('Ожидает активации');
    await screenshot(page, 'identity-main-ru');

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('avatar-logout').click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Выйти' });
    await confirm.waitFor();
    expect(await dialog.textContent()).toContain('Выйти из системы?');
    await confirm.click();
    await page.getByTestId('login-screen').waitFor();
    expect(new URL(page.url()).hash).toBe('#/user/login');
    // Logged out for real: the layout sends the visitor back to login.
    await page.goto(`${browser.baseUrl}/#/main`);
    await page.getByTestId('login-screen').waitFor();
    await context.close();
  });

  it('tells the first browser when the same user logs in elsewhere (LOGIN_REPEAT)', async () => {
    const first = await signedInPage(browser, {
      as: account,
      password: PASSWORD,
      language: 'en-US',
    });
    const second = await signedInPage(browser, {
      as: account,
      password: PASSWORD,
      language: 'en-US',
    });

    await first.getByTestId('menu-item-/secure').click();
    const dialog = first.getByRole('dialog');
    const again = dialog.getByRole('button', { name: 'Log in again' });
    await again.waitFor();
    expect(await dialog.textContent()).toContain('Logged in elsewhere');
    expect(await dialog.textContent()).toContain('logged in from another location');
    await screenshot(first, 'identity-login-repeat');
    await again.click();
    await first.getByTestId('login-screen').waitFor();
    expect(new URL(first.url()).hash).toBe('#/user/login?redirect=%2Fsecure');

    // The second browser keeps working.
    await second.reload();
    await second.getByTestId('side-menu').waitFor();
    await first.context().close();
    await second.context().close();
  });

  it('keeps the wallet from a member without wallet permission', async () => {
    const page = await signedInPage(browser, { as: 'member@tradebridge.dev', language: 'en-US' });
    const side = page.getByTestId('side-menu');
    await side.getByTestId('menu-item-/payee').waitFor();
    expect(await side.getByTestId('menu-item-/wallet').count()).toBe(0);
    expect(await side.getByText('Currency wallets').count()).toBe(0);

    await page.goto(`${browser.baseUrl}/#/wallet`);
    const content = page.getByTestId('main-content');
    await content.getByTestId('exception-403').waitFor();
    expect(await content.textContent()).toContain('Sorry, you have no access to this page.');
    await screenshot(page, 'identity-member-403');
    await page.context().close();
  });
});
