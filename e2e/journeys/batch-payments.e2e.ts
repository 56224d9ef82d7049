// Batch payments and settlement quotas (issue 20), end to end. The demo admin, in Chinese, applies
// for a goods-trade quota of 500,000 USD for six months with a PDF as evidence; the admin of the
// platform approves it in the console in Russian, and /limit shows it approved with what is left.
// With an approval rule "from 1,000 USD, one approver: Mia" (the admin pays, Mia approves), the
// admin downloads the batch template for bank accounts in mainland China paid in USD — its header
// row in Chinese — fills 50 rows of which three are bad (a SWIFT code cut short, an amount with
// three decimals, a purpose not in the list), types the count and the total as counted (the count
// agrees, the total does not), uploads it: 47 valid, 3 invalid. The error file holds exactly the
// three bad rows with their reasons; the admin pays only the 47 valid ones, typing the total again
// in the payment confirmation. Mia approves the whole batch in Russian; the platform passes its 47
// orders (one through the console's payouts filtered by the batch number, the 46 others through
// the console API, as a reviewer's script) — passing an order approves the new payee the
// spreadsheet described, and the console says so before; the rail sends them to the sandbox bank,
// which settles all 47 while the batch's page watches. /limit and the quota's detail then show the
// 47 amounts drawn, in Russian and on a phone.
import { readFile } from 'node:fs/promises';
import { batchColumnsOf, quotaToday, type BatchColumn } from '@tradebridge/contracts';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { textSheet } from '../../apps/server/src/test/text-sheet.ts';
import { readXlsxRows } from '../../apps/server/src/platform/xlsx-read.ts';
import zhExports from '../../apps/server/src/locales/zh-CN/exports.json' with { type: 'json' };
import ruConsolePayee from '../../apps/console/src/locales/ru-RU/payee.json' with { type: 'json' };
import ruConsolePayout from '../../apps/console/src/locales/ru-RU/payout.json' with { type: 'json' };
import ruConsoleQuota from '../../apps/console/src/locales/ru-RU/quota.json' with { type: 'json' };
import ruPayout from '../../apps/web/src/locales/ru-RU/payout.json' with { type: 'json' };
import zhPayout from '../../apps/web/src/locales/zh-CN/payout.json' with { type: 'json' };
import { DESKTOP, expectFits, PHONE, screenshot, useBrowser } from '../support/browser.ts';
import { textPdf } from '../support/certification.ts';
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
const QUOTA_USD = 500_000;
const DEMO_MER_NO = 'M100000001';
const REVIEWER = {
  email: 'rex.reviewer@tradebridge.dev',
  name: 'Rex Reviewer',
  pwd: 'Review3r2026',
};

/** Order states (contracts' OrderState) and quota states (QuotaState) the journey waits for. */
const ORDER = { pendingReview: 1, paid: 5, pendingApproval: 7 } as const;
const QUOTA = { notApproved: 0, approved: 1, underReview: 2 } as const;

/** The template's columns for bank accounts in mainland China paid in US dollars. */
const COLUMNS = batchColumnsOf('bank', 'CN', 'USD') as readonly BatchColumn[];

