// Shops and trade contracts (issue 17), end to end: the demo merchant, in Chinese, adds a shop on
// the sandbox platform and authorizes it through the platform's public pages (sign-in with the
// store's handle, consent, back to us); the admin, in the console in Russian, approves the shop and
// the merchant associates it with its USD collection account. The merchant submits a trade
// contract with its PDF, the admin approves it, and the merchant imports 30 goods orders from the
// XLSX template with two bad rows: the check names them, the error file holds them, the 28 others
// are imported. A USD 60,000 payment waits for materials; the merchant associates 11 orders with
// it, which sends it to review, and the admin approves it.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { textSheet } from '../../apps/server/src/test/text-sheet.ts';
import { readXlsxRows } from '../../apps/server/src/platform/xlsx-read.ts';
import ruConsoleCollection from '../../apps/console/src/locales/ru-RU/collection.json' with { type: 'json' };
import ruConsoleMenu from '../../apps/console/src/locales/ru-RU/menu.json' with { type: 'json' };
import ruConsoleShop from '../../apps/console/src/locales/ru-RU/shop.json' with { type: 'json' };
import zhContract from '../../apps/web/src/locales/zh-CN/contract.json' with { type: 'json' };
import zhShop from '../../apps/web/src/locales/zh-CN/shop.json' with { type: 'json' };
import { expectFits, screenshot, useBrowser } from '../support/browser.ts';
import { textPdf } from '../support/certification.ts';
import { openFromMenu } from '../support/menu.ts';
import { merchantApi } from '../support/merchant-api.ts';
import { operatorApi } from '../support/operator-api.ts';
import { approvedCollectionAccount } from '../support/collection-account.ts';
import { fieldOf } from '../support/form.ts';
import { chooseOption } from '../support/select.ts';
import { signedInPage, signIn } from '../support/sign-in.ts';

const DEMO = 'demo@tradebridge.dev';
const ADMIN_EMAIL = 'admin@tradebridge.dev';
const HANDLE = 'pengda-lighting-us';
const CONTRACT_NO = 'PD-2026-0117';
const PAYER = 'Lumière Distribution SARL';

/** States of contracts' enumerations. */
const STATE = { shopUnderReview: 2, shopEffective: 1, materialsReview: 11 };

const shootView = (page: Page, name: string) => screenshot(page, name, { view: true });

