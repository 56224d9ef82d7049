// Global accounts (issue 16), end to end: the demo merchant applies in Chinese for a foreign-trade
// collection account in USD and EUR; the admin, in the console in Russian, approves it and the
// merchant's account shows its bank details (an ABA routing number for USD, an IBAN for EUR). The
// sandbox bank's credit notification (a camt.054 of three payments from companies, written as the
// bank writes it) is uploaded on the bank files screen: two small USD payments are credited at
// once, a EUR 60,000 one waits for materials. The merchant, now in Russian, finds the three
// collections, hands in an invoice for the EUR one, the admin approves it, and the merchant's
// wallet has grown by what came in while the bell tells of the money received.
// Then bank files as real banks write them (issue 37): the bank's next notification of the USD
// account announces a payment as pending, reverses the first payment and takes its own charge; the
// console records the three as bank movements, and the merchant is told of the reversal in the bell
// and sees the payment expected above the collections and the first one reversed (its state, its
// timeline, its money out in the fund details). A third file books the pending payment: no longer expected, it is a credited collection.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CamtEntryDraft } from '../../apps/server/src/rails/iso20022/camt054.ts';
import { camtXml } from '../../apps/server/src/test/camt.ts';
import ruConsoleCollection from '../../apps/console/src/locales/ru-RU/collection.json' with { type: 'json' };
import ruConsoleMenu from '../../apps/console/src/locales/ru-RU/menu.json' with { type: 'json' };
import ruCollection from '../../apps/web/src/locales/ru-RU/collection.json' with { type: 'json' };
import ruWallet from '../../apps/web/src/locales/ru-RU/wallet.json' with { type: 'json' };
import zhCollection from '../../apps/web/src/locales/zh-CN/collection.json' with { type: 'json' };
import zhMenu from '../../apps/web/src/locales/zh-CN/menu.json' with { type: 'json' };
import zhWallet from '../../apps/web/src/locales/zh-CN/wallet.json' with { type: 'json' };
import {
  DESKTOP,
  expectFits,
  fitsAtBothWidths,
  PHONE,
  screenshot,
  useBrowser,
} from '../support/browser.ts';
import { textPdf } from '../support/certification.ts';
import { fieldOf } from '../support/form.ts';
import { openFromMenu } from '../support/menu.ts';
import { chooseOption } from '../support/select.ts';
import { signedInPage, switchLanguage } from '../support/sign-in.ts';

const DEMO = 'demo@tradebridge.dev';
const ADMIN_EMAIL = 'admin@tradebridge.dev';

/** Collection and account state codes (contracts' CollectionState and ShopState). */
const STATE = {
  credited: 3,
  awaitingMaterials: 0,
  materialsReview: 11,
  transactionFailed: 13,
  effective: 1,
};

/** The three payments of the bank's notification: all from companies, in two currencies. */
const PAYMENTS = {
  first: { payer: 'Pacific Lighting Inc.', country: 'US', amount: '1250.50', currency: 'USD' },
  second: { payer: 'Maple Trade Ltd.', country: 'CA', amount: '2000.00', currency: 'USD' },
  large: { payer: 'Grand Bazaar SA', country: 'FR', amount: '60000.00', currency: 'EUR' },
} as const;
/** The run's mark in file names and the bank's references. */
const RUN = Date.now();
const BANK_FILE = `camt054-sandbox-${RUN}.xml`;
/** The bank's next notification of the USD account, and the one that books what it announced. */
const NEXT_FILE = `camt054-sandbox-${RUN}-2.xml`;
const BOOKING_FILE = `camt054-sandbox-${RUN}-3.xml`;
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

/** A collection's state where a row or the detail shows it: its code and its words. */
const stateOf = async (where: Locator) => {
  const tag = where.getByTestId('collection-state');
  return { code: await tag.getAttribute('data-state'), text: await tag.textContent() };
};