/** The 50 rows' payees: five cities, ten firms in each. */
const CITIES = [
  {
    city: '深圳市',
    province: '广东省',
    district: '福田区',
    short: '深圳',
    postalCode: '518000',
    en: 'Futian District, Shenzhen',
    enShort: 'Shenzhen',
  },
  {
    city: '广州市',
    province: '广东省',
    district: '天河区',
    short: '广州',
    postalCode: '510000',
    en: 'Tianhe District, Guangzhou',
    enShort: 'Guangzhou',
  },
  {
    city: '东莞市',
    province: '广东省',
    district: '南城区',
    short: '东莞',
    postalCode: '523000',
    en: 'Nancheng District, Dongguan',
    enShort: 'Dongguan',
  },
  {
    city: '佛山市',
    province: '广东省',
    district: '顺德区',
    short: '佛山',
    postalCode: '528000',
    en: 'Shunde District, Foshan',
    enShort: 'Foshan',
  },
  {
    city: '宁波市',
    province: '浙江省',
    district: '鄞州区',
    short: '宁波',
    postalCode: '315000',
    en: 'Yinzhou District, Ningbo',
    enShort: 'Ningbo',
  },
];
const FIRMS = ['鹏达电子', '华星照明', '恒通五金', '金源塑胶', '宏达包装'];
const FIRMS_2 = ['安泰纺织', '联创光电', '永兴模具', '瑞丰机械', '嘉禾陶瓷'];
/** The firms' English names: paid in US dollars, a mainland payee goes out in Latin script. */
const FIRMS_EN = [
  'Pengda Electronics',
  'Huaxing Lighting',
  'Hengtong Hardware',
  'Jinyuan Plastics',
  'Hongda Packaging',
  'Antai Textiles',
  'Lianchuang Optoelectronics',
  'Yongxing Moulds',
  'Ruifeng Machinery',
  'Jiahe Ceramics',
];

/** Row i's amount in cents: 800.00, 837.15, … 2,620.35 USD. */
const centsOf = (i: number) => 80_000 + 3_715 * i;
/** The bad rows (0-based; sheet rows 9, 24 and 43, the header being row 1). */
const BAD = { swift: 7, decimals: 22, purpose: 41 } as const;
const BAD_ROWS = Object.values(BAD);
/** How long a screen may take to show what the server answered (on a busy machine). */
const SERVER = { timeout: 10_000 };
const sheetRowOf = (i: number) => i + 2;
const dollars = (cents: number) => (cents / 100).toFixed(2);

const ALL = Array.from({ length: 50 }, (_, i) => i);
const VALID = ALL.filter((i) => !BAD_ROWS.includes(i as never));
/** What the 47 valid rows pay: the settlement quota they draw too (USD paid in USD). */
const VALID_CENTS = VALID.reduce((sum, i) => sum + centsOf(i), 0);
/** The user's own sum of the 50 amounts, the three-decimal one rounded: not the table's. */
const COUNTED_CENTS = ALL.reduce((sum, i) => sum + (i === BAD.decimals ? 125_013 : centsOf(i)), 0);

/** Row i of the file by column (the template's Chinese list labels where a list is offered). */
const rowOf = (i: number): string[] => {
  const place = CITIES[i % CITIES.length]!;
  const firm = [...FIRMS, ...FIRMS_2][Math.floor(i / CITIES.length)]!;
  const firmEn = FIRMS_EN[Math.floor(i / CITIES.length)]!;
  const values: Partial<Record<BatchColumn, string>> = {
    accountName: `${place.city}${firm}有限公司`,
    accountNameEn: `${place.enShort} ${firmEn} Co., Ltd.`,
    type: zhExports.payoutBatch.types.c,
    relationship: zhExports.payoutBatch.relationships.supplier,
    bankName: `中国银行${place.short}分行`,
    branchName: `${place.district}支行`,
    province: place.province,
    city: place.city,
    district: place.district,
    accountNumber: `62220202001${String(10_000 + i)}`,
    swift: i === BAD.swift ? 'BKCHCN' : 'BKCHCNBJ45A',
    address: `No. ${i + 1} Industrial Avenue, ${place.en}`,
    postalCode: place.postalCode,
    amount: i === BAD.decimals ? '1250.125' : dollars(centsOf(i)),
    purpose: i === BAD.purpose ? '午餐' : zhExports.payoutBatch.purposes.products,
    note: `11 月货款第 ${i + 1} 笔`,
  };
  return COLUMNS.map((column) => values[column] ?? '');
};

/** The filled template: the downloaded header row, then the 50 rows. */
const batchFile = (headers: string[]) =>
  textSheet(zhExports.payoutBatch.sheetName, headers, ALL.map(rowOf));

const rowsOfDownload = async (download: Download) =>
  readXlsxRows(new Uint8Array(await readFile((await download.path())!)));

