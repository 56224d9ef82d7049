// A merchant secures payments: sets the payment password with a code from the development inbox,
// binds an authenticator (TOTP), switches on dual verification, and previews what a payment
// confirmation will ask (payment password and authenticator code). Screens in zh-CN and ru-RU.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { screenshot, useBrowser, type Language } from '../support/browser.ts';
import { messageIds, newCode } from '../support/dev-inbox.ts';
import { signedInPage } from '../support/sign-in.ts';
import { totpOf } from '../support/totp.ts';

const browser = useBrowser();

const ACCOUNT = 'demo@tradebridge.dev';
const PIN = '258147';
const TOTP_STEP_SECONDS = 30;

/**
 * Waits, when the authenticator's current 30 s step is nearly over, until the next one has begun:
 * a code typed now must still be current when the server checks it, and is accepted only once.
 */
const freshStep = () =>
  vi.waitUntil(() => TOTP_STEP_SECONDS - (Math.floor(Date.now() / 1000) % TOTP_STEP_SECONDS) >= 4, {
    timeout: 6_000,
    interval: 200,
  });

const openSecure = async (page: Page) => {
  await page.goto('/#/secure');
  await page.getByTestId('security-overview').getByTestId('protection-payPassword').waitFor();
};

const shoot = (page: Page, language: Language, name: string) =>
  screenshot(page, `security-${name}-${language}`);

describe('merchant account security', () => {
  it('sets the payment password, binds an authenticator, switches on dual verification and previews a payment confirmation', async () => {
    const language: Language = 'zh-CN';
    const page = await signedInPage(browser, { as: ACCOUNT, language });
    await openSecure(page);
    await shoot(page, language, 'overview-before');

    // Payment password with a code sent to the own login account.
    await page.getByTestId('pay-pwd-set').click();
    await page.getByTestId('set-pay-password').waitFor();
    const before = await messageIds(browser.baseUrl);
    await page.getByTestId('security-send-code').click();
    const code = await newCode(browser.baseUrl, ACCOUNT, before);
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
    const page = await signedInPage(browser, { as: ACCOUNT, language });
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

    await page.goto('/#/secure/authInfo');
    await page.getByTestId('mfa-bound').waitFor();
    await shoot(page, language, 'authenticator-bound');
    await page.context().close();
  });
});