/** The id in the portal's address (`#/act/detail?id=…`). */
const idInAddress = (page: Page) => /[?&]id=([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

type Payment = { payer: string; country: string; amount: string; currency: string };

/** The payment the bank's next file announces as pending (a payer new to the merchant). */
const PENDING: Payment = {
  payer: 'Harbor Light Supply LLC',
  country: 'US',
  amount: '3400.00',
  currency: 'USD',
};
/** The bank's charge for the payments it received, in its next file. */
const CHARGE = { amount: '25.00', reference: `E2E-${RUN}-FEE`, bankCode: 'ACMT/MDOP/CHRG' };
/** The day the pending payment is announced for and booked on. */
const VALUE_DAY = new Date().toISOString().slice(0, 10);

/** The bank's reference of the payment numbered `index` (its invoice is `E2E-INV-<index>`). */
const referenceOf = (index: number) => `E2E-${RUN}-${index}`;

/** A booked credit of one payment from a company, with the bank's reference and the invoice's. */
const creditOf = (payment: Payment, index: number): CamtEntryDraft => ({
  references: { servicer: referenceOf(index) },
  amount: payment.amount,
  currency: payment.currency,
  creditDebit: 'CRDT',
  status: 'BOOK',
  bookingDate: new Date().toISOString().slice(0, 10),
  transactions: [
    {
      references: { endToEndId: `E2E-INV-${index}` },
      note: `Invoice ${index} of ${payment.payer}`,
      counterparty: { name: payment.payer, country: payment.country, kind: 'organisation' },
    },
  ],
});

/** The pending payment, announced (PDNG, no booking day yet) or booked, same references. */
const pendingOf = (status: 'PDNG' | 'BOOK'): CamtEntryDraft => ({
  ...creditOf(PENDING, 4),
  status,
  bookingDate: status === 'BOOK' ? VALUE_DAY : null,
  valueDate: VALUE_DAY,
});

/** A camt.054 of these notifications, written with the product's writer as the bank writes it. */
const bankFile = async (notifications: Parameters<typeof camtXml>[0]) =>
  Buffer.from(await camtXml(notifications), 'utf8');

/** The bank's credit notification of the three payments. */
const camt054 = (usdAccount: string, eurIban: string) =>
  bankFile([
    {
      account: { number: usdAccount, currency: 'USD' },
      entries: [creditOf(PAYMENTS.first, 1), creditOf(PAYMENTS.second, 2)],
    },
    { account: { iban: eurIban, currency: 'EUR' }, entries: [creditOf(PAYMENTS.large, 3)] },
  ]);

/**
 * The bank's next notification of the USD account: the pending payment announced; the first
 * payment reversed — a debit with RvslInd of its amount and references, under the received credit
 * transfer's code; the bank's own charge (sub-family CHRG, no transaction details).
 */
const nextNotification = (usdAccount: string) =>
  bankFile([
    {
      account: { number: usdAccount, currency: 'USD' },
      entries: [
        pendingOf('PDNG'),
        {
          ...creditOf(PAYMENTS.first, 1),
          creditDebit: 'DBIT',
          reversal: true,
          bankTransactionCode: { domain: 'PMNT', family: 'RCDT', subFamily: 'XBCT' },
        },
        {
          references: { servicer: CHARGE.reference },
          amount: CHARGE.amount,
          currency: 'USD',
          creditDebit: 'DBIT',
          status: 'BOOK',
          bookingDate: VALUE_DAY,
          bankTransactionCode: { domain: 'ACMT', family: 'MDOP', subFamily: 'CHRG' },
          additionalInfo: 'Charges for incoming payments',
        },
      ],
    },
  ]);

/**
 * Uploads a bank file on the console's bank files screen and waits until it is imported (the list
 * refreshes itself while the file is queued or importing): its row.
 */
const uploadBankFile = async (ops: Page, name: string, buffer: Buffer) => {
  await openFromMenu(ops, 'bankFiles', 'bank-files-screen');
  await ops
    .getByTestId('bank-files-screen')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/xml', buffer });
  const row = ops.getByTestId('bank-files-table').locator('tr.ant-table-row', { hasText: name });
  await row.waitFor();
  await expect
    .poll(() => row.getByTestId('bank-file-state').textContent(), { timeout: 30_000 })
    .toBe(ruConsoleCollection.bankFileState['2']);
  await expect.poll(() => ops.getByTestId('bank-files-refreshing').count()).toBe(0);
  return row;
};

/** One of a bank file's counts as its row shows it, or null where the row leaves it out (none). */
const countOf = async (row: Locator, name: string) => {
  const cell = row.locator(`[data-testid^="bank-file-${name}-"]`);
  return (await cell.count()) > 0 ? cell.textContent() : null;
};
const { outcome, recorded } = ruConsoleCollection.bankFiles;
/** A count's text in Russian ("Зачислено: 2"). */
const counted = (text: string, count: number) => text.replace('{{count}}', String(count));

describe('global accounts: apply, approve, collect, hand in materials, credit', () => {
  const browser = useBrowser();
  let portal: Page;
  let ops: Page;
  let accountId = '';
  let eurCollectionId = '';
  const bank = { usdAccount: '', eurIban: '' };
  let before: { USD: number; EUR: number };
  /** The wallets once the three payments are in. */
  let credited: { USD: number; EUR: number };
  /** The first payment's collection, as the console names the one the bank reversed. */
  let reversedOrderNo = '';

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
    const row = await uploadBankFile(ops, BANK_FILE, await camt054(bank.usdAccount, bank.eurIban));
    expect(await countOf(row, 'entries')).toBe('3');
    expect(await countOf(row, 'credited')).toBe(counted(outcome.credited, 2));
    expect(await countOf(row, 'held')).toBe(counted(outcome.held, 1));
    // What the import did not make is not listed.
    expect(await countOf(row, 'exceptions')).toBeNull();
    expect(await countOf(row, 'duplicates')).toBeNull();
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
    expect(await stateOf(large)).toEqual({
      code: String(STATE.awaitingMaterials),
      text: ruCollection.collectionState.awaitingMaterials,
    });
    expect(await large.getByTestId('collection-progress').textContent()).toBe(
      ruCollection.progress.materialToUpload,
    );
    await fitsAtBothWidths(portal, 'global-accounts-collections', 'ru-RU');

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
    credited = await walletBalances(portal);
    expect(credited.USD - before.USD).toBe(325050);
    expect(credited.EUR - before.EUR).toBe(6000000);
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
  });

  it('the bank’s next file announces a payment, reverses the first one and takes a charge: the console records the three', async () => {
    const row = await uploadBankFile(ops, NEXT_FILE, await nextNotification(bank.usdAccount));
    expect(await countOf(row, 'entries')).toBe('3');
    for (const name of ['credited', 'held', 'exceptions', 'duplicates'])
      expect(await countOf(row, name), name).toBeNull();
    // Also recorded: one payment expected, one collection reversed, one other bank movement.
    expect(await countOf(row, 'expected')).toBe(counted(recorded.expected, 1));
    expect(await countOf(row, 'reversed')).toBe(counted(recorded.reversed, 1));
    expect(await countOf(row, 'movements')).toBe(counted(recorded.movements, 1));
    await expectFits(ops, 'console-bank-files-recorded-ru-RU');
    await screenshot(ops, 'global-accounts-console-bank-files-recorded-ru-RU');

    // A count opens the file's bank movements.
    await row.locator('[data-testid^="bank-file-movements-"]').click();
    await ops.getByTestId('bank-movements-table').waitFor();
    const movements = ops.getByTestId('bank-movements-table').locator('tr.ant-table-row');
    await expect.poll(() => movements.count()).toBe(3);
    expect(await ops.getByTestId('bank-movements-file-filter').textContent()).toBe(
      ruConsoleCollection.bankMovements.ofFile.replace('{{name}}', NEXT_FILE),
    );
    const kinds = ruConsoleCollection.bankMovementKind;
    const movementOf = (reference: string) => {
      const movement = movements.filter({ hasText: reference });
      return {
        kind: () => movement.locator('[data-testid^="bank-movement-kind-"]').textContent(),
        amount: () => movement.locator('[data-testid^="bank-movement-amount-"]').textContent(),
        concerns: () => movement.locator('[data-testid^="bank-movement-concerns-"]').textContent(),
        text: () => movement.textContent(),
      };
    };
    const expected = movementOf(referenceOf(4));
    expect(await expected.kind()).toBe(kinds.expected);
    expect(await expected.amount()).toBe('+3\u00a0400,00 USD');
    expect(await expected.text()).toContain(PENDING.payer);
    // Not booked yet: it concerns no collection.
    expect(await expected.concerns()).toBe('--');
    const reversal = movementOf(referenceOf(1));
    expect(await reversal.kind()).toBe(kinds.reversal);
    expect(await reversal.amount()).toBe('-1\u00a0250,50 USD');
    expect(await reversal.text()).toContain(PAYMENTS.first.payer);
    // It names the collection it took back.
    const concerns = (await reversal.concerns())!;
    expect(concerns).toContain(ruConsoleCollection.bankMovements.collection);
    reversedOrderNo = concerns.replace(ruConsoleCollection.bankMovements.collection, '').trim();
    expect(reversedOrderNo).toMatch(/^\w{6,}$/);
    const charge = movementOf(CHARGE.reference);
    expect(await charge.kind()).toBe(kinds.charge);
    expect(await charge.amount()).toBe('-25,00 USD');
    expect(await charge.text()).toContain(CHARGE.bankCode);
    await expectFits(ops, 'console-bank-movements-ru-RU');
    await screenshot(ops, 'global-accounts-console-bank-movements-ru-RU');
  });

  it('the merchant sees the payment expected and the first one reversed, in Russian and Chinese', async () => {
    // Read afresh: nothing tells the portal of the bank's file.
    await portal.reload();
    await portal.getByTestId('main-layout').waitFor();
    // The bell tells of the money taken back, as it told of the money received.
    await portal.getByTestId('notice-bell').click();
    const reversal = portal
      .getByTestId('notice-bell-item')
      .filter({ hasText: /Банк сторнировал поступление: 1.?250,50 USD/ });
    await expect.poll(() => reversal.count()).toBe(1);
    await reversal.click();
    await portal.getByTestId('notice-modal-title').waitFor();
    expect(await portal.getByTestId('notice-modal').textContent()).toContain(PAYMENTS.first.payer);
    await portal.getByTestId('notice-modal-close').click();
    await portal.getByTestId('notice-modal-title').waitFor({ state: 'hidden' });
    for (const [language, texts, wallet] of [
      ['ru-RU', ruCollection, ruWallet],
      ['zh-CN', zhCollection, zhWallet],
    ] as const) {
      await switchLanguage(portal, language);
      const plural = new Intl.PluralRules(language).select(1);

      // Above the collections: the payment on its way, with its payer, amount and account.
      await openFromMenu(portal, '/collect', 'collections-screen');
      const card = portal.getByTestId('expected-funds');
      await card.waitFor();
      const titles = texts.expected as Record<string, string>;
      expect(await card.locator('.ant-card-head-title').textContent()).toBe(
        titles[`title_${plural}`]!.replace('{{count}}', '1'),
      );
      expect(await card.getByTestId('expected-hint').textContent()).toBe(texts.expected.hint);
      expect(await card.locator('thead th').allTextContents()).toEqual([
        texts.expected.expectedOn,
        texts.expected.amount,
        texts.expected.payer,
        texts.expected.account,
        texts.expected.announcedAt,
      ]);
      const funds = card.getByTestId('expected-table').locator('tbody tr.ant-table-row');
      await expect.poll(() => funds.count()).toBe(1);
      const fund = (await funds.textContent())!;
      expect(fund).toContain(PENDING.payer);
      expect(fund).toContain(language === 'ru-RU' ? '3\u00a0400,00 USD' : '3,400.00 USD');
      expect(fund).toContain(bank.usdAccount);
      expect(await funds.getByTestId('expected-on').textContent()).toMatch(/\d/);

      // The first payment, reversed: not a new collection, the same one in its final state.
      const rows = portal.getByTestId('collections-table').locator('tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(3);
      const reversed = rows.filter({ hasText: PAYMENTS.first.payer });
      expect(await reversed.getByTestId('collection-link').textContent()).toBe(reversedOrderNo);
      const failed = {
        code: String(STATE.transactionFailed),
        text: texts.collectionState.transactionFailed,
      };
      expect(await stateOf(reversed)).toEqual(failed);
      expect(await reversed.getByTestId('collection-reason').textContent()).toBe(
        texts.reason.reversed,
      );
      await fitsAtBothWidths(portal, 'global-accounts-collections-expected', language);

      // Its detail: reversed by the bank, the last event of its timeline.
      await reversed.getByTestId('collection-link').click();
      const detail = portal.getByTestId('collection-detail-screen');
      await detail.waitFor();
      await expect.poll(() => stateOf(detail)).toEqual(failed);
      expect(await detail.getByTestId('collection-reason').textContent()).toBe(
        texts.reason.reversed,
      );
      const events = detail.getByTestId('collection-event');
      const last = events.last();
      expect(await last.getAttribute('data-action')).toBe('reversed');
      expect(await last.locator('strong').textContent()).toBe(texts.collectionEvent.reversed);
      expect(await last.textContent()).toContain(texts.actor.bank);
      await fitsAtBothWidths(portal, 'global-accounts-collection-reversed', language);

      // The wallet gave the money back; the fund details show it leave under the collection's order.
      const now = await walletBalances(portal);
      expect(credited.USD - now.USD).toBe(125050);
      expect(now.EUR).toBe(credited.EUR);
      await portal.getByTestId('wallet-card-USD').getByTestId('wallet-details').click();
      await portal.getByTestId('fund-detail-screen').waitFor();
      const moves = portal
        .getByTestId('fund-detail-table')
        .locator('tr[data-row-key]', { hasText: reversedOrderNo });
      await expect.poll(() => moves.count()).toBe(2);
      const out = moves.filter({ hasText: wallet.kind.collectionReversal });
      expect(await out.count()).toBe(1);
      expect(await out.textContent()).toContain(PAYMENTS.first.payer);
      expect(await out.textContent()).toContain(wallet.direction.out);
      const taken = (await out.getByTestId('movement-amount').textContent())!;
      expect(taken.startsWith('-'), taken).toBe(true);
      expect(await hundredthsOf(portal, taken.slice(1))).toBe(125050);
      expect(await moves.filter({ hasText: wallet.kind.collection }).count()).toBe(1);
      await fitsAtBothWidths(portal, 'global-accounts-fund-details-reversal', language);
    }
  });

  it('a third file books the pending payment: no longer expected, it is credited', async () => {
    const row = await uploadBankFile(
      ops,
      BOOKING_FILE,
      await bankFile([
        { account: { number: bank.usdAccount, currency: 'USD' }, entries: [pendingOf('BOOK')] },
      ]),
    );
    expect(await countOf(row, 'entries')).toBe('1');
    expect(await countOf(row, 'credited')).toBe(counted(outcome.credited, 1));
    for (const name of ['held', 'exceptions', 'duplicates'])
      expect(await countOf(row, name), name).toBeNull();
    await screenshot(ops, 'global-accounts-console-bank-files-booked-ru-RU');

    // The merchant (in Chinese): the card is gone, the payment is a credited collection.
    await portal.reload();
    await portal.getByTestId('main-layout').waitFor();
    const expectedRead = portal.waitForResponse((r) =>
      r.url().includes('collection/expected.json'),
    );
    await openFromMenu(portal, '/collect', 'collections-screen');
    await expectedRead;
    const rows = portal.getByTestId('collections-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await portal.getByTestId('expected-funds').count()).toBe(0);
    const booked = rows.filter({ hasText: PENDING.payer });
    expect(await stateOf(booked)).toEqual({
      code: String(STATE.credited),
      text: zhCollection.collectionState.credited,
    });
    expect(await booked.getByTestId('collection-progress').textContent()).toBe(
      zhCollection.progress.successful,
    );
    expect(await booked.getByTestId('collection-amount').textContent()).toBe('3,400.00 USD');
    await fitsAtBothWidths(portal, 'global-accounts-collections-booked', 'zh-CN');
    const orderNo = (await booked.getByTestId('collection-link').textContent())!;
    const now = await walletBalances(portal);
    expect(now.USD - credited.USD).toBe(340000 - 125050);

    // The console's movements of the earlier file: the expected payment now concerns that collection.
    await openFromMenu(ops, 'bankMovements', 'bank-movements-table');
    const expected = ops
      .getByTestId('bank-movements-table')
      .locator('tr.ant-table-row', { hasText: referenceOf(4) });
    await expect
      .poll(() => expected.locator('[data-testid^="bank-movement-concerns-"]').textContent())
      .toContain(orderNo);
    await portal.context().close();
    await ops.context().close();
  });
});
