// The bank's side of collections as the finance operator reads it (issue 37's screens): bank files,
// bank movements and import exceptions, after a day's files — credits posted by hand, a camt.054
// with a pending credit, a charge, a credit to an unknown account, a second with a reversal of a
// credited payment and of one never seen, and a file that breaks the schema; one exception is
// closed with a note. In Russian (the longest labels), Chinese and English, every column of the
// three tables fits a 1440 px window without scrolling sideways and no header breaks a letter a
// line; on a 390 px phone the table scrolls inside its box under a fixed first column, and what a
// row is read for (the amount, the state or reason, the file or counterparty) is in view without.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { camtXml, draftOf, type SimplePayment } from '../../apps/server/src/test/camt.ts';
import type { CamtEntryDraft } from '../../apps/server/src/rails/iso20022/camt054.ts';
import {
  DESKTOP,
  expectFits,
  PHONE,
  screenshot,
  useBrowser,
  type Language,
} from '../support/browser.ts';
import { merchantApi } from '../support/merchant-api.ts';
import { approvedCollectionAccount } from '../support/collection-account.ts';
import { operatorApi } from '../support/operator-api.ts';
import { signIn, switchLanguage } from '../support/sign-in.ts';

const DEMO = 'demo@tradebridge.dev';
const ADMIN_EMAIL = 'admin@tradebridge.dev';
const today = new Date().toISOString().slice(0, 10);

let sequence = 0;
const payment = (overrides: Partial<SimplePayment> = {}): SimplePayment => {
  sequence += 1;
  return {
    reference: `BT${Date.now()}${sequence}`,
    amount: '100.00',
    currency: 'USD',
    creditDebit: 'CRDT',
    status: 'BOOK',
    bookingDate: today,
    payer: { name: 'Lumière Distribution SARL', country: 'FR', kind: 'organisation' },
    endToEndId: `E2E-BT-${sequence}`,
    note: `Invoice PD-2026-0117-${sequence}`,
    ...overrides,
  };
};
const reversalOf = (p: SimplePayment): CamtEntryDraft => ({
  ...draftOf(p),
  references: { servicer: `RV-${p.reference}` },
  creditDebit: 'DBIT',
  reversal: true,
});

/** The three screens, each with the cells a row is read for (test id prefixes). */
const SCREENS = [
  { path: 'bank-files', name: 'bank-files', read: ['bank-file-name-', 'bank-file-state'] },
  {
    path: 'bank-movements',
    name: 'bank-movements',
    read: ['bank-movement-amount-', 'bank-movement-kind-', 'bank-movement-counterparty-'],
  },
  {
    // Open and closed ones: how one was closed, by whom and when, is a column too.
    path: 'exceptions?tab=all',
    name: 'exceptions',
    read: ['exception-reason-', 'exception-amount-'],
  },
] as const;

/** Headers of `name`'s table taller than three lines (a word broken a letter a line). */
const tallHeaders = (page: Page, name: string) =>
  page.evaluate(
    (testId) =>
      [...document.querySelectorAll<HTMLElement>(`[data-testid="${testId}"] thead th`)]
        .filter((th) => th.textContent?.trim() && th.getBoundingClientRect().height > 90)
        .map((th) => `${th.textContent!.trim()} (${Math.round(th.offsetWidth)} px wide)`),
    `${name}-table`,
  );

/** Cells of the first row whose test id starts with one of `prefixes` but end outside the window. */
const outOfView = (page: Page, prefixes: readonly string[]) =>
  page.evaluate((starts) => {
    const row = document.querySelector('.ant-table-tbody tr.ant-table-row');
    if (!row) return ['no row'];
    return starts.flatMap((start) => {
      const cell = row.querySelector<HTMLElement>(`[data-testid^="${start}"]`);
      if (!cell) return [`${start}: none`];
      const box = cell.getBoundingClientRect();
      return box.right > window.innerWidth + 1 || box.width === 0
        ? [`${start}: ends at ${Math.round(box.right)} px of ${window.innerWidth}`]
        : [];
    });
  }, prefixes);

/** Whether the first column's header stays in place when `name`'s table is scrolled to its end. */
const firstColumnStays = (page: Page, name: string) =>
  page.evaluate(async (testId) => {
    const wrapper = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
    const box = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body')!;
    const first = () => wrapper.querySelector('tbody tr.ant-table-row td')!.getBoundingClientRect();
    box.scrollIntoView({ block: 'start' });
    const before = first().left;
    box.scrollLeft = box.scrollWidth;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return box.scrollLeft > 0 && Math.abs(first().left - before) < 1;
  }, `${name}-table`);

