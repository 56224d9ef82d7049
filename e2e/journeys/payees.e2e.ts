// Payees (issue 19, first part), end to end: the demo merchant, in Chinese, adds a US supplier's
// bank account — the form asks what a US account is addressed by, a wrong ABA routing number is
// named as it is typed — and sends it for review; the admin, in the console in Russian, approves
// it; the merchant, now in Russian, finds it approved with its notice, and a Visa card added in
// Russian waits for review.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import ruConsolePayee from '../../apps/console/src/locales/ru-RU/payee.json' with { type: 'json' };
import ruPayee from '../../apps/web/src/locales/ru-RU/payee.json' with { type: 'json' };
import zhPayee from '../../apps/web/src/locales/zh-CN/payee.json' with { type: 'json' };
import { DESKTOP, expectFits, PHONE, screenshot, useBrowser } from '../support/browser.ts';
import { openFromMenu } from '../support/menu.ts';
import { chooseOption } from '../support/select.ts';
import { signedInPage, switchLanguage } from '../support/sign-in.ts';

const DEMO = 'demo@tradebridge.dev';
const ADMIN_EMAIL = 'admin@tradebridge.dev';
const HOLDER = 'Evergreen Components Inc';

/** The input of a form field (antd puts a test id on the control or on its wrapper). */
const fieldOf = (page: Page, testId: string) =>
  page
    .locator(
      [
        `input[data-testid="${testId}"]`,
        `textarea[data-testid="${testId}"]`,
        `[data-testid="${testId}"] input`,
      ].join(', '),
    )
    .first();
