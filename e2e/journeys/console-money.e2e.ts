// The money side of the operator console, end to end: the admin credits Buyer Supplies Ltd. from
// the sandbox bank and sees its EUR wallet grow, runs the ledger check and sees every invariant
// hold, and reviews the document renewals the demo merchant submits through the merchant API (a PNG
// is approved and the document leaves the merchant's expiry list; a PDF is rejected with a reason
// the merchant sees). Screens are shot in Chinese and in Russian.
//
// This file starts its own server (the harness's own setup, fresh seeded database): on the shared
// server console.e2e.ts enrols the admin's authenticator, whose secret no other file can know, and
// files may run in either order.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import ruMenu from '../../apps/console/src/locales/ru-RU/menu.json' with { type: 'json' };
import zhMenu from '../../apps/console/src/locales/zh-CN/menu.json' with { type: 'json' };
import { expectFits, screenshot, useBrowser } from '../support/browser.ts';
import { openFromMenu } from '../support/menu.ts';
import { merchantApi } from '../support/merchant-api.ts';
import { isPdfDrawn, pdfViewers } from '../support/pdf-viewer.ts';
import { chooseOption } from '../support/select.ts';
import { signedInPage, switchLanguage } from '../support/sign-in.ts';

const ADMIN_EMAIL = 'admin@tradebridge.dev';
const DEMO_EMAIL = 'demo@tradebridge.dev';
const BUYER = { merNo: 'M100000002', name: 'Buyer Supplies Ltd.' };
const NEW_EXPIRY = { idCard: '2031-06-30', passport: '2032-01-15' };
const REJECT_REASON = 'Страница с датой окончания срока действия не читается';

/** A dialog or drawer over the page: the viewport as the operator sees it (fixed layers stay put). */
const shootView = (page: Page, name: string) => screenshot(page, name, { view: true });

/** The tables fit their cards at 1440 px: all columns visible, no sideways scrolling. */
const expectTableFits = (page: Page, testId: string) =>
  expectFits(page, testId, { tablesScroll: false });

/**
 * Waits until the browser's own PDF viewer (Chromium's, in a frame of its extension) has loaded
 * the document: its toolbar's progress bar is hidden (read through the viewer's shadow roots).
 */