const idInAddress = (page: Page) => /[?&]id=([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

/** The order file: 30 orders as a user fills the template; rows 6 and 13 (sheet rows) are wrong. */
const orderFile = async (headers: string[]) => {
  const rows = Array.from({ length: 30 }, (_, i) => [
    `SO-2026-${String(i + 1).padStart(3, '0')}`,
    'LED panel light 600×600',
    '40 W, 4000 K',
    'CN',
    '02',
    '120',
    '45.5',
    '5460.00',
    'DHL',
    `JD01460000${String(i + 1).padStart(5, '0')}`,
    PAYER,
    '2026-11-20 08:30',
    'Y',
  ]);
  rows[4]![7] = '5460.10'; // total ≠ quantity × unit price
  rows[11]![3] = 'China'; // not a country code
  return textSheet('Orders', headers, rows);
};

describe('shops and trade contracts: authorize, approve, associate, import, cover a collection', () => {
  const browser = useBrowser();
  let portal: Page;
  let ops: Page;
  let adminSecret = '';
  let shopId = '';
  let contractId = '';
  let collectionId = '';
  const account = { id: '', alias: 'Amazon US' };

  beforeAll(async () => {
    // Set up through the APIs: a USD/EUR collection account, approved, and a USD 60,000 payment
    // that waits for materials (at or above the screening's materials threshold).
    const merchant = await merchantApi(browser.baseUrl, DEMO);
    const operator = await operatorApi(browser.baseUrl, ADMIN_EMAIL);
    adminSecret = operator.secret;
    const approved = await approvedCollectionAccount(merchant, operator, {
      alias: account.alias,
    });
    account.id = approved.id;
    const usd = approved.details.find((d) => d.currency === 'USD')!;
    await operator.post(
      'collection/postCredit.json',
      {
        account: usd.accountNumber,
        currency: 'USD',
        amount: '60000.00',
        payerName: PAYER,
        payerCountry: 'FR',
        payerKind: 'company',
        note: 'Invoice PD-2026-0117-1',
      },
      { idempotencyKey: `credit-${Date.now()}` },
    );
    // The background job imports the posted credit (a one-entry camt.054) within seconds.
    const waiting = async () =>
      (
        await merchant.post<{ list: { id: string; state: number }[] }>(
          'collection/collections.json',
          { payer: 'Lumière' },
        )
      ).list[0];
    for (let tries = 0; tries < 90 && !(await waiting()); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    const arrived = await waiting();
    if (arrived?.state !== 0)
      throw new Error(`the payment did not arrive waiting: ${arrived?.state}`);
    collectionId = arrived.id;
  });

  it('the merchant adds a shop in Chinese and authorizes it on the sandbox platform', async () => {
    portal = await signedInPage(browser, { as: DEMO, language: 'zh-CN' });
    await openFromMenu(portal, '/shop', 'shops-screen');
    await portal.getByTestId('shop-add').click();
    await portal.getByTestId('shop-form').waitFor();
    await fieldOf(portal, 'shop-name').fill('鹏达照明美国站');
    await fieldOf(portal, 'shop-link-input').fill('https://pengda.sandbox-shop.example.com');
    await fieldOf(portal, 'shop-holder').fill('深圳鹏达照明有限公司');
    await chooseOption(portal, portal.getByTestId('shop-category'), zhShop.category['02']);
    await fieldOf(portal, 'shop-yearly-sales').fill('1200000');
    await chooseOption(portal, portal.getByTestId('shop-site'), '美国', { typed: true });
    await chooseOption(portal, portal.getByTestId('shop-platform-select'), zhShop.platform.sandbox);
    await fieldOf(portal, 'shop-handle').fill(HANDLE);
    await fieldOf(portal, 'shop-api-key').fill('sk_live_0123456789WXYZ');
    await expectFits(portal, 'shop-form-zh-CN');
    await screenshot(portal, 'shops-form-zh-CN');
    await portal.getByTestId('shop-submit').click();
    await portal.getByTestId('shop-detail-screen').waitFor();
    shopId = idInAddress(portal);
    expect(shopId).not.toBe('');
    // The key is kept sealed: only its last four characters come back.
    expect(await portal.getByTestId('shop-fields').textContent()).toContain('••••WXYZ');
    expect(await portal.getByTestId('shop-fields').textContent()).not.toContain('0123456789');

    await portal.getByTestId('shop-authorize').click();
    await portal.getByTestId('auth-login-screen').waitFor();
    await portal.getByTestId('handoff-summary').waitFor();
    await screenshot(portal, 'shops-auth-login-zh-CN');
    await fieldOf(portal, 'auth-login-handle').fill(HANDLE);
    await portal.getByTestId('auth-login-submit').click();
    await portal.getByTestId('auth-handle-screen').waitFor();
    await portal.getByTestId('consent-scopes').waitFor();
    await screenshot(portal, 'shops-auth-consent-zh-CN');
    await portal.getByTestId('consent-allow').click();
    await portal.getByTestId('auth-result-screen').waitFor();
    expect(await portal.getByTestId('auth-result').getAttribute('data-outcome')).toBe('succeeded');
    await expectFits(portal, 'auth-result-zh-CN');
    await screenshot(portal, 'shops-auth-result-zh-CN');
    await portal.getByTestId('result-to-shop').click();
    await portal.getByTestId('shop-detail-screen').waitFor();
    expect(await portal.getByTestId('shop-state').first().textContent()).toBe(
      zhShop.state[String(STATE.shopUnderReview) as '2'],
    );
  });

  it('the admin approves the shop in Russian, with its authorization log', async () => {
    ops = await browser.page('ru-RU');
    await signIn(ops, {
      app: 'console',
      as: ADMIN_EMAIL,
      language: 'ru-RU',
      totpSecret: adminSecret,
    });
    await ops.getByTestId('menu-group-globalAccounts').click();
    expect(await ops.getByTestId('menu-item-shops').textContent()).toBe(ruConsoleMenu.shops);
    await ops.getByTestId('menu-item-shops').click();
    const open = ops.getByTestId(`shop-open-${shopId}`);
    await open.waitFor();
    await expectFits(ops, 'console-shops-ru-RU');
    await screenshot(ops, 'shops-console-queue-ru-RU');
    await open.click();
    await ops.getByTestId('authorization-log').waitFor();
    expect(await ops.getByTestId('authorization-log').textContent()).toContain(
      ruConsoleShop.outcome.succeeded,
    );
    await expectFits(ops, 'console-shop-ru-RU');
    await screenshot(ops, 'shops-console-shop-ru-RU');
    await ops.getByTestId('shop-approve').click();
    await ops.getByTestId('approve-confirm').click();
    await expect.poll(() => ops.getByTestId('shop-approve').count()).toBe(0);
  });

  it('the merchant associates the shop with its USD account', async () => {
    await portal.reload();
    await portal.getByTestId('shop-detail-screen').waitFor();
    expect(await portal.getByTestId('shop-state').first().textContent()).toBe(
      zhShop.state[String(STATE.shopEffective) as '1'],
    );
    await portal.getByTestId('shop-link-account').click();
    const dialog = portal.getByTestId('link-dialog');
    await dialog.waitFor();
    await chooseOption(portal, dialog.getByTestId('payout-account'), account.alias);
    await shootView(portal, 'shops-link-dialog-zh-CN');
    await portal.getByTestId('link-confirm').click();
    await expect
      .poll(() => portal.getByTestId('shop-union').first().textContent())
      .toContain(zhShop.union['1']);
    expect(await portal.getByTestId('shop-union-account').first().textContent()).toContain(
      account.alias,
    );
    await screenshot(portal, 'shops-linked-zh-CN');
  });

  it('the merchant submits a trade contract with its PDF; the admin approves it', async () => {
    await openFromMenu(portal, '/contract', 'contracts-screen');
    await portal.getByTestId('contract-add').click();
    await portal.getByTestId('contract-form').waitFor();
    await fieldOf(portal, 'contract-contractNo').fill(CONTRACT_NO);
    await chooseOption(
      portal,
      portal.getByTestId('contract-contractType'),
      zhContract.contractType.sales,
    );
    await fieldOf(portal, 'contract-buyerName').fill(PAYER);
    await chooseOption(portal, portal.getByTestId('contract-buyerCountry'), '法国', {
      typed: true,
    });
    await portal.getByTestId('contract-tradeType').getByText(zhContract.tradeType.goods).click();
    await chooseOption(portal, portal.getByTestId('contract-tradingCountries'), '法国', {
      typed: true,
    });
    await portal.keyboard.press('Escape');
    await fieldOf(portal, 'contract-tradingParty').fill('深圳鹏达照明有限公司');
    await chooseOption(portal, portal.getByTestId('contract-currency'), 'USD', { typed: true });
    await fieldOf(portal, 'contract-amount').fill('250000');
    // The validity period, picked on the range picker's calendars (titled "2026/11/26" in
    // Chinese): from today to the end of next month, the two months it shows.
    const now = new Date();
    const cell = (date: Date) =>
      portal
        .locator(
          `.ant-picker-dropdown td[title="${date.toISOString().slice(0, 10).replaceAll('-', '/')}"]`,
        )
        .first();
    const range = portal.locator('.ant-picker-range').first().locator('input');
    await range.nth(0).click();
    await cell(now).click();
    await cell(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0))).click();
    await expect.poll(() => range.nth(1).inputValue()).not.toBe('');
    await portal
      .getByTestId('contract-file')
      .locator('input[type=file]')
      .last()
      .setInputFiles({
        name: 'contract-PD-2026-0117.pdf',
        mimeType: 'application/pdf',
        buffer: textPdf('Sales contract PD-2026-0117'),
      });
    // Uploaded (no longer "uploading …"): the file's name stands alone.
    await expect
      .poll(async () => {
        const text = (await portal.getByTestId('contract-file').textContent()) ?? '';
        return text.includes('contract-PD-2026-0117.pdf') && !text.includes('…');
      })
      .toBe(true);
    await expectFits(portal, 'contract-form-zh-CN');
    await screenshot(portal, 'contracts-form-zh-CN');
    await portal.getByTestId('contract-submit').click();
    await portal.getByTestId('contract-detail-screen').waitFor();
    contractId = idInAddress(portal);
    expect(contractId).not.toBe('');

    await ops.getByTestId('menu-item-contracts').click();
    const open = ops.getByTestId(`contract-open-${contractId}`);
    await open.waitFor();
    await screenshot(ops, 'contracts-console-queue-ru-RU');
    await open.click();
    await ops.getByTestId('section-files').waitFor();
    expect(await ops.getByTestId('section-files').textContent()).toContain(
      'contract-PD-2026-0117.pdf',
    );
    await expectFits(ops, 'console-contract-ru-RU');
    await screenshot(ops, 'contracts-console-contract-ru-RU');
    await ops.getByTestId('contract-approve').click();
    await ops.getByTestId('approve-confirm').click();
    await expect.poll(() => ops.getByTestId('contract-approve').count()).toBe(0);
  });

  it('the merchant imports 30 orders from the template: two bad rows, the 28 others imported', async () => {
    await portal.reload();
    await portal.getByTestId('contract-detail-screen').waitFor();
    await portal.getByTestId('orders-import').click();
    // The modal's root carries the test id but has no box of its own: its dialog is what shows.
    const modal = portal.getByRole('dialog');
    await modal.getByTestId('import-template').waitFor();
    const [template] = await Promise.all([
      portal.waitForEvent('download'),
      modal.getByTestId('import-template').click(),
    ]);
    const headers = (
      await readXlsxRows(new Uint8Array(await readFile((await template.path())!)))
    )[0]!.cells;
    expect(headers[0]).toBe('订单号*');
    await modal
      .locator('input[type=file]')
      .last()
      .setInputFiles({
        name: 'orders.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await orderFile(headers),
      });
    await modal.getByTestId('import-summary').waitFor({ timeout: 30_000 });
    const summary = await modal.getByTestId('import-summary').textContent();
    expect(summary).toContain('28');
    expect(summary).toContain('2');
    const problems = await modal.getByTestId('import-problems').textContent();
    expect(problems).toContain('6');
    expect(problems).toContain('13');
    await shootView(portal, 'contracts-import-check-zh-CN');
    const [errors] = await Promise.all([
      portal.waitForEvent('download'),
      modal.getByTestId('import-error-file').click(),
    ]);
    const errorRows = await readXlsxRows(new Uint8Array(await readFile((await errors.path())!)));
    expect(errorRows.slice(1).map((r) => r.cells[0])).toEqual(['6', '13']);
    await modal.getByTestId('import-valid-rows').click();
    await modal.getByTestId('import-result').waitFor();
    expect(await modal.getByTestId('import-result').textContent()).toContain('152,880.00 USD');
    await shootView(portal, 'contracts-import-result-zh-CN');
    await modal.getByTestId('import-close').click();
    await expect
      .poll(() => portal.getByTestId('contract-orders-table').locator('tr.ant-table-row').count())
      .toBeGreaterThan(0);
    await screenshot(portal, 'contracts-detail-orders-zh-CN');
  });

  it('the merchant covers the waiting collection with 11 orders; it goes to review', async () => {
    await portal.goto(`/#/collect/detail?id=${collectionId}`);
    await portal.getByTestId('collection-associate-orders').click();
    await portal.getByTestId('associate-screen').waitFor();
    const picker = portal.getByTestId('associate-picker');
    await picker.locator('tr.ant-table-row').first().waitFor();
    // Ten orders a page: the first page whole and one of the next (the choice is kept across
    // pages): 11 × 5,460.00 = 60,060.00 USD.
    const boxes = picker.locator('tr.ant-table-row input[type=checkbox]');
    for (let i = 0; i < 10; i += 1) await boxes.nth(i).check();
    await picker.locator('.ant-pagination-next').click();
    await expect.poll(() => boxes.first().isChecked()).toBe(false);
    await boxes.first().check();
    await expect
      .poll(() => portal.getByTestId('associate-selection').textContent())
      .toContain('60,060.00');
    await screenshot(portal, 'contracts-associate-zh-CN');
    await portal.getByTestId('associate-submit').click();
    await portal.getByTestId('associate-covered-all').waitFor();
    await screenshot(portal, 'contracts-associated-zh-CN');
  });

  it('the admin sees the orders covering it and approves the collection', async () => {
    await ops.getByTestId('menu-item-collections').click();
    const open = ops.getByTestId(`collection-open-${collectionId}`);
    await open.waitFor();
    await open.click();
    await ops.getByTestId('collection-screen').waitFor();
    expect(await ops.getByTestId('collection-state').textContent()).toBe(
      ruConsoleCollection.collectionState[String(STATE.materialsReview) as '11'],
    );
    await ops.getByTestId('trade-orders-table').waitFor();
    expect(await ops.getByTestId('trade-orders-covered').textContent()).toContain('60');
    await expectFits(ops, 'console-collection-orders-ru-RU');
    await screenshot(ops, 'contracts-console-collection-orders-ru-RU');
    await ops.getByTestId('decision-approve').click();
    await ops.getByTestId('decision-confirm').click();
    await expect
      .poll(() => ops.getByTestId('collection-state').textContent())
      .toBe(ruConsoleCollection.collectionState['3']);
  });
});