const idInAddress = (page: Page) => /[?&]id=([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

describe('payees: add a supplier, the operator approves it, add a card', () => {
  const browser = useBrowser();
  let portal: Page;
  let payeeId = '';

  it('the merchant adds a US supplier in Chinese; a wrong routing number is named as typed', async () => {
    portal = await signedInPage(browser, { as: DEMO, language: 'zh-CN' });
    await openFromMenu(portal, '/payee', 'payees-screen');
    await portal.getByTestId('payees-empty').waitFor();
    await screenshot(portal, 'payees-empty-zh-CN');
    await portal.getByTestId('payee-add').click();
    await portal.getByTestId('payee-form').waitFor();
    // No country yet: the bank's fields wait for it.
    await portal.getByTestId('payee-choose-country').waitFor();
    await fieldOf(portal, 'payee-accountName').fill(HOLDER);
    await chooseOption(portal, portal.getByTestId('payee-country'), '美国', { typed: true });
    await chooseOption(portal, portal.getByTestId('payee-currency'), 'USD', { typed: true });
    await fieldOf(portal, 'payee-bankName').fill('JPMorgan Chase Bank');
    await fieldOf(portal, 'payee-routingNumber').fill('021000022');
    await fieldOf(portal, 'payee-accountNumber').click();
    await portal.getByText('不是有效的 9 位 ABA 路由号').waitFor();
    await fieldOf(portal, 'payee-routingNumber').fill('021000021');
    await fieldOf(portal, 'payee-accountNumber').fill('000123456789');
    await fieldOf(portal, 'payee-address').fill('383 Madison Avenue, New York, NY');
    await fieldOf(portal, 'payee-postalCode').fill('10017');
    await fieldOf(portal, 'payee-remarks').fill('INVOICE 2026-118');
    expect(await portal.getByText('不是有效的 9 位 ABA 路由号').count()).toBe(0);
    // An IBAN is not asked for a US account.
    expect(await portal.getByTestId('payee-iban').count()).toBe(0);
    await expectFits(portal, 'payee-form-zh-CN');
    await screenshot(portal, 'payees-form-zh-CN');
    await portal.getByTestId('payee-submit').click();
    await portal.getByTestId('payee-detail-screen').waitFor();
    payeeId = idInAddress(portal);
    expect(payeeId).not.toBe('');
    expect(await portal.getByTestId('payee-state').first().textContent()).toBe(zhPayee.state['1']);
    expect(await portal.getByTestId('payee-field-routingNumber').textContent()).toBe('021000021');
    await screenshot(portal, 'payees-detail-zh-CN');
  });

  it('the admin approves it in the console, in Russian', async () => {
    const ops = await signedInPage(browser, { app: 'console', as: ADMIN_EMAIL, language: 'ru-RU' });
    // The payees screen sits in the Global accounts group (unfolded when folded).
    const item = ops.getByTestId('menu-item-payees');
    await ops.getByTestId('menu-group-globalAccounts').waitFor();
    if (!(await item.isVisible())) await ops.getByTestId('menu-group-globalAccounts').click();
    await item.click();
    await ops.getByTestId('payees-screen').waitFor();
    await ops.getByTestId(`payee-open-${payeeId}`).click();
    await ops.getByTestId('payee-screen').waitFor();
    expect(await ops.getByTestId('payee-title').textContent()).toBe(HOLDER);
    expect(await ops.getByTestId('payee-form-routingNumber').textContent()).toBe('021000021');
    await screenshot(ops, 'payees-console-review-ru-RU');
    await ops.getByTestId('payee-approve').click();
    await ops.getByTestId('approve-confirm').click();
    await expect
      .poll(() => ops.getByTestId('payee-state').first().textContent())
      .toBe(ruConsolePayee.state['2']);
  });

  it('the merchant finds it approved in Russian, and adds a Visa card that waits for review', async () => {
    await switchLanguage(portal, 'ru-RU');
    await portal.goto(`/#/payee/detail?id=${payeeId}`);
    await portal.getByTestId('payee-detail-screen').waitFor();
    await expect
      .poll(() => portal.getByTestId('payee-state').first().textContent())
      .toBe(ruPayee.state['2']);
    await openFromMenu(portal, '/payee', 'payees-table');
    await portal.getByTestId('payee-add').click();
    await portal.getByTestId('payee-form').waitFor();
    await portal.getByTestId('payee-method').getByText(ruPayee.method.card).click();
    await fieldOf(portal, 'payee-lastName').fill('Chan');
    await fieldOf(portal, 'payee-firstName').fill('Tai Man');
    await fieldOf(portal, 'payee-cardholderName').fill('CHAN TAI MAN');
    await fieldOf(portal, 'payee-cardholderCity').fill('Hong Kong');
    await fieldOf(portal, 'payee-cardNumber').fill('5555 5555 5555 4444');
    await fieldOf(portal, 'payee-bankProvince').click();
    await portal.getByText('Поддерживаются только платежи на карты Visa').waitFor();
    await fieldOf(portal, 'payee-cardNumber').fill('4111 1111 1111 1111');
    await fieldOf(portal, 'payee-bankProvince').fill('Hong Kong');
    await fieldOf(portal, 'payee-bankCity').fill('Hong Kong');
    await fieldOf(portal, 'payee-bankAddress').fill('1 Queens Road Central');
    await expectFits(portal, 'payee-card-form-ru-RU');
    await screenshot(portal, 'payees-card-form-ru-RU');
    await portal.getByTestId('payee-submit').click();
    await portal.getByTestId('payee-detail-screen').waitFor();
    expect(await portal.getByTestId('payee-field-cardNumber').textContent()).toBe('•••• 1111');
    await openFromMenu(portal, '/payee', 'payees-table');
    // The list first shows what it held and then refetches (the new card is not in the cache yet).
    await expect.poll(() => portal.getByTestId('payee-link').count()).toBe(2);
    await expectFits(portal, 'payees-ru-RU');
    await screenshot(portal, 'payees-list-ru-RU');
    // On a phone: the list, the form and the detail fit (a table scrolls inside its card).
    await portal.setViewportSize(PHONE);
    await expectFits(portal, 'payees-phone-ru-RU');
    await screenshot(portal, 'payees-phone-list-ru-RU');
    await portal.getByTestId('payee-link').first().click();
    await portal.getByTestId('payee-detail-screen').waitFor();
    await expectFits(portal, 'payee-detail-phone-ru-RU');
    await screenshot(portal, 'payees-phone-detail-ru-RU');
    await portal.getByTestId('payee-edit').click();
    await portal.getByTestId('payee-form').waitFor();
    await expectFits(portal, 'payee-form-phone-ru-RU');
    await screenshot(portal, 'payees-phone-form-ru-RU');
    await portal.setViewportSize(DESKTOP);
  });
});