const pdfViewerLoaded = async (page: Page) => {
  await expect
    .poll(
      async () => {
        const [viewer] = pdfViewers(page);
        return viewer && isPdfDrawn(viewer);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
};

type ExpiringDocument = {
  id: string;
  idType: number;
  holderName: string;
  renewal: { id: string; state: number; reason: string | null } | null;
};

/** A picture of an identity card and a one-page PDF, rendered by the browser itself. */
const renderDocuments = async (page: Page) => {
  await page.setViewportSize({ width: 860, height: 540 });
  await page.setContent(`
    <body style="margin:0;font-family:sans-serif;background:#e8eef5">
      <div style="margin:30px;height:480px;border-radius:24px;background:linear-gradient(135deg,#dbeafe,#fef9c3);
                  box-shadow:0 2px 8px #0003;padding:32px;box-sizing:border-box;position:relative">
        <div style="font-size:30px;font-weight:bold;color:#1e3a8a">居民身份证 · RESIDENT IDENTITY CARD</div>
        <div style="position:absolute;left:40px;top:120px;width:200px;height:250px;background:#94a3b8;border-radius:12px"></div>
        <div style="position:absolute;left:280px;top:130px;font-size:26px;line-height:56px">
          姓名 Name: ZHANG WEI<br>号码 No.: 310101198001011234<br>有效期限 Valid to: 2031-06-30
        </div>
      </div>
    </body>`);
  const png = await page.screenshot({ type: 'png' });
  await page.setContent(`
    <body style="font-family:sans-serif;padding:40px">
      <h1>PASSPORT · ПАСПОРТ · 护照</h1>
      <p style="font-size:20px">Surname / Given names: CHEN JING</p>
      <p style="font-size:20px">Passport No.: E12345678</p>
      <p style="font-size:20px">Date of expiry: 2032-01-15</p>
    </body>`);
  const pdf = await page.pdf({ width: '210mm', height: '148mm' });
  return { png, pdf };
};

describe('operator console: money and document renewals', () => {
  const browser = useBrowser();
  let baseUrl = '';
  let page: Page;
  const renewals = { idCard: '', passport: '', idCardDocument: '', passportDocument: '' };

  beforeAll(() => {
    baseUrl = browser.baseUrl;
  });

  it('the admin logs in and sets up the authenticator app', async () => {
    page = await signedInPage(browser, { app: 'console', as: ADMIN_EMAIL, language: 'zh-CN' });
    for (const name of ['renewals', 'ledgerCheck'] as const) {
      expect(await page.getByTestId(`menu-item-${name}`).textContent()).toBe(zhMenu[name]);
    }
  });

  it('credits Buyer Supplies Ltd. with EUR 3000.50 from the sandbox bank', async () => {
    const search = page.getByTestId('merchant-search').locator('input');
    await search.fill(BUYER.merNo);
    await search.press('Enter');
    await page.getByTestId(`merchant-link-${BUYER.merNo}`).click();
    await page.getByTestId('merchant-detail').waitFor();
    expect(await page.getByTestId('merchant-name').textContent()).toBe(BUYER.name);
    // The seeded balances: the demo history ends the buyer's USD at 20,000 and its EUR at 9,500.
    await expect
      .poll(() => page.getByTestId('wallet-USD-available').textContent())
      .toBe('20,000.00');
    expect(await page.getByTestId('wallet-EUR-available').textContent()).toBe('9,500.00');

    await page.getByTestId('sandbox-credit').click();
    await page.getByTestId('sandbox-credit-form').waitFor();
    await chooseOption(page, page.getByTestId('credit-currency'), 'EUR', { typed: true });
    // A third decimal is refused before anything is sent.
    await page.getByTestId('credit-amount').fill('3000.505');
    await page.getByTestId('credit-payer-name').fill('Hamburg Import GmbH');
    await page.getByTestId('credit-payer-country').fill('de');
    await page.getByTestId('credit-reference').fill('INV-2026-0042');
    await page.getByTestId('sandbox-credit-confirm').click();
    await page.locator('.ant-form-item-explain-error', { hasText: 'EUR' }).waitFor();
    await shootView(page, 'console-sandbox-credit-zh-CN');
    await page.getByTestId('credit-amount').fill('3000.50');
    await page.getByTestId('sandbox-credit-confirm').click();

    await expect
      .poll(() => page.getByTestId('wallet-EUR-available').textContent())
      .toBe('12,500.50');
    await expect.poll(() => page.getByTestId('sandbox-credit-form').count()).toBe(0);
    expect(await page.getByTestId('wallet-USD-available').textContent()).toBe('20,000.00');
    // The credit is in the merchant's audit entries.
    await expect
      .poll(() => page.getByTestId('merchant-audit').textContent())
      .toContain('沙箱银行入账');
    await expectTableFits(page, 'wallets-table');
    await screenshot(page, 'console-merchant-wallets-zh-CN');
  });

  it('runs the ledger check and sees every invariant hold', async () => {
    await openFromMenu(page, 'ledgerCheck', 'ledger-not-run');
    await page.getByTestId('ledger-run').click();
    await page.getByTestId('ledger-summary').waitFor();
    const checks = page.locator('[data-passed]');
    await expect.poll(() => checks.count()).toBeGreaterThanOrEqual(6);
    expect(
      await checks.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-passed'))),
    ).toEqual(Array(await checks.count()).fill('true'));
    expect(await page.getByTestId('ledger-checked-at').textContent()).toMatch(
      /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/, // Chinese writes dates with slashes
    );
    // The sandbox credit and the seed were checked: entries were covered.
    expect(
      await page
        .getByTestId('ledger-check-entriesBalance')
        .getByTestId('ledger-check-covered')
        .textContent(),
    ).toMatch(/[1-9]/);
    await screenshot(page, 'console-ledger-check-zh-CN');
  });

  it('the demo merchant submits two renewed documents through the merchant API', async () => {
    const documentsPage = await browser.page();
    const files = await renderDocuments(documentsPage);
    await documentsPage.context().close();
    const merchant = await merchantApi(baseUrl, DEMO_EMAIL);
    const expiring = await merchant.post<{ list: ExpiringDocument[] }>('idExpire/list.json');
    const idCard = expiring.list.find((d) => d.holderName === 'Zhang Wei');
    const passport = expiring.list.find((d) => d.holderName === 'Chen Jing');
    expect(idCard?.renewal).toBeNull();
    expect(passport?.renewal).toBeNull();
    renewals.idCardDocument = idCard!.id;
    renewals.passportDocument = passport!.id;

    const pngId = await merchant.upload('zhang-wei-id-card.png', 'image/png', files.png);
    const pdfId = await merchant.upload('chen-jing-passport.pdf', 'application/pdf', files.pdf);
    await merchant.post('idExpire/modify.json', {
      documentId: idCard!.id,
      fileId: pngId,
      newExpiresOn: NEW_EXPIRY.idCard,
    });
    const after = await merchant.post<{ list: ExpiringDocument[] }>('idExpire/modify.json', {
      documentId: passport!.id,
      fileId: pdfId,
      newExpiresOn: NEW_EXPIRY.passport,
    });
    renewals.idCard = after.list.find((d) => d.id === idCard!.id)?.renewal?.id ?? '';
    renewals.passport = after.list.find((d) => d.id === passport!.id)?.renewal?.id ?? '';
    expect(renewals.idCard).not.toBe('');
    expect(renewals.passport).not.toBe('');
  });

  it('approves the ID card after looking at the picture; it leaves the merchant’s expiry list', async () => {
    await page.getByTestId('menu-item-renewals').click();
    const rows = page.getByTestId('renewals-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByTestId(`renewal-expiry-${renewals.idCard}`).textContent()).toContain(
      `→ ${NEW_EXPIRY.idCard}`,
    );
    await expectTableFits(page, 'renewals-table');
    await screenshot(page, 'console-renewals-zh-CN');

    await page.getByTestId(`renewal-open-${renewals.idCard}`).click();
    const image = page.getByTestId('renewal-image');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.getByTestId('renewal-drawer').textContent()).toContain('中国大陆居民身份证');
    await shootView(page, 'console-renewal-drawer-zh-CN');

    // The shared preview: zoom in a step and turn the picture a quarter.
    await page.getByTestId('renewal-enlarge').click();
    await page.getByTestId('preview-zoom-in').click();
    await page.getByTestId('preview-rotate-right').click();
    expect(await page.getByTestId('preview-scale').textContent()).toContain('110');
    expect(await page.getByTestId('preview-image').getAttribute('style')).toContain(
      'rotate(90deg)',
    );
    await shootView(page, 'console-renewal-preview-zh-CN');
    await page.locator('.ant-modal-close').click();
    await expect.poll(() => page.getByTestId('preview-image').count()).toBe(0);

    await page.getByTestId('renewal-approve').click();
    await page.getByTestId('approve-confirm').click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.getByTestId(`renewal-open-${renewals.idCard}`).count()).toBe(0);

    // The document is now valid until 2031: no longer expiring for the merchant.
    const merchant = await merchantApi(baseUrl, DEMO_EMAIL);
    const expiring = await merchant.post<{ list: ExpiringDocument[] }>('idExpire/list.json');
    expect(expiring.list.map((d) => d.id)).not.toContain(renewals.idCardDocument);
    expect(expiring.list.map((d) => d.id)).toContain(renewals.passportDocument);
  });

  it('in Russian: rejects the passport PDF with a reason the merchant sees', async () => {
    await switchLanguage(page, 'ru-RU');
    expect(await page.getByTestId('menu-item-renewals').textContent()).toBe(ruMenu.renewals);
    await page.getByTestId(`renewal-open-${renewals.passport}`).click();
    await page.getByTestId('renewal-pdf').waitFor();
    await pdfViewerLoaded(page);
    expect(await page.getByTestId('renewal-drawer').textContent()).toContain('Паспорт');
    await shootView(page, 'console-renewal-drawer-ru-RU');

    await page.getByTestId('renewal-reject').click();
    // No reason, no rejection.
    await page.getByTestId('reject-reason').waitFor();
    await page.getByTestId('reject-confirm').click();
    await page.locator('.ant-form-item-explain-error').waitFor();
    await shootView(page, 'console-renewal-reject-ru-RU');
    await page.getByTestId('reject-reason').fill(REJECT_REASON);
    await page.getByTestId('reject-confirm').click();
    const rows = page.getByTestId('renewals-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(0);
    await expect.poll(() => page.locator('.ant-drawer-content-wrapper').count()).toBe(0);
    await screenshot(page, 'console-renewals-empty-ru-RU');

    const merchant = await merchantApi(baseUrl, DEMO_EMAIL);
    const expiring = await merchant.post<{ list: ExpiringDocument[] }>('idExpire/list.json');
    const passport = expiring.list.find((d) => d.id === renewals.passportDocument);
    expect(passport?.renewal).toMatchObject({ state: 2, reason: REJECT_REASON });

    // Both decisions are in their tabs.
    await page.getByTestId('renewals-tab-all').click();
    await expect.poll(() => rows.count()).toBe(2);
    await expectTableFits(page, 'renewals-table');
    await screenshot(page, 'console-renewals-all-ru-RU');
  });

  it('in Russian: the ledger check and the merchant wallets with the credit form', async () => {
    await page.getByTestId('menu-item-ledgerCheck').click();
    await page.getByTestId('ledger-run').click();
    await page.getByTestId('ledger-summary').waitFor();
    expect(await page.locator('[data-passed="false"]').count()).toBe(0);
    await screenshot(page, 'console-ledger-check-ru-RU');

    await page.getByTestId('menu-item-merchants').click();
    await page.getByTestId(`merchant-link-${BUYER.merNo}`).click();
    await expect
      .poll(() => page.getByTestId('wallet-EUR-available').textContent())
      .toBe('12\u00a0500,50'); // Russian grouping, at the currency's scale in a table
    await expectTableFits(page, 'wallets-table');
    await screenshot(page, 'console-merchant-wallets-ru-RU');
    await page.getByTestId('sandbox-credit').click();
    await page.getByTestId('sandbox-credit-form').waitFor();
    await page.getByTestId('sandbox-credit-confirm').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await shootView(page, 'console-sandbox-credit-ru-RU');
    await page.keyboard.press('Escape');
    await page.context().close();
  });
});