describe('bank files, movements and exceptions fit a desktop in every language, and a phone', () => {
  const browser = useBrowser();
  let secret = '';

  beforeAll(async () => {
    const merchant = await merchantApi(browser.baseUrl, DEMO);
    const operator = await operatorApi(browser.baseUrl, ADMIN_EMAIL);
    secret = operator.secret;
    const approved = await approvedCollectionAccount(merchant, operator);
    const usd = { number: approved.details.find((d) => d.currency === 'USD')!.accountNumber };
    await operator.post(
      'collection/postCredit.json',
      {
        account: usd.number,
        currency: 'USD',
        amount: '2480.00',
        payerName: 'Lumière Distribution SARL',
        payerCountry: 'FR',
        payerKind: 'company',
        note: 'Invoice PD-2026-0117-1',
      },
      { idempotencyKey: `credit-${Date.now()}` },
    );
    const credited = payment({ amount: '12345.67' });
    const files = [
      [
        'camt054_20261206_CITIHKHX_USD_000183.xml',
        await camtXml([
          {
            account: { number: usd.number, currency: 'USD' },
            entries: [
              credited,
              payment({ amount: '250.00', status: 'PDNG', bookingDate: null }),
              {
                references: { servicer: `CHG${Date.now()}` },
                amount: '12.50',
                currency: 'USD',
                creditDebit: 'DBIT',
                bookingDate: today,
                bankTransactionCode: { domain: 'PMNT', family: 'MDOP', subFamily: 'CHRG' },
              },
            ],
          },
          { account: { number: '9990001234567', currency: 'USD' }, entries: [payment()] },
        ]),
      ],
      [
        'camt054_20261206_CITIHKHX_USD_000184.xml',
        await camtXml([
          {
            account: { number: usd.number, currency: 'USD' },
            entries: [reversalOf(credited), reversalOf(payment({ amount: '33.00' }))],
          },
        ]),
      ],
      [
        'camt054_20261206_CITIHKHX_USD_000185.xml',
        (
          await camtXml([
            {
              account: { number: usd.number, currency: 'USD' },
              entries: [payment({ amount: '99.00' })],
            },
          ])
        ).replace('>99.00<', '>99,00<'),
      ],
    ] as const;
    for (const [name, xml] of files) {
      await operator.upload('collection/bankFileUpload.json', name, Buffer.from(xml));
      // The background job imports each file within seconds; the next waits for it (a reversal
      // needs its credit imported first).
      const pending = async () =>
        (
          await operator.post<{ list: { state: number }[] }>('collection/bankFiles.json', {
            pageSize: 50,
          })
        ).list.some((file) => file.state < 2);
      for (let tries = 0; tries < 90 && (await pending()); tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const exceptions = await operator.post<{ list: { id: string; reason: string }[] }>(
      'collection/exceptions.json',
      { pageSize: 50 },
    );
    await operator.post('collection/resolveException.json', {
      exceptionId: exceptions.list.find((row) => row.reason === 'unknownAccount')!.id,
      note: 'Returned to the payer through Citibank Hong Kong, ticket 4471',
    });
  });

  it('shows every column at 1440 px and the primary facts at 390 px, in ru-RU, zh-CN and en-US', async () => {
    const page = await browser.page('ru-RU');
    await signIn(page, { as: ADMIN_EMAIL, app: 'console', totpSecret: secret });
    // Every screen is photographed before any is judged: the pictures of a failing run show it all.
    const problems: string[] = [];
    for (const language of ['ru-RU', 'zh-CN', 'en-US'] as Language[]) {
      // On a phone the language menu is folded into the header's "more".
      await page.setViewportSize(DESKTOP);
      await switchLanguage(page, language);
      for (const screen of SCREENS) {
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          await page.goto(`/console/#/collection/${screen.path}`);
          await page.getByTestId(`${screen.name}-screen`).waitFor();
          await page
            .locator(`[data-testid="${screen.name}-table"] .ant-table-row`)
            .first()
            .waitFor();
          const where = `${screen.name} ${language} ${viewport.width}`;
          await screenshot(page, `bank-tables-${screen.name}-${language}-${viewport.width}`);
          for (const header of await tallHeaders(page, screen.name))
            problems.push(`${where}: header ${header}`);
          if (viewport === PHONE) {
            for (const cell of await outOfView(page, screen.read))
              problems.push(`${where}: ${cell}`);
            // Scrolled sideways, the first column stays where it was.
            if (!(await firstColumnStays(page, screen.name)))
              problems.push(`${where}: the first column scrolls away`);
            await screenshot(page, `bank-tables-${screen.name}-${language}-390-scrolled`, {
              view: true,
            });
            await page.evaluate(() => window.scrollTo(0, 0));
          }
          try {
            await expectFits(page, where, { tablesScroll: viewport === PHONE });
          } catch (error) {
            problems.push((error as Error).message.split('\n').slice(0, 6).join(' '));
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
