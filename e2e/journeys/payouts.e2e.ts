// Payouts (issue 19), end to end: two approved payees (a US supplier, and one at the sandbox
// bank's closed test account …9999) and an approval rule "from 100 USD, one approver: Mia" set up
// through the APIs. The demo admin, in Chinese, pays the supplier 1,500 USD — the fee and total
// shown, the payment confirmation asking for the total — and the order waits for approval; Mia, in
// Russian, approves it; the admin of the platform passes it in the console; the rail sends it to the
// sandbox bank, whose pain.002 settles it while the page watches; the receipt goes to the download
// centre and the transfer proof downloads as a PDF. Then a payment to the closed account, in
// Russian, fails at the bank and ends in abnormal refund with the money back.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { US_SUPPLIER_PAYEE } from '@tradebridge/contracts/examples';
import ruPayout from '../../apps/web/src/locales/ru-RU/payout.json' with { type: 'json' };
import zhPayout from '../../apps/web/src/locales/zh-CN/payout.json' with { type: 'json' };
import zhConsolePayout from '../../apps/console/src/locales/zh-CN/payout.json' with { type: 'json' };
import { expectFits, PHONE, DESKTOP, screenshot, useBrowser } from '../support/browser.ts';
import { messageIds, newCode } from '../support/dev-inbox.ts';
import { openFromMenu } from '../support/menu.ts';
import { merchantApi, setPayPassword, setApprover } from '../support/merchant-api.ts';
import { operatorApi, PAYOUTS_ALL_DAY } from '../support/operator-api.ts';
import { chooseOption } from '../support/select.ts';
import { signedInPage, signIn, switchLanguage } from '../support/sign-in.ts';

const DEMO = 'demo@tradebridge.dev';
const MEMBER = 'member@tradebridge.dev';
const ADMIN_EMAIL = 'admin@tradebridge.dev';
const PAY_PWD = '258147';
const SUPPLIER = 'Evergreen Components Inc';
const CLOSED = 'Closed Account Trading Ltd';

const supplier = (accountName: string, accountNumber: string) => ({
  ...US_SUPPLIER_PAYEE,
  accountName,
  accountNumber,
});

