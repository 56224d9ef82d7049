// A merchant secures payments: sets the payment password with a code from the development inbox,
// binds an authenticator (TOTP), switches on dual verification, and previews what a payment
// confirmation will ask (payment password and authenticator code). Screens in zh-CN and ru-RU.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, type Language } from '../support/browser.ts';
import { totpOf } from '../support/totp.ts';

const browser = useBrowser();

const ACCOUNT = 'demo@tradebridge.dev';
const PASSWORD = 'Tradebridge1';
const PIN = '258147';

type DevInbox = {
  messages: { to: string; code: string | null; time: string }[];
  captchas: { codeToken: string; answer: string }[];
};

const devInbox = async (): Promise<DevInbox> => {
  const res = await fetch(`${browser.baseUrl}/finance-gateway/api/dev/inbox`);
  return ((await res.json()) as { result: DevInbox }).result;
};

const poll = async <T>(find: (inbox: DevInbox) => T | undefined, what: string): Promise<T> => {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const found = find(await devInbox());
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing in the development inbox: ${what}`);
};

const logIn = async (page: Page) => {
  await page.goto(`${browser.baseUrl}/#/user/login`);
  await page.getByTestId('login-screen').waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="captcha-image"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  const src = await page.getByTestId('captcha-image').getAttribute('src');
  const codeToken = new URL(src!, browser.baseUrl).searchParams.get('codeToken');
  const answer = await poll(
    (inbox) => inbox.captchas.find((c) => c.codeToken === codeToken)?.answer,
    'captcha answer',
  );
  await page.locator('#account').fill(ACCOUNT);
  await page.locator('#password').fill(PASSWORD);
  await page.getByTestId('captcha-input').fill(answer);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-menu').waitFor();
};

/** Waits for the next 30 s step when the current one is nearly over (a code is accepted once). */
const freshStep = async () => {
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (left < 4) await new Promise((r) => setTimeout(r, (left + 1) * 1000));
};

const openSecure = async (page: Page) => {
  await page.goto(`${browser.baseUrl}/#/secure`);
  await page.getByTestId('security-overview').getByTestId('protection-payPassword').waitFor();
};

const shoot = async (page: Page, language: Language, name: string) => {
  await page.waitForTimeout(400); // let antd's animations settle
  await screenshot(page, `security-${name}-${language}`);
};

describe('merchant account security', () => {
  it('sets the payment password, binds an authenticator, switches on dual verification and previews a payment confirmation', async () => {
    const language: Language = 'zh-CN';
    const page = await browser.page(language);
    await logIn(page);
    await openSecure(page);
    await shoot(page, language, 'overview-before');

    // Payment password with a code sent to the own login account.
    await page.getByTestId('pay-pwd-set').click();
    await page.getByTestId('set-pay-password').waitFor();
    const sentAfter = new Date().toISOString();
    await page.getByTestId('security-send-code').click();
    const code = await poll(
      (inbox) =>
        inbox.messages.find((m) => m.to === ACCOUNT && m.code && m.time >= sentAfter)?.code ??
        undefined,
      'payment password code',
    );
    expect(code).toMatch(/^\d{4}$/);
    await page.getByTestId('security-code').fill(code);
    // A too-simple PIN is refused while typing.
    await page.getByTestId('pin-new').fill('123456');
    await page
      .getByText(/过于简单|too simple/)
      .first()
      .waitFor();
    await shoot(page, language, 'set-pay-password-too-simple');
    await page.getByTestId('pin-new').fill(PIN);
    await page.getByTestId('pin-confirm').fill(PIN);
    await page.getByTestId('pay-pwd-submit').click();
    await page.getByTestId('security-done').waitFor();

    // Authenticator: the key shown once, confirmed with the app's first code.
    await page.getByTestId('back-to-secure').click();
    await page.getByTestId('mfa-manage').click();
    await page.getByTestId('mfa-start').click();
    await page.getByTestId('mfa-qr').waitFor();
    const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await shoot(page, language, 'authenticator-bind');
    await freshStep();
    await page.getByTestId('mfa-code').fill(totpOf(secret));
    await page.getByTestId('mfa-bind').click();
    await page.getByTestId('mfa-bound').waitFor();

    // Dual verification asks for the payment password.
    await openSecure(page);
    await page.getByTestId('dual-verification-switch').click();
    await page.getByTestId('dual-verification-pin').fill(PIN);
    await page.getByTestId('dual-verification-ok').click();
    await page
      .getByTestId('dual-verification-switch')
      .and(page.locator('[aria-checked="true"]'))
      .waitFor();
    await shoot(page, language, 'overview-secured');

    // The preview asks for the payment password and the authenticator code, no mailed code.
    await page.getByTestId('payment-preview').click();
    await page.getByTestId('payment-pay-pwd').waitFor();
    expect(await page.getByTestId('payment-dynamic-code').count()).toBe(1);
    expect(await page.getByTestId('payment-account-code').count()).toBe(0);
    await page.getByTestId('payment-reentered-amount').fill('1000');
    await page.getByTestId('payment-pay-pwd').fill(PIN);
    await page.getByTestId('payment-dynamic-code').fill(totpOf(secret));
    await shoot(page, language, 'payment-preview');
    await page.getByTestId('payment-confirm-submit').click();
    await page.getByTestId('payment-confirm-submit').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows the account centre and the payment confirmation in Russian', async () => {
    const language: Language = 'ru-RU';
    const page = await browser.page(language);
    await logIn(page);
    await openSecure(page);
    await page.getByTestId('notification-settings').locator('.ant-switch').first().waitFor();
    await page
      .getByTestId('document-expiry')
      .locator('.ant-skeleton')
      .waitFor({ state: 'detached' });
    await shoot(page, language, 'overview');
    await page.getByTestId('payment-preview').click();
    await page.getByTestId('payment-pay-pwd').waitFor();
    await shoot(page, language, 'payment-preview');
    await page.keyboard.press('Escape');

    // Switching a notification off asks first.
    const on = page
      .getByTestId('notification-settings')
      .locator('button.ant-switch[aria-checked="true"]')
      .first();
    const testId = (await on.getAttribute('data-testid'))!;
    await on.click();
    await page.locator('.ant-modal-confirm').waitFor();
    await shoot(page, language, 'notification-off-confirm');
    await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
    await page.locator(`[data-testid="${testId}"][aria-checked="false"]`).waitFor();

    await page.goto(`${browser.baseUrl}/#/secure/authInfo`);
    await page.getByTestId('mfa-bound').waitFor();
    await shoot(page, language, 'authenticator-bound');
    await page.context().close();
  });
});