/** The text input of a form control (antd puts a test id on the input or on its wrapper). */
const fieldOf = (page: Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/** An amount as a screen writes it ("80,508.25 USD", "80 508,25 USD"), as a number. */
const numberOf = (text: string | null) =>
  Number(
    (text ?? '')
      .replace(/[^\d.,]/g, '')
      .replace(/,(?=\d{3})/g, '')
      .replace(',', '.'),
  );
/** Cents as a Chinese screen writes them: "80,508.25 USD". */
const zhUsd = (cents: number) =>
  `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;
const amountIn = async (locator: Locator) => numberOf(await locator.first().textContent());

describe('batch payments: a quota, 50 rows with 3 bad, 47 approved, passed, settled, drawn', () => {
  const browser = useBrowser();
  let operator: Awaited<ReturnType<typeof operatorApi>>;
  let reviewer: Awaited<ReturnType<typeof operatorApi>>;
  /** The demo admin (maker), in Chinese; Mia (approver), in Russian; the platform's admin. */
  let portal: Page;
  let mia: Page;
  let ops: Page;
  let quotaNo = '';
  let batchNo = '';
  let orders: { orderNo: string; payee: { id: string; name: string } }[] = [];

  /** Both widths of a screen: fits and photographed on a desktop, then on a phone. */
  const shootBoth = async (page: Page, name: string) => {
    await expectFits(page, name);
    await screenshot(page, name);
    await page.setViewportSize(PHONE);
    await expectFits(page, `${name}-phone`);
    await screenshot(page, `${name}-phone`);
    await page.setViewportSize(DESKTOP);
  };

  /** Opens a console screen of the payouts group from the menu (the group unfolded if folded). */
  const openConsoleMenu = async (item: string, screen: string) => {
    const entry = ops.getByTestId(`menu-item-${item}`);
    await ops.getByTestId('menu-group-payouts').waitFor();
    if (!(await entry.isVisible())) await ops.getByTestId('menu-group-payouts').click();
    await entry.click();
    await ops.getByTestId(screen).waitFor();
  };

  beforeAll(async () => {
    // The bank serves around the clock here, so the journey runs at any hour.
    operator = await operatorApi(browser.baseUrl, ADMIN_EMAIL);
    await operator.post('payout/setServiceHours.json', PAYOUTS_ALL_DAY);
    // A reviewer whose script passes the orders not passed on screen: one session per login, and
    // the admin's is the console's in the browser.
    await operator.post('operators/create.json', { ...REVIEWER, role: 'reviewer' });
    reviewer = await operatorApi(browser.baseUrl, REVIEWER.email, REVIEWER.pwd);
    // The admin's payment password; Mia approves payments from 1,000 USD (the admin does not).
    // The merchant API's session ends when the admin signs in in the browser: set-up only.
    const merchant = await merchantApi(browser.baseUrl, DEMO);
    await setPayPassword(merchant, browser.baseUrl, DEMO, PAY_PWD);
    await setApprover(merchant, MEMBER, '1000');
  });

  it('the admin applies for a goods-trade quota in Chinese; the platform approves it in Russian', async () => {
    portal = await signedInPage(browser, { as: DEMO, language: 'zh-CN' });
    await openFromMenu(portal, '/limit', 'quotas-screen');
    const goods = portal.getByTestId('quota-kind-goodsTrade');
    await goods.waitFor();
    expect(await goods.getByTestId('quota-kind-state').getAttribute('data-state')).toBe(
      String(QUOTA.notApproved),
    );
    await shootBoth(portal, 'batch-limit-none-zh-CN');
    await goods.getByTestId('quota-kind-apply').click();
    await portal.getByTestId('quota-apply-screen').waitFor();
    // The card's "Apply" chose the kind.
    expect(
      await portal.getByTestId('quota-kind').locator('input[value="goodsTrade"]').isChecked(),
    ).toBe(true);
    await fieldOf(portal, 'quota-amount').fill(String(QUOTA_USD));
    // From today for six months, typed as Chinese writes dates (2026/11/26).
    // Quotas' days are mainland China's (QUOTA_TIME_ZONE): "today" is judged there.
    const from = quotaToday(new Date());
    const [year, month, date] = from.split('-').map(Number) as [number, number, number];
    const to = new Date(Date.UTC(year, month - 1 + 6, date - 1)).toISOString().slice(0, 10);
    for (const [testId, day] of [
      ['quota-valid-from', from],
      ['quota-valid-to', to],
    ] as const) {
      const picker = portal.getByTestId(testId);
      await picker.click();
      await picker.fill(day.replaceAll('-', '/'));
      await picker.press('Enter');
      await expect.poll(() => picker.inputValue()).toBe(day.replaceAll('-', '/'));
    }
    const files = portal.getByTestId('quota-files-field');
    await files
      .locator('input[type=file]')
      .last()
      .setInputFiles({
        name: 'customs-declarations-2026Q4.pdf',
        mimeType: 'application/pdf',
        buffer: textPdf('Customs declarations 2026 Q4'),
      });
    await files
      .getByTestId('upload-file-name')
      .getByText('customs-declarations-2026Q4.pdf')
      .waitFor();
    await portal
      .locator('textarea[data-testid="quota-note"], [data-testid="quota-note"] textarea')
      .first()
      .fill('2026 年第四季度起向国内供应商支付货款');
    await shootBoth(portal, 'batch-limit-apply-zh-CN');
    await portal.getByTestId('quota-submit').click();
    await portal.getByTestId('quota-detail-screen').waitFor();
    quotaNo = /[?&]quotaNo=([A-Za-z0-9-]+)/.exec(portal.url())?.[1] ?? '';
    expect(quotaNo).not.toBe('');
    expect(await portal.getByTestId('quota-review').getAttribute('data-state')).toBe(
      String(QUOTA.underReview),
    );
    expect(await portal.getByTestId('quota-label').first().getAttribute('data-label')).toBe(
      'unavailable',
    );
    await shootBoth(portal, 'batch-quota-review-zh-CN');

    // The platform's admin, in Russian: the application in the review queue, its evidence.
    ops = await browser.page('ru-RU');
    await signIn(ops, {
      app: 'console',
      as: ADMIN_EMAIL,
      language: 'ru-RU',
      totpSecret: operator.secret,
    });
    await openConsoleMenu('quotas', 'quotas-screen');
    await ops.getByTestId(`quota-open-${quotaNo}`).waitFor();
    await shootBoth(ops, 'batch-console-quotas-ru-RU');
    await ops.getByTestId(`quota-open-${quotaNo}`).click();
    await ops.getByTestId('quota-screen').waitFor();
    expect(numberOf(await ops.getByTestId('quota-amount').textContent())).toBe(QUOTA_USD);
    expect(await ops.getByTestId('quota-files').textContent()).toContain(
      'customs-declarations-2026Q4.pdf',
    );
    await shootBoth(ops, 'batch-console-quota-review-ru-RU');
    await ops.getByTestId('quota-approve').click();
    await ops.getByTestId('approve-confirm').click();
    await expect.poll(() => ops.getByTestId('quota-approve').count(), SERVER).toBe(0);
    expect(await ops.getByTestId('quota-note').textContent()).toContain(
      ruConsoleQuota.note.approved.split('{{')[0]!.trim(),
    );

    // Approved: the goods-trade card grants and leaves 500,000 USD.
    await portal.getByTestId('quota-back').click();
    await portal.getByTestId('quotas-screen').waitFor();
    await expect
      .poll(() => goods.getByTestId('quota-kind-state').getAttribute('data-state'), SERVER)
      .toBe(String(QUOTA.approved));
    expect(await amountIn(goods.getByTestId('quota-kind-remaining'))).toBe(QUOTA_USD);
    expect(await amountIn(goods.getByTestId('quota-kind-used'))).toBe(0);
    await shootBoth(portal, 'batch-limit-approved-zh-CN');
  });

  it('the admin uploads 50 rows with 3 bad ones, gets the error file and pays the 47 valid', async () => {
    await openFromMenu(portal, '/pay', 'pay-screen');
    await portal.getByTestId('pay-batch').click();
    await portal.getByTestId('batch-pay-screen').waitFor();
    await portal.getByTestId('batch-tab-file').click();
    await portal.getByTestId('batch-file-form').waitFor();
    // Bank accounts in mainland China, paid from the USD wallet: the rows draw on the quota.
    await chooseOption(portal, portal.getByTestId('batch-file-country'), '中国', { typed: true });
    await chooseOption(portal, portal.getByTestId('batch-file-currency'), 'USD', { typed: true });
    const [template] = await Promise.all([
      portal.waitForEvent('download'),
      portal.getByTestId('batch-template').click(),
    ]);
    expect(template.suggestedFilename()).toBe(
      `${zhExports.payoutBatch.templateFileName} CN USD.xlsx`,
    );
    const headers = (await rowsOfDownload(template))[0]!.cells;
    // The header row is Chinese, the columns of the choice in the template's order.
    expect(headers).toEqual(
      COLUMNS.map((column) => zhExports.payoutBatch.columns[column].replace('{{currency}}', 'USD')),
    );
    expect(headers).toContain('银行账号*');

    // The count and the total as the admin counted them: 50 rows (right), a total that rounded
    // the three-decimal amount up (not the table's: that amount is no USD amount).
    await fieldOf(portal, 'batch-entered-count').fill('50');
    await fieldOf(portal, 'batch-entered-total').fill(dollars(COUNTED_CENTS));
    const upload = portal.getByTestId('batch-file');
    await upload
      .locator('input[type=file]')
      .last()
      .setInputFiles({
        name: 'batch-november.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await batchFile(headers),
      });
    await upload.getByTestId('upload-file-name').getByText('batch-november.xlsx').waitFor();
    await shootBoth(portal, 'batch-file-form-zh-CN');
    await portal.getByTestId('batch-check-button').click();
    const check = portal.getByTestId('batch-check');
    await check.waitFor({ timeout: 30_000 });
    expect(await portal.getByTestId('batch-totals-rows').textContent()).toBe('50');
    expect(await portal.getByTestId('batch-totals-valid').textContent()).toBe('47');
    expect(await amountIn(portal.getByTestId('batch-totals-amount'))).toBe(VALID_CENTS / 100);
    const fee = await amountIn(portal.getByTestId('batch-totals-fee'));
    const total = await amountIn(portal.getByTestId('batch-totals-total'));
    expect(fee).toBeGreaterThan(0);
    expect(Math.round(total * 100)).toBe(VALID_CENTS + Math.round(fee * 100));
    expect(await portal.getByTestId('batch-approvals').textContent()).toContain('1');
    // As typed: the count agrees, the total does not (the spec's warning; one may go on).
    expect(
      await portal.getByTestId('batch-count-consistency').getAttribute('data-consistent'),
    ).toBe('true');
    expect(
      await portal.getByTestId('batch-total-consistency').getAttribute('data-consistent'),
    ).toBe('false');
    await portal.getByTestId('batch-mismatch').waitFor();
    const rowsTotal = ALL.filter((i) => i !== BAD.decimals).reduce((s, i) => s + centsOf(i), 0);
    expect(await portal.getByTestId('batch-comparison-total').textContent()).toBe(
      zhPayout.batch.comparison.tableTotal
        .replace('{{entered}}', zhUsd(COUNTED_CENTS))
        .replace('{{total}}', zhUsd(rowsTotal)),
    );
    // Every row pays a new payee in mainland China: the valid ones draw 80,508.25 USD of 500,000.
    expect(await portal.getByTestId('quota-notice').getAttribute('data-short')).toBe('false');
    expect(await portal.getByTestId('quota-figures').textContent()).toContain(zhUsd(VALID_CENTS));
    expect(await check.getByTestId('batch-check-new').count()).toBeGreaterThan(0);
    // The first page of the rows names the bad SWIFT code of sheet row 9.
    const row9 = check.locator(`tr[data-row-key="${sheetRowOf(BAD.swift)}"]`);
    expect(await row9.getByTestId('batch-check-problems').textContent()).toContain('SWIFT');
    await expect.poll(() => portal.getByTestId('batch-continue').isDisabled()).toBe(true);
    await shootBoth(portal, 'batch-check-zh-CN');

    // The error file: exactly the three bad rows, each with its reason.
    const [errors] = await Promise.all([
      portal.waitForEvent('download'),
      portal.getByTestId('batch-error-file').click(),
    ]);
    const errorRows = await rowsOfDownload(errors);
    expect(errorRows[0]!.cells[0]).toBe(zhExports.payoutBatch.row);
    expect(errorRows[0]!.cells.at(-1)).toBe(zhExports.payoutBatch.errors);
    const bad = errorRows.slice(1);
    expect(bad.map((r) => r.cells[0])).toEqual(BAD_ROWS.map((i) => String(sheetRowOf(i))));
    const reasonOf = (i: number) =>
      bad.find((r) => r.cells[0] === String(sheetRowOf(i)))!.cells.at(-1) ?? '';
    expect(reasonOf(BAD.swift)).toContain(zhExports.payoutBatch.columns.swift);
    expect(reasonOf(BAD.decimals)).toContain(
      zhExports.payoutBatch.columns.amount.replace('{{currency}}', 'USD'),
    );
    expect(reasonOf(BAD.purpose)).toContain(zhExports.payoutBatch.columns.purpose);
    // The rows as written: the bad cells among them.
    expect(bad[0]!.cells.slice(1, COLUMNS.length + 1)).toEqual(rowOf(BAD.swift));

    // Only the 47 valid rows, confirmed with the payment password and the total typed again.
    await portal.getByTestId('batch-skip-invalid').click();
    await expect.poll(() => portal.getByTestId('batch-continue').isDisabled()).toBe(false);
    await portal.getByTestId('batch-continue').click();
    await portal.getByTestId('payment-confirm').waitFor();
    expect(numberOf(await portal.getByTestId('payment-confirm-total').textContent())).toBe(total);
    await fieldOf(portal, 'payment-reentered-amount').fill(total.toFixed(2));
    await fieldOf(portal, 'payment-pay-pwd').fill(PAY_PWD);
    if ((await portal.getByTestId('payment-account-code').count()) > 0) {
      const before = await messageIds(browser.baseUrl);
      await portal.getByTestId('payment-send-code').click();
      await fieldOf(portal, 'payment-account-code').fill(
        await newCode(browser.baseUrl, DEMO, before),
      );
    }
    await screenshot(portal, 'batch-confirm-zh-CN', { view: true });
    await portal.getByTestId('payment-confirm-submit').click();
    await portal.getByTestId('batch-detail-screen').waitFor();
    batchNo = /[?&]batchNo=([A-Za-z0-9-]+)/.exec(portal.url())?.[1] ?? '';
    expect(batchNo).not.toBe('');
    await portal.getByTestId('batch-fields').waitFor();
    expect(await portal.getByTestId('batch-field-count').textContent()).toBe('47');
    expect(await portal.getByTestId('batch-field-skipped').textContent()).toBe('3');
    expect(await amountIn(portal.getByTestId('batch-field-amount'))).toBe(VALID_CENTS / 100);
    // All 47 wait for Mia: the batch's total is in the band, though most rows are not.
    const states = portal.getByTestId('batch-state');
    expect(await states.count()).toBe(1);
    expect(await states.getAttribute('data-state')).toBe(String(ORDER.pendingApproval));
    expect(await states.textContent()).toBe(`${zhPayout.state['7']}：47`);
    expect(await portal.getByTestId('batch-approve').count()).toBe(0);
    await shootBoth(portal, 'batch-detail-waiting-zh-CN');

    const found = await reviewer.post<{ list: typeof orders; total: number }>('payout/list.json', {
      batchNo,
      pageSize: 100,
    });
    orders = found.list;
    expect(found.total).toBe(47);
  }, 120_000);

  it('Mia approves the whole batch in Russian', async () => {
    mia = await signedInPage(browser, { as: MEMBER, language: 'ru-RU' });
    await openFromMenu(mia, '/payOrder', 'payouts-screen');
    await mia.getByRole('tab', { name: ruPayout.records.batchesTab }).click();
    const row = mia.getByTestId('batches-table').locator('tr', { hasText: batchNo });
    await row.getByTestId('batch-waiting-for-me').waitFor();
    expect(await row.getByTestId('batch-count-cell').textContent()).toBe('47');
    await shootBoth(mia, 'batch-records-ru-RU');
    await row.getByTestId('batch-link').click();
    await mia.getByTestId('batch-detail-screen').waitFor();
    await mia.getByTestId('batch-waiting').waitFor();
    expect(await mia.getByTestId('batch-approve').textContent()).toContain('47');
    await shootBoth(mia, 'batch-detail-approver-ru-RU');
    await mia.getByTestId('batch-approve').click();
    await mia.getByTestId('batch-approve-confirm').click();
    await expect
      .poll(() => mia.getByTestId('batch-state').first().getAttribute('data-state'), SERVER)
      .toBe(String(ORDER.pendingReview));
    expect(await mia.getByTestId('batch-state').count()).toBe(1);
    expect(await mia.getByTestId('batch-state').textContent()).toBe(
      ruPayout.batch.stateCount.replace('{{state}}', ruPayout.state['1']).replace('{{n}}', '47'),
    );
    expect(await mia.getByTestId('batch-approve').count()).toBe(0);
  });

  it('the platform passes the 47 orders; passing one approves its new payee', async () => {
    // The batch's orders in the console, found by its number.
    await openConsoleMenu('payoutOrders', 'payouts-screen');
    const filter = ops.getByTestId('payouts-batch-filter').locator('input').first();
    await filter.fill(batchNo);
    await filter.press('Enter');
    const table = ops.getByTestId('payouts-table');
    await expect
      .poll(() => ops.locator('.ant-pagination-total-text').first().textContent(), SERVER)
      .toContain('47');
    await expect.poll(() => table.locator('tr.ant-table-row').count(), SERVER).toBe(20);
    expect(
      await table
        .getByText(ruConsolePayout.batchLine.replace('{{batchNo}}', batchNo), { exact: true })
        .count(),
    ).toBe(20);
    await shootBoth(ops, 'batch-console-payouts-ru-RU');

    // One order through the screens: its payee, new with the batch, waits for review with it.
    const first = (await table.locator('[data-testid^="payout-link-"]').first().textContent())!;
    const order = orders.find((o) => o.orderNo === first)!;
    expect(order).toBeDefined();
    await ops.goto(`/console/#/payees/${order.payee.id}`);
    await ops.getByTestId('payee-state').first().waitFor();
    expect(await ops.getByTestId('payee-state').first().textContent()).toBe(
      ruConsolePayee.state['1'],
    );
    await ops.goBack();
    await ops.getByTestId(`payout-open-${first}`).click();
    await ops.getByTestId('payout-screen').waitFor();
    expect(await ops.getByTestId('payout-batch-no').textContent()).toBe(batchNo);
    expect(await ops.getByTestId('payout-payee-name').textContent()).toBe(order.payee.name);
    // The reviewer is told the payee is new: passing the order approves it too.
    expect(await ops.getByTestId('payout-new-payee').textContent()).toBe(
      ruConsolePayout.detail.newPayee.replace('{{batchNo}}', batchNo),
    );
    await shootBoth(ops, 'batch-console-payout-ru-RU');
    await ops.getByTestId('payout-approve').click();
    await ops.getByTestId('approve-confirm').click();
    await expect
      .poll(() => ops.getByTestId('payout-state-field').first().textContent(), SERVER)
      .not.toBe(ruConsolePayout.state['1']);
    // Passing the order refreshes what the console had read of its payee.
    await ops.goto(`/console/#/payees/${order.payee.id}`);
    await expect
      .poll(() => ops.getByTestId('payee-state').first().textContent(), SERVER)
      .toBe(ruConsolePayee.state['2']);

    // Passing 46 more one by one through the screens would only repeat the above: through the
    // console's API instead, as an operator's script would.
    for (const other of orders.filter((o) => o.orderNo !== first))
      await reviewer.post('payout/decide.json', { orderNo: other.orderNo, approve: true });
    // Every payee the spreadsheet described is approved with its order.
    const inReview = await reviewer.post<{ list: { id: string }[] }>('payee/list.json', {
      merNo: DEMO_MER_NO,
      state: 1,
      pageSize: 100,
    });
    const batchPayees = new Set(orders.map((o) => o.payee.id));
    expect(inReview.list.filter((p) => batchPayees.has(p.id))).toEqual([]);
  }, 120_000);

  it('the rail settles all 47 while the batch’s page watches', async () => {
    // The page reads the batch again every 5 s while an order is on its way; the rail turns every
    // 5 s and the sandbox bank answers an ordinary transfer in 6 s.
    await expect
      .poll(() => portal.getByTestId('batch-state').first().getAttribute('data-state'), {
        timeout: 90_000,
      })
      .toBe(String(ORDER.paid));
    expect(await portal.getByTestId('batch-state').count()).toBe(1);
    expect(await portal.getByTestId('batch-state').textContent()).toBe(
      `${zhPayout.state['5']}：47`,
    );
    expect(await amountIn(portal.getByTestId('batch-field-paid'))).toBe(VALID_CENTS / 100);
    expect(await amountIn(portal.getByTestId('batch-field-returned'))).toBe(0);
    await shootBoth(portal, 'batch-detail-paid-zh-CN');
  }, 120_000);

  it('/limit and the quota’s detail show what the batch drew, in Russian and on a phone', async () => {
    await switchLanguage(portal, 'ru-RU');
    await portal.goto('/#/limit');
    const goods = portal.getByTestId('quota-kind-goodsTrade');
    // What the screen read before shows until the fresh figures arrive (read on every opening).
    await expect
      .poll(() => amountIn(goods.getByTestId('quota-kind-used')), SERVER)
      .toBe(VALID_CENTS / 100);
    expect(Math.round((await amountIn(goods.getByTestId('quota-kind-remaining'))) * 100)).toBe(
      QUOTA_USD * 100 - VALID_CENTS,
    );
    await shootBoth(portal, 'batch-limit-used-ru-RU');
    await portal.getByTestId('quota-link').first().click();
    await portal.getByTestId('quota-detail-screen').waitFor();
    await portal.getByTestId('quota-draws').waitFor();
    await expect
      .poll(
        async () => Math.round((await amountIn(portal.getByTestId('quota-remaining'))) * 100),
        SERVER,
      )
      .toBe(QUOTA_USD * 100 - VALID_CENTS);
    const draws = portal.getByTestId('quota-draw-order');
    await expect.poll(() => draws.count(), SERVER).toBe(47);
    expect(new Set(await draws.allTextContents())).toEqual(new Set(orders.map((o) => o.orderNo)));
    const drawn = (await portal.getByTestId('quota-draw-amount').allTextContents()).map(numberOf);
    expect(Math.round(drawn.reduce((sum, amount) => sum + amount, 0) * 100)).toBe(VALID_CENTS);
    expect(await portal.getByTestId('quota-draw-returned').count()).toBe(0);
    await shootBoth(portal, 'batch-quota-drawn-ru-RU');

    // The batch and the application forms in Russian, the longest labels, as they open.
    await portal.goto('/#/pay/batch');
    await portal.getByTestId('batch-form').waitFor();
    await shootBoth(portal, 'batch-form-ru-RU');
    await portal.goto('/#/limit/apply?kind=serviceTrade');
    await portal.getByTestId('quota-apply-screen').waitFor();
    await shootBoth(portal, 'batch-limit-apply-ru-RU');

    // The console's view of the same quota: its draws.
    // The console read this quota before the batch and keeps what it read for up to 30 s (the
    // apps' cache policy); a fresh load shows the draws.
    await ops.goto(`/console/#/quotas/${quotaNo}`);
    await ops.reload();
    await ops.getByTestId('quota-draws').waitFor();
    await expect
      .poll(async () => numberOf(await ops.getByTestId('quota-used').textContent()), SERVER)
      .toBe(VALID_CENTS / 100);
    await shootBoth(ops, 'batch-console-quota-drawn-ru-RU');
  });
});
