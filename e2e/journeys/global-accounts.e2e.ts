// Global accounts (issue 16), end to end: the demo merchant applies in Chinese for a foreign-trade
// collection account in USD and EUR; the admin, in the console in Russian, approves it and the
// merchant's account shows its bank details (an ABA routing number for USD, an IBAN for EUR). The
// sandbox bank's credit notification (a camt.054 of three payments from companies, written as the
// bank writes it) is uploaded on the bank files screen: two small USD payments are credited at
// once, a EUR 60,000 one waits for materials. The merchant, now in Russian, finds the three
// collections, hands in an invoice for the EUR one, the admin approves it, and the merchant's
// wallet has grown by what came in while the bell tells of the money received.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { writeCamt054 } from '../../apps/server/src/rails/iso20022/camt054.ts';
import ruConsoleCollection from '../../apps/console/src/locales/ru-RU/collection.json' with { type: 'json' };
import ruConsoleMenu from '../../apps/console/src/locales/ru-RU/menu.json' with { type: 'json' };
import ruCollection from '../../apps/web/src/locales/ru-RU/collection.json' with { type: 'json' };
import zhCollection from '../../apps/web/src/locales/zh-CN/collection.json' with { type: 'json' };
import zhMenu from '../../apps/web/src/locales/zh-CN/menu.json' with { type: 'json' };
import { DESKTOP, expectFits, PHONE, screenshot, useBrowser } from '../support/browser.ts';
import { textPdf } from '../support/certification.ts';
import { fieldOf } from '../support/form.ts';
import { openFromMenu } from '../support/menu.ts';
import { chooseOption } from '../support/select.ts';
import { signedInPage, switchLanguage } from '../support/sign-in.ts';

const DEMO = 'demo@tradebridge.dev';
const ADMIN_EMAIL = 'admin@tradebridge.dev';

/** Collection and account state codes (contracts' CollectionState and ShopState). */
const STATE = { credited: 3, awaitingMaterials: 0, materialsReview: 11, effective: 1 };

/** The three payments of the bank's notification: all from companies, in two currencies. */
const PAYMENTS = {
  first: { payer: 'Pacific Lighting Inc.', country: 'US', amount: '1250.50', currency: 'USD' },
  second: { payer: 'Maple Trade Ltd.', country: 'CA', amount: '2000.00', currency: 'USD' },
  large: { payer: 'Grand Bazaar SA', country: 'FR', amount: '60000.00', currency: 'EUR' },
} as const;
const BANK_FILE = `camt054-sandbox-${Date.now()}.xml`;
const INVOICE = 'invoice-GB-2026-118.pdf';

/** A dialog or popover over the page: the viewport as the user sees it. */
const shootView = (page: Page, name: string) => screenshot(page, name, { view: true });

/** An amount as the page writes it ("128,250.5 USD", "128 250,5 USD") in hundredths. */
const hundredthsOf = async (page: Page, text: string) => {
  const language = await page.evaluate(() => document.documentElement.lang);
  const number = text.replace(/\s*[A-Z]{3}$/, '').trim();
  const plain = language.startsWith('ru')
    ? number.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
    : number.replaceAll(',', '');
  expect(plain, `an amount: ${text}`).toMatch(/^\d+(\.\d{1,2})?$/);
  return Math.round(Number(plain) * 100);
};

/** The available balances of the USD and EUR wallets on the wallet screen, in hundredths. */
const walletBalances = async (page: Page) => {
  await openFromMenu(page, '/wallet', 'wallet-screen');
  const available = (currency: string) =>
    page.getByTestId(`wallet-card-${currency}`).getByTestId('wallet-available');
  await available('USD').waitFor();
  return {
    USD: await hundredthsOf(page, (await available('USD').textContent())!),
    EUR: await hundredthsOf(page, (await available('EUR').textContent())!),
  };
};