describe('payouts: maker and checker, the platform, the bank; a closed account refunded', () => {
  const browser = useBrowser();
  let merchant: Awaited<ReturnType<typeof merchantApi>>;
  let operator: Awaited<ReturnType<typeof operatorApi>>;
  let page: Page;
  let ops: Page;
  let orderNo = '';
  let lastCodeAt = 0;

  /** An amount as the screen writes it ("1,504.80 USD"), as a number. */
  const amountOf = async (testId: string) =>
    Number(
      (await page.getByTestId(testId).first().textContent())!
        .replace(/[^\d.,]/g, '')
        .replace(/,(?=\d{3})/g, '')
        .replace(',', '.'),
    );

  /** Chooses the type and payee, types the amount and waits for the price. */
  const fillOrder = async (type: '2' | '6', payee: string, amount: string) => {
    // The test id sits on the radio's hidden input: its label is what a user clicks.
    await page.locator('label', { has: page.getByTestId(`payout-type-${type}`) }).click();
    await chooseOption(page, page.getByTestId('payout-payee'), payee);
    await page.getByTestId('payout-amount').fill(amount);
    await page.getByTestId('payout-price-total').waitFor();
  };
  /** The payment confirmation: the total again, the payment password and a fresh code. */
  const confirmPayment = async (total: string) => {
    await page.getByTestId('payment-confirm').waitFor();
    await page.getByTestId('payment-reentered-amount').fill(total);
    await page.getByTestId('payment-pay-pwd').fill(PAY_PWD);
    if ((await page.getByTestId('payment-account-code').count()) > 0) {
      // A payment code may be asked for once a minute.
      const wait = lastCodeAt + 61_000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastCodeAt = Date.now();
      const before = await messageIds(browser.baseUrl);
      await page.getByTestId('payment-send-code').click();
      await page
        .getByTestId('payment-account-code')
        .fill(await newCode(browser.baseUrl, DEMO, before));
    }
    await page.getByTestId('payment-confirm-submit').click();
  };

  beforeAll(async () => {
    // The bank serves around the clock here, so the journey runs at any hour.
    operator = await operatorApi(browser.baseUrl, ADMIN_EMAIL);
    await operator.post('payout/setServiceHours.json', PAYOUTS_ALL_DAY);
    merchant = await merchantApi(browser.baseUrl, DEMO);
    await setPayPassword(merchant, browser.baseUrl, DEMO, PAY_PWD);
    for (const [name, number] of [
      [SUPPLIER, '000123456789'],
      [CLOSED, '000123459999'],
    ] as const) {
      const payee = await merchant.post<{ id: string; version: number }>(
        'payee/add.json',
        supplier(name, number),
        { idempotencyKey: `payouts-e2e-${number}` },
      );
      await operator.post('payee/decide.json', {
        payeeId: payee.id,
        version: payee.version,
        approve: true,
      });
    }
    await setApprover(merchant, MEMBER, '100');
  });

  it('the admin pays the supplier in Chinese: fee and total shown, then it waits for approval', async () => {
    page = await signedInPage(browser, { as: DEMO, language: 'zh-CN' });
    await openFromMenu(page, '/pay', 'pay-screen');
    await fillOrder('2', SUPPLIER, '1500');
    // The lower of the two lines' fees: B2C's 0.3 % + 0.30 USD.
    expect(await page.getByTestId('payout-price-fee').textContent()).toBe('4.80 USD');
    expect(await page.getByTestId('payout-price-total').textContent()).toBe('1,504.80 USD');
    expect(await page.getByTestId('payout-price-approvals').textContent()).toContain('1');
    await page.getByTestId('payout-postscript').fill('INVOICE 2026-118');
    await expectFits(page, 'pay-zh-CN');
    await screenshot(page, 'payouts-pay-zh-CN');
    const start = await amountOf('payout-price-available');
    await page.getByTestId('payout-next').click();
    await confirmPayment('1504.80');
    await page.getByTestId('payout-detail-screen').waitFor();
    orderNo = /[?&]orderNo=([A-Z0-9]+)/.exec(page.url())?.[1] ?? '';
    expect(orderNo).toMatch(/^PO/);
    await expect
      .poll(() => page.getByTestId('payout-state').first().textContent())
      .toBe(zhPayout.state['7']);
    expect(await page.getByTestId('payout-waiting').getAttribute('data-wait')).toBe('approvers');
    await screenshot(page, 'payouts-waiting-zh-CN');
    // Amount and fee are held at once.
    await page.goto('/#/pay');
    await fillOrder('2', SUPPLIER, '1');
    expect(await amountOf('payout-price-available')).toBeCloseTo(start - 1504.8, 2);
    await page.goto(`/#/payOrder/detail?orderNo=${orderNo}`);
    await page.getByTestId('payout-detail-screen').waitFor();
  });

  it('Mia approves it in Russian; the platform passes it in the console', async () => {
    const mia = await signedInPage(browser, { as: MEMBER, language: 'ru-RU' });
    await openFromMenu(mia, '/payOrder', 'payouts-screen');
    await mia.getByTestId('filter-waiting-for-me').click();
    await expect.poll(() => mia.getByTestId('payout-link').count()).toBe(1);
    await expectFits(mia, 'payouts-ru-RU');
    await screenshot(mia, 'payouts-records-ru-RU');
    await mia.getByTestId('payout-link').first().click();
    await mia.getByTestId('payout-detail-screen').waitFor();
    await screenshot(mia, 'payouts-approve-ru-RU');
    await mia.getByTestId('payout-approve').click();
    await mia.getByTestId('payout-approve-confirm').click();
    await expect
      .poll(() => mia.getByTestId('payout-state').first().textContent())
      .toBe(ruPayout.state['1']);

    ops = await browser.page('zh-CN');
    await signIn(ops, {
      app: 'console',
      as: ADMIN_EMAIL,
      language: 'zh-CN',
      totpSecret: operator.secret,
    });
    await ops.goto(`/console/#/payouts/${orderNo}`);
    await ops.getByTestId('payout-screen').waitFor();
    await screenshot(ops, 'payouts-console-review-zh-CN');
    await ops.getByTestId('payout-approve').click();
    await ops.getByTestId('approve-confirm').click();
    await expect
      .poll(() => ops.getByTestId('payout-state').first().textContent())
      .not.toBe(zhConsolePayout.state['1']);
  });

  it('the bank settles it while the admin watches; receipt and transfer proof download', async () => {
    // The page follows the order while the platform and the bank have it (it reads the order
    // again every 5 s); the rail turns every 5 s and the sandbox bank answers in 6 s.
    await page.reload();
    await page.getByTestId('payout-detail-screen').waitFor();
    await expect
      .poll(() => page.getByTestId('payout-state').first().textContent(), { timeout: 45_000 })
      .toBe(zhPayout.state['5']);
    await page.getByTestId('payout-outcome').waitFor();
    await screenshot(page, 'payouts-paid-zh-CN');
    await page.getByTestId('payout-receipt').click();
    await page.getByTestId('export-started').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('payout-proof').click();
    const file = await download;
    expect(file.suggestedFilename()).toContain(orderNo);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 4).toString()).toBe('%PDF');
  });

  it('a payment to the closed account fails at the bank and comes back, in Russian', async () => {
    page = await signedInPage(browser, { as: DEMO, language: 'ru-RU' });
    await page.goto('/#/pay');
    await page.getByTestId('pay-screen').waitFor();
    // Under 100 USD: no approver needed.
    await fillOrder('2', CLOSED, '50');
    await expectFits(page, 'pay-ru-RU');
    await screenshot(page, 'payouts-pay-ru-RU');
    const start = await amountOf('payout-price-available');
    const total = (await amountOf('payout-price-total')).toFixed(2);
    await page.getByTestId('payout-next').click();
    await confirmPayment(total);
    await page.getByTestId('payout-detail-screen').waitFor();
    const failing = /[?&]orderNo=([A-Z0-9]+)/.exec(page.url())?.[1] ?? '';
    // The platform passes it in the console (the operator's browser session from before).
    await ops.goto(`/console/#/payouts/${failing}`);
    await ops.getByTestId('payout-approve').click();
    await ops.getByTestId('approve-confirm').click();
    // The page follows the order while the platform and the bank have it.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('payout-state').first().textContent(), { timeout: 45_000 })
      .toBe(ruPayout.state['18']);
    expect(await page.getByTestId('payout-reason').textContent()).toContain('AC04');
    await expectFits(page, 'payout-refunded-ru-RU');
    await screenshot(page, 'payouts-refunded-ru-RU');
    await page.setViewportSize(PHONE);
    await expectFits(page, 'payout-refunded-phone-ru-RU');
    await screenshot(page, 'payouts-phone-refunded-ru-RU');
    await page.setViewportSize(DESKTOP);
    // The money is back: the same available balance as before the payment.
    await page.goto('/#/pay');
    await fillOrder('2', CLOSED, '1');
    expect(await amountOf('payout-price-available')).toBeCloseTo(start, 2);
  });

  it('the rest of the screens fit on a desktop and a phone, in Chinese and Russian', async () => {
    // The portal's approval rules and the pay form (the merchant in Russian, then Chinese).
    for (const language of ['ru-RU', 'zh-CN'] as const) {
      if (language === 'zh-CN') {
        page = await signedInPage(browser, { as: DEMO, language: 'zh-CN' });
      }
      await page.goto('/#/pay/approvals');
      await page.getByTestId('policy-screen').waitFor();
      await page.getByTestId('policy-band-row').first().waitFor();
      await expectFits(page, `policy-${language}`);
      await screenshot(page, `payouts-approval-rules-${language}`);
      await page.setViewportSize(PHONE);
      await expectFits(page, `policy-phone-${language}`);
      await page.goto('/#/pay');
      await page.getByTestId('pay-screen').waitFor();
      await expectFits(page, `pay-phone-${language}`);
      await screenshot(page, `payouts-phone-pay-${language}`);
      await page.goto('/#/payOrder');
      await page.getByTestId('payouts-table').waitFor();
      await expectFits(page, `payouts-phone-${language}`);
      await screenshot(page, `payouts-phone-records-${language}`);
      await page.setViewportSize(DESKTOP);
    }
    // The console's reconciliation of today and its service hours, in Russian.
    await switchLanguage(ops, 'ru-RU');
    for (const [path, testId] of [
      ['/console/#/payouts/reconciliation', 'reconciliation-lines'],
      ['/console/#/payouts/hours', 'hours-card'],
    ] as const) {
      await ops.goto(path);
      await ops.getByTestId(testId).waitFor();
      await expectFits(ops, `${testId}-ru-RU`);
      await screenshot(ops, `payouts-console-${testId}-ru-RU`);
      await ops.setViewportSize(PHONE);
      await expectFits(ops, `${testId}-phone-ru-RU`);
      await screenshot(ops, `payouts-console-phone-${testId}-ru-RU`);
      await ops.setViewportSize(DESKTOP);
    }
    expect(await ops.getByTestId('hours-sentence').textContent()).toBeTruthy();
  });
});
