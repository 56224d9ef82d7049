// A merchant's wallet journey: the demo merchant sees its balances in three languages, opens a JPY
// wallet, starts a transfer, is told it needs a payment password, sets one (code from the
// development inbox) and comes back to the transfer as typed, sends USD 1,250.75 to M100000002 through the wallet transfer with the payment confirmation, and
// finds the movement in its fund details and chart; the payee accepts its pending B2C fee schedule
// and finds the incoming movement in its own fund details.
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, type Language } from '../support/browser.ts';
import { messageIds, newCode } from '../support/dev-inbox.ts';
import { signedInPage, switchLanguage } from '../support/sign-in.ts';

const browser = useBrowser();

const DEMO = 'demo@tradebridge.dev';
const PAY_PWD = '258147';

/** Language, "available" label, page title, and how it writes 125,000 (Russian: no-break space). */
const BALANCES: [Language, string, string, (n: string) => string][] = [
  ['zh-CN', '可用余额', '货币钱包', (n) => n],
  ['en-US', 'Available', 'Currency wallets', (n) => n],
  ['ru-RU', 'Доступно', 'Валютные кошельки', (n) => n.replaceAll(',', '\u00a0').replace('.', ',')],
];

describe('merchant wallet', () => {
  it('shows balances, opens a wallet and transfers to another merchant', async () => {
    const page = await signedInPage(browser, { as: DEMO, language: 'zh-CN' });

    // Home: greeting, balances and the account manager.
    await page.getByTestId('home-screen').waitFor();
    await page.getByTestId('home-balance-USD').waitFor();
    expect(await page.getByTestId('home-balance-USD').textContent()).toContain('125,000.00 USD');
    await screenshot(page, 'wallet-home-zh');

    await page.getByTestId('menu-item-/wallet').click();
    const screenEl = page.getByTestId('wallet-screen');
    for (const [language, available, title, grouped] of BALANCES) {
      if (language !== 'zh-CN') await switchLanguage(page, language);
      await screenEl.getByText(title).first().waitFor();
      const usd = page.getByTestId('wallet-card-USD');
      expect(await usd.textContent()).toContain(available);
      expect(await usd.getByTestId('wallet-available').textContent()).toBe(
        grouped('125,000.00 USD'),
      );
      expect(
        await page.getByTestId('wallet-card-EUR').getByTestId('wallet-available').textContent(),
      ).toBe(grouped('48,250.00 EUR'));
      expect(
        await page.getByTestId('wallet-card-CNY').getByTestId('wallet-available').textContent(),
      ).toBe(grouped('350,000.00 CNY'));
      expect(
        await page.getByTestId('wallet-card-HKD').getByTestId('wallet-available').textContent(),
      ).toBe(grouped('80,000.00 HKD'));
      // The total of every wallet at the seeded reference rates, in US dollars by default.
      await expect
        .poll(() => page.getByTestId('wallet-total-available').textContent())
        .toBe(`≈ ${grouped('240,220.43 USD').replace('.', language === 'ru-RU' ? ',' : '.')}`);
      if (language !== 'en-US') await screenshot(page, `wallet-list-${language}`);
    }

    // Open a JPY wallet (in Russian now).
    await page.getByTestId('open-wallet').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await dialog.getByRole('combobox').fill('JPY');
    await page.locator('.ant-select-item-option', { hasText: 'JPY' }).first().click();
    await dialog.getByRole('button', { name: 'Открыть' }).click();
    await page.getByTestId('wallet-card-JPY').waitFor();
    expect(
      await page.getByTestId('wallet-card-JPY').getByTestId('wallet-available').textContent(),
    ).toBe('0 JPY');

    // Back to English for the transfer, which the demo user starts without a payment password:
    // the form says so before it is filled, and the way to set one leads back to it as it was.
    await switchLanguage(page, 'en-US');
    await page.getByTestId('wallet-card-USD').getByTestId('wallet-transfer').click();
    const form = page.getByTestId('transfer-form');
    await form.waitFor();
    await form.getByText('Available: 125,000 USD').waitFor();
    await page.getByTestId('transfer-pay-password-needed').waitFor();
    await page.getByTestId('transfer-payee-account').fill('M100000002');
    await page.getByTestId('transfer-amount').fill('1250.75');
    await screenshot(page, 'wallet-transfer-needs-pin-en');
    await page.getByTestId('transfer-set-pay-password').click();

    await page.getByTestId('set-pay-password').waitFor();
    // The code goes to the development inbox, which the screen links to.
    expect(await page.getByTestId('dev-inbox-hint').getAttribute('target')).toBe('_blank');
    const before = await messageIds(browser.baseUrl);
    await page.getByTestId('security-send-code').click();
    await page.getByTestId('security-code').fill(await newCode(browser.baseUrl, DEMO, before));
    await page.getByTestId('pin-new').fill(PAY_PWD);
    await page.getByTestId('pin-confirm').fill(PAY_PWD);
    await page.getByTestId('pay-pwd-submit').click();
    await page.getByTestId('security-continue').click();

    await form.waitFor();
    expect(await page.getByTestId('transfer-payee-account').inputValue()).toBe('M100000002');
    expect(await page.getByTestId('transfer-amount').inputValue()).toBe('1250.75');
    expect(await page.getByTestId('transfer-pay-password-needed').count()).toBe(0);
    await page.getByTestId('transfer-next').click();
    await form.getByText('Check the payee first').waitFor();
    await page.getByTestId('transfer-check-payee').click();
    await page.getByTestId('transfer-payee-mer-no').waitFor();
    expect(await page.getByTestId('transfer-payee-mer-no').textContent()).toBe('M100000002');
    const masked = (await page.getByTestId('transfer-payee-name').textContent())!;
    expect(masked).toMatch(/\*/);
    await page.getByTestId('transfer-note').fill('Invoice 42');
    await page.getByTestId('transfer-next').click();

    const confirm = page.getByTestId('payment-confirm');
    await confirm.waitFor();
    expect(await page.getByTestId('payment-confirm-total').textContent()).toContain('1,250.75 USD');
    await page.getByTestId('payment-reentered-amount').fill('1250.75');
    await page.getByTestId('payment-pay-pwd').fill(PAY_PWD);
    const hasCode = (await page.getByTestId('payment-account-code').count()) > 0;
    if (hasCode) {
      const beforeCode = await messageIds(browser.baseUrl);
      await page.getByTestId('payment-send-code').click();
      await page
        .getByTestId('payment-account-code')
        .fill(await newCode(browser.baseUrl, DEMO, beforeCode));
    }
    await screenshot(page, 'wallet-transfer-confirm-en');
    await page.getByTestId('payment-confirm-submit').click();

    const orderNo = page.getByTestId('transfer-order-no');
    await orderNo.waitFor({ timeout: 15_000 });
    const number = (await orderNo.textContent())!.trim();
    expect(number.length).toBeGreaterThan(4);
    await switchLanguage(page, 'zh-CN');
    await screenshot(page, 'wallet-transfer-result-zh-CN');

    // Fund details of USD show the movement out.
    await page.getByTestId('transfer-to-details').click();
    const table = page.getByTestId('fund-detail-table');
    const row = table.locator('tr[data-row-key]', { hasText: number });
    await row.waitFor();
    await page.getByTestId('daily-chart-svg').waitFor();
    expect(await row.textContent()).toContain('-1,250.75 USD');
    expect(await row.textContent()).toContain('钱包转账');
    await screenshot(page, 'wallet-details-zh-CN');
    await switchLanguage(page, 'ru-RU');
    await row.getByText('Перевод между кошельками').waitFor();
    await screenshot(page, 'wallet-details-ru-RU');

    // The wallet shows the new balance (written the Russian way).
    await page.getByTestId('menu-item-/wallet').click();
    await page
      .getByTestId('wallet-card-USD')
      .getByTestId('wallet-available')
      .getByText('123\u00a0749,25 USD')
      .waitFor();
    await page.context().close();

    // The payee sees the money come in.
    const payee = await signedInPage(browser, { as: 'buyer@tradebridge.dev', language: 'en-US' });
    // Its B2C fee schedule is still to be accepted: reviewed and accepted from the home page.
    await payee.getByTestId('agreement-pending-b2c').waitFor();
    await payee.getByTestId('agreement-review-b2c').click();
    await payee.getByTestId('agreement-fee-table').waitFor();
    await screenshot(payee, 'home-agreement-en');
    await payee.getByTestId('agreement-tick').click();
    await payee.getByTestId('agreement-accept').click();
    await payee.getByTestId('agreement-pending-b2c').waitFor({ state: 'detached' });
    // The daily chart of the home page shows the day's inflow.
    await payee.getByTestId('home-daily').waitFor();
    await payee.goto('/#/wallet/detail?currency=USD');
    const incoming = payee
      .getByTestId('fund-detail-table')
      .locator('tr[data-row-key]', { hasText: number });
    await incoming.waitFor();
    expect(await incoming.textContent()).toContain('+1,250.75 USD');
    expect(await incoming.textContent()).toContain('Wallet transfer');
    await screenshot(payee, 'wallet-details-payee-en');
    await payee.context().close();
  }, 180_000);
});