/** The id in the portal's address (`#/act/detail?id=…`). */
const idInAddress = (page: Page) => /[?&]id=([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

/** The bank's credit notification of the three payments, as the sandbox bank writes it. */
const camt054 = async (usdAccount: string, eurIban: string) => {
  const today = new Date().toISOString().slice(0, 10);
  const now = new Date().toISOString();
  const entry = (payment: (typeof PAYMENTS)[keyof typeof PAYMENTS], index: number) => ({
    references: { servicer: `E2E-${Date.now()}-${index}` },
    amount: payment.amount,
    currency: payment.currency,
    creditDebit: 'CRDT' as const,
    status: 'BOOK' as const,
    bookingDate: today,
    transactions: [
      {
        references: { endToEndId: `E2E-INV-${index}` },
        note: `Invoice ${index} of ${payment.payer}`,
        counterparty: {
          name: payment.payer,
          country: payment.country,
          kind: 'organisation' as const,
        },
      },
    ],
  });
  let xml = '';
  for await (const chunk of writeCamt054({ id: `MSG-E2E-${Date.now()}`, createdAt: now }, [
    {
      id: 'N-USD',
      createdAt: now,
      account: { number: usdAccount, currency: 'USD' },
      entries: [entry(PAYMENTS.first, 1), entry(PAYMENTS.second, 2)],
    },
    {
      id: 'N-EUR',
      createdAt: now,
      account: { iban: eurIban, currency: 'EUR' },
      entries: [entry(PAYMENTS.large, 3)],
    },
  ]))
    xml += chunk;
  return Buffer.from(xml, 'utf8');
};

describe('global accounts: apply, approve, collect, hand in materials, credit', () => {
  const browser = useBrowser();
  let portal: Page;
  let ops: Page;
  let accountId = '';
  let eurCollectionId = '';
  const bank = { usdAccount: '', eurIban: '' };
  let before: { USD: number; EUR: number };

  it('the merchant applies in Chinese for a foreign-trade account in USD and EUR', async () => {
    portal = await signedInPage(browser, { as: DEMO, language: 'zh-CN' });
    before = await walletBalances(portal);

    expect(await portal.getByTestId('menu-group-collection').textContent()).toBe(zhMenu.collection);
    expect(await portal.getByTestId('menu-item-/act').textContent()).toBe(zhMenu.act);
    await openFromMenu(portal, '/act', 'accounts-empty');
    await portal.getByTestId('apply').click();

    const form = portal.getByTestId('apply-form');
    await form.waitFor();
    await portal.getByTestId('apply-usage-3').click();
    await portal.getByTestId('apply-profile').waitFor();
    await fieldOf(portal, 'apply-businessDescription').fill(
      'LED 照明灯具出口欧洲和北美，主要客户为批发商与工程承包商',
    );
    await fieldOf(portal, 'apply-website').fill('https://pengda-lighting.example.com');
    await fieldOf(portal, 'apply-salesCategory').fill('照明灯具');
    await fieldOf(portal, 'apply-annualSales').fill('2500000');
    // Both currencies from the open list, then it is closed.
    const currencies = portal.getByTestId('apply-currencies');
    await currencies.click();
    for (const code of ['USD', 'EUR']) {
      await portal
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
          hasText: code,
        })
        .first()
        .click();
    }
    await portal.keyboard.press('Escape');
    await expect
      .poll(() => currencies.locator('.ant-select-selection-item').allTextContents())
      .toEqual(['USD', 'EUR']);
    await fieldOf(portal, 'apply-alias').fill('鹏达外贸');
    await expectFits(portal, 'apply-form-zh-CN');
    await screenshot(portal, 'global-accounts-apply-zh-CN');

    await portal.getByTestId('apply-submit').click();
    await portal.getByTestId('account-detail-screen').waitFor();
    await portal.getByTestId('account-state-message').waitFor();
    accountId = idInAddress(portal);
    expect(accountId).not.toBe('');
    expect(await portal.getByTestId('account-state').textContent()).toBe(
      zhCollection.accountState['2'],
    );
    expect(await portal.getByTestId('account-details').count()).toBe(0);
    await expectFits(portal, 'account-under-review-zh-CN');
    await screenshot(portal, 'global-accounts-under-review-zh-CN');

    // The list has it, under review.
    await portal.getByTestId('menu-item-/act').click();
    const row = portal.getByTestId('accounts-table').locator('tr.ant-table-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('account-state').getAttribute('data-state')).toBe('2');
    expect(await row.textContent()).toContain(zhCollection.usage['3'].label);
    await expectFits(portal, 'accounts-zh-CN');
    await screenshot(portal, 'global-accounts-list-zh-CN');
  });

  it('the admin approves it in Russian; the merchant sees USD and EUR bank details', async () => {
    ops = await signedInPage(browser, { app: 'console', as: ADMIN_EMAIL, language: 'ru-RU' });
    expect(await ops.getByTestId('menu-group-globalAccounts').textContent()).toBe(
      ruConsoleMenu.globalAccounts,
    );
    // The group is folded until opened.
    await ops.getByTestId('menu-group-globalAccounts').click();
    await ops.getByTestId('menu-item-collectionAccounts').click();
    const open = ops.getByTestId(`account-open-${accountId}`);
    await open.waitFor();
    await expectFits(ops, 'console-accounts-ru-RU');
    await screenshot(ops, 'global-accounts-console-applications-ru-RU');

    await open.click();
    await ops.getByTestId('account-screen').waitFor();
    expect(await ops.getByTestId('account-title').textContent()).toBe('鹏达外贸');
    expect(await ops.getByTestId('account-currencies').textContent()).toBe('USDEUR');
    await ops.getByTestId('account-approve').click();
    await shootView(ops, 'global-accounts-console-approve-ru-RU');
    await ops.getByTestId('approve-confirm').click();
    await expect
      .poll(() => ops.getByTestId('account-screen').getByTestId('account-state').textContent())
      .toBe(ruConsoleCollection.accountState['1']);
    await ops.getByTestId('section-details').waitFor();
    expect(await ops.getByTestId('account-approve').count()).toBe(0);
    await expectFits(ops, 'console-account-ru-RU');
    await screenshot(ops, 'global-accounts-console-approved-ru-RU');

    // The merchant's account now has its details, one tab per currency.
    // (Read afresh: the screens keep what they read for 30 s, and nothing tells them of the decision.)
    await portal.reload();
    await portal.getByTestId('account-link').click();
    await portal.getByTestId('account-details').waitFor();
    expect(await portal.getByTestId('account-state').textContent()).toBe(
      zhCollection.accountState['1'],
    );
    const usd = portal.getByTestId('bank-details-USD');
    await usd.waitFor();
    expect(await usd.getByTestId('bank-routingNumber').textContent()).toMatch(/^\d{9}$/);
    expect(await usd.getByTestId('bank-iban').count()).toBe(0);
    bank.usdAccount = (await usd.getByTestId('bank-accountNumber').textContent())!.replace(
      /\s+/g,
      '',
    );
    expect(bank.usdAccount).toMatch(/^\d{6,}$/);
    await usd.getByTestId('bank-copy-all').waitFor();
    await expectFits(portal, 'account-details-USD-zh-CN');
    await screenshot(portal, 'global-accounts-details-usd-zh-CN');

    await portal.getByRole('tab', { name: 'EUR' }).click();
    const eur = portal.getByTestId('bank-details-EUR');
    await eur.waitFor();
    const iban = (await eur.getByTestId('bank-iban').textContent())!;
    // Shown in groups of four, read without them.
    expect(iban).toMatch(/^[A-Z]{2}\d{2}( [A-Z0-9]{1,4})+$/);
    bank.eurIban = iban.replace(/\s+/g, '');
    expect(await eur.getByTestId('bank-routingNumber').count()).toBe(0);
    await expectFits(portal, 'account-details-EUR-zh-CN');
    await screenshot(portal, 'global-accounts-details-eur-zh-CN');
    // On a phone the details stack into the width.
    await portal.setViewportSize(PHONE);
    await expectFits(portal, 'account-details-phone-zh-CN');
    await screenshot(portal, 'global-accounts-details-phone-zh-CN');
    await portal.setViewportSize(DESKTOP);
  });

  it('the admin uploads the bank’s camt.054: two payments credited, one held', async () => {
    await openFromMenu(ops, 'bankFiles', 'bank-files-screen');
    await ops
      .getByTestId('bank-files-screen')
      .locator('input[type=file]')
      .setInputFiles({
        name: BANK_FILE,
        mimeType: 'application/xml',
        buffer: await camt054(bank.usdAccount, bank.eurIban),
      });
    const row = ops.getByTestId('bank-files-table').locator('tr.ant-table-row', {
      hasText: BANK_FILE,
    });
    await row.waitFor();
    // The list refreshes itself while the file is queued or importing.
    await expect
      .poll(() => row.getByTestId('bank-file-state').textContent(), { timeout: 30_000 })
      .toBe(ruConsoleCollection.bankFileState['2']);
    const count = (name: string) => row.locator(`[data-testid^="bank-file-${name}-"]`);
    const { outcome } = ruConsoleCollection.bankFiles;
    expect(await count('entries').textContent()).toBe('3');
    expect(await count('credited').textContent()).toBe(outcome.credited.replace('{{count}}', '2'));
    expect(await count('held').textContent()).toBe(outcome.held.replace('{{count}}', '1'));
    // What the import did not make is not listed.
    expect(await count('exceptions').count()).toBe(0);
    expect(await count('duplicates').count()).toBe(0);
    await expect.poll(() => ops.getByTestId('bank-files-refreshing').count()).toBe(0);
    await expectFits(ops, 'console-bank-files-ru-RU');
    await screenshot(ops, 'global-accounts-console-bank-files-ru-RU');

    // The bank's end-of-day statement of the USD account: the two payments, as camt.053.
    await ops.getByTestId('statement-open').click();
    const dialog = ops.getByRole('dialog');
    await dialog.getByTestId('statement-account').fill(bank.usdAccount);
    await shootView(ops, 'global-accounts-console-statement-ru-RU');
    const [download] = await Promise.all([
      ops.waitForEvent('download'),
      dialog.getByTestId('statement-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^camt053-${bank.usdAccount}-`));
    const xml = (await readFile((await download.path())!)).toString();
    expect(xml).toContain('camt.053.001.02');
    expect(xml.match(/<Ntry>/g)).toHaveLength(2);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the merchant, in Russian, finds three collections and hands in an invoice for the EUR one', async () => {
    await switchLanguage(portal, 'ru-RU');
    await openFromMenu(portal, '/collect', 'collections-screen');
    const rows = portal.getByTestId('collections-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    const rowOf = (payment: (typeof PAYMENTS)[keyof typeof PAYMENTS]) =>
      rows.filter({ hasText: payment.payer });
    for (const payment of [PAYMENTS.first, PAYMENTS.second]) {
      const row = rowOf(payment);
      expect(await row.getByTestId('collection-state').getAttribute('data-state')).toBe(
        String(STATE.credited),
      );
      expect(await row.getByTestId('collection-progress').textContent()).toBe(
        ruCollection.progress.successful,
      );
    }
    // Russian writes the amounts with a no-break space between thousands and a decimal comma.
    expect(await rowOf(PAYMENTS.first).getByTestId('collection-amount').textContent()).toBe(
      '1\u00a0250,50 USD',
    );
    expect(await rowOf(PAYMENTS.second).getByTestId('collection-amount').textContent()).toBe(
      '2\u00a0000,00 USD',
    );
    const large = rowOf(PAYMENTS.large);
    expect(await large.getByTestId('collection-amount').textContent()).toBe('60\u00a0000,00 EUR');
    expect(await large.getByTestId('collection-state').getAttribute('data-state')).toBe(
      String(STATE.awaitingMaterials),
    );
    expect(await large.getByTestId('collection-state').textContent()).toBe(
      ruCollection.collectionState.awaitingMaterials,
    );
    expect(await large.getByTestId('collection-progress').textContent()).toBe(
      ruCollection.progress.materialToUpload,
    );
    await expectFits(portal, 'collections-ru-RU');
    await screenshot(portal, 'global-accounts-collections-ru-RU');
    await portal.setViewportSize(PHONE);
    await expectFits(portal, 'collections-phone-ru-RU');
    await screenshot(portal, 'global-accounts-collections-phone-ru-RU');
    await portal.setViewportSize(DESKTOP);

    await large.getByTestId('collection-link').click();
    await portal.getByTestId('collection-detail-screen').waitFor();
    await portal.getByTestId('collection-needs-materials').waitFor();
    eurCollectionId = idInAddress(portal);
    expect(eurCollectionId).not.toBe('');
    await portal.getByTestId('materials-form').waitFor();
    await chooseOption(
      portal,
      portal.getByTestId('material-kind'),
      ruCollection.materialKind.invoice,
    );
    await portal
      .getByTestId('material-file')
      .locator('input[type=file]')
      .setInputFiles({
        name: INVOICE,
        mimeType: 'application/pdf',
        buffer: textPdf('Commercial invoice GB-2026-118: LED panels, EUR 60,000.00'),
      });
    await expect
      .poll(() => portal.getByTestId('material-file').getByTestId('upload-file-name').textContent())
      .toBe(INVOICE);
    await expectFits(portal, 'collection-materials-ru-RU');
    await screenshot(portal, 'global-accounts-materials-ru-RU');

    await portal.getByTestId('materials-submit').click();
    const state = portal.getByTestId('collection-detail-screen').getByTestId('collection-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe(String(STATE.materialsReview));
    expect(
      await portal
        .getByTestId('collection-detail-screen')
        .getByTestId('collection-progress')
        .textContent(),
    ).toBe(ruCollection.progress.materialToReview);
    await expect.poll(() => portal.getByTestId('materials-form').count()).toBe(0);
    expect(await portal.getByTestId('collection-materials').textContent()).toContain(INVOICE);
    await expectFits(portal, 'collection-materials-sent-ru-RU');
    await screenshot(portal, 'global-accounts-materials-sent-ru-RU');
  });

  it('the admin approves the EUR collection from the review queue', async () => {
    await openFromMenu(ops, 'collections', 'collections-screen');
    expect(await ops.getByTestId('menu-item-collections').textContent()).toBe(
      ruConsoleMenu.collections,
    );
    const open = ops.getByTestId(`collection-open-${eurCollectionId}`);
    await open.waitFor();
    // The review queue holds the EUR collection alone: the USD ones were credited at once.
    expect(await ops.getByTestId('collections-table').locator('tr.ant-table-row').count()).toBe(1);
    await expectFits(ops, 'console-collections-ru-RU');
    await screenshot(ops, 'global-accounts-console-review-queue-ru-RU');

    await open.click();
    await ops.getByTestId('collection-screen').waitFor();
    expect(await ops.getByTestId('collection-state').textContent()).toBe(
      ruConsoleCollection.collectionState['11'],
    );
    await ops.getByTestId('material-0').waitFor();
    expect(await ops.getByTestId('section-materials').textContent()).toContain(INVOICE);
    await expectFits(ops, 'console-collection-ru-RU');
    await screenshot(ops, 'global-accounts-console-collection-ru-RU');

    await ops.getByTestId('decision-approve').click();
    await ops.getByTestId('decision-confirm').waitFor();
    await shootView(ops, 'global-accounts-console-approve-collection-ru-RU');
    await ops.getByTestId('decision-confirm').click();
    await expect
      .poll(() => ops.getByTestId('collection-state').textContent())
      .toBe(ruConsoleCollection.collectionState['3']);
    expect(await ops.getByTestId('decision-approve').count()).toBe(0);
    await screenshot(ops, 'global-accounts-console-collection-credited-ru-RU');
  });

  it('the merchant’s wallets grew by what came in, and the bell tells of the money received', async () => {
    // Read afresh: the page's data is as it was before the admin's decision.
    await portal.reload();
    await portal.getByTestId('main-layout').waitFor();
    const after = await walletBalances(portal);
    expect(after.USD - before.USD).toBe(325050);
    expect(after.EUR - before.EUR).toBe(6000000);
    await expectFits(portal, 'wallet-ru-RU');
    await screenshot(portal, 'global-accounts-wallet-ru-RU');

    // Unread: the account's opening, the two USD payments, the EUR one held and then credited.
    const bell = portal.getByTestId('notice-bell');
    await expect
      .poll(async () => Number(await bell.getAttribute('data-count')))
      .toBeGreaterThanOrEqual(3);
    await bell.click();
    const items = portal.getByTestId('notice-bell-item');
    await items.first().waitFor();
    const eurInflow = items.filter({ hasText: /Поступление: .*60.?000.* EUR/ });
    const usdInflow = items.filter({ hasText: /Поступление средств: .* USD \(платежей: 2\)/ });
    await expect.poll(() => eurInflow.count()).toBe(1);
    expect(await usdInflow.count()).toBe(1);
    await shootView(portal, 'global-accounts-bell-ru-RU');

    await eurInflow.click();
    await portal.getByTestId('notice-modal-title').waitFor();
    expect(await portal.getByTestId('notice-modal').textContent()).toContain(PAYMENTS.large.payer);
    await shootView(portal, 'global-accounts-inflow-notice-ru-RU');
    await portal.getByTestId('notice-modal-close').click();
    await portal.getByTestId('notice-modal-title').waitFor({ state: 'hidden' });
    await portal.context().close();
    await ops.context().close();
  });
});
