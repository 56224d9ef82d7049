// The operator console, end to end: the admin logs in at /console/ and sets up the authenticator,
// sees the console in Chinese and Russian, assigns an account manager to a merchant (and the
// merchant sees the change through the merchant API), creates a reviewer who enrols and sees only
// what the role allows; an unknown console path shows the not-found page; the admin, who chose
// Russian, logs in again from a new browser and the console opens in Russian. The merchant adds
// payees through the merchant API; the admin reviews them in Chinese and in Russian.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HK_CARD_PAYEE, US_SUPPLIER_PAYEE } from '@tradebridge/contracts/examples';
import ruAuth from '../../apps/console/src/locales/ru-RU/auth.json' with { type: 'json' };
import ruCommon from '../../apps/console/src/locales/ru-RU/common.json' with { type: 'json' };
import ruMenu from '../../apps/console/src/locales/ru-RU/menu.json' with { type: 'json' };
import ruPayee from '../../apps/console/src/locales/ru-RU/payee.json' with { type: 'json' };
import zhAuth from '../../apps/console/src/locales/zh-CN/auth.json' with { type: 'json' };
import zhMenu from '../../apps/console/src/locales/zh-CN/menu.json' with { type: 'json' };
import zhPayee from '../../apps/console/src/locales/zh-CN/payee.json' with { type: 'json' };
import { DESKTOP, expectFits, LAPTOP, PHONE, screenshot, useBrowser } from '../support/browser.ts';
import { openFromMenu } from '../support/menu.ts';
import { merchantApi } from '../support/merchant-api.ts';
import { chooseOption } from '../support/select.ts';
import { signIn, switchLanguage } from '../support/sign-in.ts';

const CONSOLE = '/console/';
const ADMIN_EMAIL = 'admin@tradebridge.dev';
const DEMO = { email: 'demo@tradebridge.dev', merNo: 'M100000001', name: 'Demo Trading Co., Ltd.' };
const REVIEWER = {
  email: 'rita.reviewer@tradebridge.dev',
  name: 'Rita Reviewer',
  pwd: 'Review3r2026',
};

const MENU_ITEMS = ['merchants', 'operators', 'audit'] as const;

/** Every screen of an admin's menu: the menu's texts but the detail pages' titles. */
/** Detail screens (reached from a list) and group headings are not menu items. */
const NOT_MENU_ITEMS = new Set([
  'merchantDetail',
  'certificationCase',
  'collectionAccount',
  'collection',
  'contract',
  'shop',
  'payee',
  'payout',
  'quota',
  'globalAccounts',
  'exchange',
  'payouts',
]);
const ADMIN_SCREENS = (Object.keys(ruMenu) as (keyof typeof ruMenu)[]).filter(
  (name) => !NOT_MENU_ITEMS.has(name),
);
/** The menu group a screen's item sits in, folded until opened. */
const GROUP_OF: Partial<Record<keyof typeof ruMenu, string>> = {
  collectionAccounts: 'globalAccounts',
  collections: 'globalAccounts',
  contracts: 'globalAccounts',
  shops: 'globalAccounts',
  payees: 'globalAccounts',
  bankFiles: 'globalAccounts',
  importExceptions: 'globalAccounts',
  screening: 'globalAccounts',
  fxPosition: 'exchange',
  exchanges: 'exchange',
  exchangePricing: 'exchange',
  payoutOrders: 'payouts',
  quotas: 'payouts',
  payoutReconciliation: 'payouts',
  payoutHours: 'payouts',
};

/** The demo merchant's payees, added through the merchant API: two bank accounts and a card. */
const PAYEES = {
  supplier: { ...US_SUPPLIER_PAYEE, remarks: 'INVOICE 2026-118' },
  withdraw: {
    method: 'bank',
    usage: 'withdraw',
    type: 'c',
    relationship: 'self',
    country: 'CN',
    currency: 'CNY',
    accountName: DEMO.name,
    bankName: '中国工商银行',
    branchName: '深圳科技园支行',
    cnaps: '102584000002',
    accountNumber: '4000 0212 0910 0123 456',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    address: '深圳市南山区科技园南区 8 栋',
    postalCode: '518057',
    purpose: 'products',
  },
  card: HK_CARD_PAYEE,
} as const;
const payeeIds: Partial<Record<keyof typeof PAYEES, string>> = {};

/** Opens the payees screen from the menu (its group unfolded when folded). */
const openPayees = async (page: Page) => {
  const item = page.getByTestId('menu-item-payees');
  await page.getByTestId('menu-group-globalAccounts').waitFor();
  if (!(await item.isVisible())) await page.getByTestId('menu-group-globalAccounts').click();
  await item.click();
  await page.getByTestId('payees-screen').waitFor();
};

const payeeRows = (page: Page) =>
  page.getByTestId('payees-table').locator('tbody tr.ant-table-row');

/** Signs an operator who has no authenticator yet into the console, checking the enrolment step. */
const signInAndEnrol = (
  page: Page,
  language: 'zh-CN' | 'ru-RU',
  as: string,
  password: string | undefined,
  shot: string,
) =>
  signIn(page, {
    app: 'console',
    as,
    password,
    language,
    async onEnrol(secret) {
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      // Shown in groups of four, yet the element's text is the raw secret (spacing is CSS).
      expect(await page.getByTestId('totp-secret').textContent()).toBe(secret);
      const qrAlt = (language === 'zh-CN' ? zhAuth : ruAuth).enrol.qrAlt;
      expect(await page.getByRole('img', { name: qrAlt }).getAttribute('src')).toMatch(
        /^data:image\/png/,
      );
      await screenshot(page, shot);
    },
  });

const sideMenuWidth = async (page: Page) =>
  Math.round((await page.getByTestId('side-menu').boundingBox())?.width ?? 0);

const menuTexts = (page: Page, names: readonly string[]) =>
  Promise.all(names.map((name) => page.getByTestId(`menu-item-${name}`).textContent()));

/**
 * The one page layout (PageContainer): the screen's title is the page's only h1, in the page
 * header; the primary action sits on the right of the title, under it on a phone; a table's pager
 * keeps the inset of the table's cells instead of touching the card's edge.
 */
const expectPageLayout = async (page: Page, name: string, phone: boolean) => {
  const header = page.getByTestId('page-header');
  await header.waitFor();
  expect(await page.getByTestId('main-content').locator('h1').count(), `${name}: one h1`).toBe(1);
  const title = (await header.getByTestId('page-title').boundingBox())!;
  const actions = header.getByTestId('page-actions');
  if ((await actions.count()) > 0) {
    const box = (await actions.boundingBox())!;
    if (phone) {
      expect(box.y, `${name}: action under the title`).toBeGreaterThanOrEqual(
        title.y + title.height,
      );
    } else {
      expect(box.x, `${name}: action right of the title`).toBeGreaterThan(title.x + title.width);
      expect(box.y, `${name}: action beside the title`).toBeLessThan(title.y + title.height);
    }
  }
  const paged = page.locator('.ant-table-wrapper', { has: page.locator('.ant-table-pagination') });
  for (const wrapper of await paged.all()) {
    const table = (await wrapper.locator('.ant-table').first().boundingBox())!;
    const pager = (await wrapper
      .locator('.ant-table-pagination > li:visible')
      .last()
      .boundingBox())!;
    expect(table.x + table.width - (pager.x + pager.width), `${name}: pager inset`).toBeGreaterThan(
      7,
    );
  }
};

/** The demo merchant's merchantInfo, through the merchant API. */
const merchantInfo = async (baseUrl: string) =>
  (await merchantApi(baseUrl, DEMO.email)).post<{
    merNo: string;
    accountManager: { name: string } | null;
  }>('merchantInfo.json');

describe('operator console', () => {
  const browser = useBrowser();
  let page: Page;
  let adminSecret = '';

  it('serves the console at /console/, and /console leads there', async () => {
    const page = await fetch(`${browser.baseUrl}/console/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Tradebridge Console</title>');
    const bare = await fetch(`${browser.baseUrl}/console`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/console/']);
  });

  it('the admin logs in at /console/ and sets up the authenticator app', async () => {
    page = await browser.page('zh-CN');
    adminSecret = (await signInAndEnrol(
      page,
      'zh-CN',
      ADMIN_EMAIL,
      undefined,
      'console-login-enrol-zh-CN',
    ))!;
    // Home of an admin is the merchants list; the console keeps its own cookie.
    await expect.poll(() => new URL(page.url()).hash).toBe('#/merchants');
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toContain('ops_token');
    expect(cookies.map((c) => c.name)).not.toContain('token');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('opsFinanceToken'),
        localStorage.getItem('financeToken'),
      ]),
    ).toEqual([expect.any(String), null]);
  });

  it('shows the console in Chinese: the whole menu of an admin, 210 px wide', async () => {
    expect(await menuTexts(page, MENU_ITEMS)).toEqual(MENU_ITEMS.map((name) => zhMenu[name]));
    await expect.poll(() => sideMenuWidth(page)).toBe(210);
    await expect.poll(() => page.title()).toBe(`${zhMenu.merchants} - Tradebridge Console`);
  });

  it('finds M100000001 and assigns Olga Ivanova as its account manager', async () => {
    await page.getByTestId('merchants-table').locator('tbody tr.ant-table-row').first().waitFor();
    const search = page.getByTestId('merchant-search').locator('input');
    await search.fill(DEMO.merNo);
    await search.press('Enter');
    const rows = page.getByTestId('merchants-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(DEMO.name);
    await screenshot(page, 'console-merchants-zh-CN');

    await page.getByTestId(`merchant-link-${DEMO.merNo}`).click();
    await page.getByTestId('merchant-detail').waitFor();
    expect(await page.getByTestId('merchant-name').textContent()).toBe(DEMO.name);
    expect(await page.getByTestId('account-manager-name').textContent()).toBe('Li Wei');

    await page.getByTestId('assign-manager').click();
    await chooseOption(page, page.getByTestId('assign-manager-select'), 'Olga Ivanova');
    await page.getByTestId('assign-manager-confirm').click();
    await expect
      .poll(() => page.getByTestId('account-manager-name').textContent())
      .toBe('Olga Ivanova');
    // The assignment is in the merchant's audit entries (by name; the code is only an attribute).
    await page
      .getByTestId('merchant-audit')
      .locator('[data-action="merchant.manager.assign"]')
      .first()
      .waitFor();
    await screenshot(page, 'console-merchant-detail-zh-CN');

    const info = await merchantInfo(browser.baseUrl);
    expect(info.merNo).toBe(DEMO.merNo);
    expect(info.accountManager?.name).toBe('Olga Ivanova');
  });

  it('the merchant adds payees; the admin approves its withdrawal account and refuses a supplier in Chinese', async () => {
    const merchant = await merchantApi(browser.baseUrl, DEMO.email);
    for (const key of ['supplier', 'withdraw', 'card'] as const) {
      const payee = await merchant.post<{ id: string }>('payee/add.json', PAYEES[key], {
        idempotencyKey: randomUUID(),
      });
      payeeIds[key] = payee.id;
    }
    await openPayees(page);
    expect(await page.getByTestId('menu-item-payees').textContent()).toBe(zhMenu.payees);
    await expect.poll(() => payeeRows(page).count()).toBe(3);
    await expectFits(page, 'console-payees-zh-CN');
    await screenshot(page, 'console-payees-zh-CN');

    await page.getByTestId(`payee-open-${payeeIds.withdraw}`).click();
    await page.getByTestId('payee-screen').waitFor();
    // The holder of the withdrawal account is the merchant.
    expect(await page.getByTestId('payee-holder-check').textContent()).toBe(
      zhPayee.detail.holderMatches.replace('{{merchant}}', DEMO.name),
    );
    expect(await page.getByTestId('payee-form-cnaps').textContent()).toBe('102584000002');
    await expectFits(page, 'console-payee-zh-CN');
    await screenshot(page, 'console-payee-zh-CN');
    await page.getByTestId('payee-approve').click();
    await page.getByTestId('approve-confirm').click();
    await expect.poll(() => page.getByTestId('payee-state').textContent()).toBe(zhPayee.state['2']);

    await page.getByTestId('back-to-payees').click();
    await page.getByTestId(`payee-open-${payeeIds.supplier}`).click();
    await page.getByTestId('payee-reject').click();
    await page.getByTestId('reject-reason').fill('户名与发票上的名称不一致');
    await screenshot(page, 'console-payee-refuse-zh-CN', { view: true });
    await page.getByTestId('reject-confirm').click();
    await expect
      .poll(() => page.getByTestId('payee-decision').textContent())
      .toContain('户名与发票上的名称不一致');
    expect(await page.getByTestId('payee-state').textContent()).toBe(zhPayee.state['3']);
  });

  it('creates a reviewer and shows the operators and the audit log', async () => {
    await openFromMenu(page, 'operators', 'operators-screen');
    await page.getByTestId('create-operator').click();
    await page.getByTestId('operator-email').fill(REVIEWER.email);
    await page.getByTestId('operator-name').fill(REVIEWER.name);
    await page.getByTestId('operator-password').fill(REVIEWER.pwd);
    await page.getByTestId('create-operator-confirm').click();
    await page.getByTestId('operators-table').locator('tr', { hasText: REVIEWER.email }).waitFor();
    await screenshot(page, 'console-operators-zh-CN');

    await openFromMenu(page, 'audit', 'audit-screen');
    await page
      .getByTestId('audit-table')
      .locator('[data-action="operator.create"]')
      .first()
      .waitFor();
    await page.getByTestId('audit-table').locator('.ant-table-row-expand-icon').first().click();
    await screenshot(page, 'console-audit-zh-CN');
  });

  it('shows the console in Russian: relabelled menu, 310 px wide', async () => {
    await switchLanguage(page, 'ru-RU');
    expect(await menuTexts(page, MENU_ITEMS)).toEqual(MENU_ITEMS.map((name) => ruMenu[name]));
    await expect.poll(() => sideMenuWidth(page)).toBe(310);
    await expect.poll(() => page.title()).toBe(`${ruMenu.audit} - Tradebridge Console`);
    // The first entry is still expanded from the Chinese screenshot.
    await screenshot(page, 'console-audit-ru-RU');

    await page.getByTestId('menu-item-operators').click();
    await page.getByTestId('operators-table').locator('tr', { hasText: REVIEWER.email }).waitFor();
    await screenshot(page, 'console-operators-ru-RU');

    await page.getByTestId('menu-item-merchants').click();
    await page.getByTestId(`merchant-link-${DEMO.merNo}`).waitFor();
    await screenshot(page, 'console-merchants-ru-RU');

    await page.getByTestId(`merchant-link-${DEMO.merNo}`).click();
    await page.getByTestId('merchant-detail').waitFor();
    await page.getByTestId('merchant-audit').locator('tbody tr.ant-table-row').first().waitFor();
    await screenshot(page, 'console-merchant-detail-ru-RU');
    // The freeze dialog in Russian (long texts), left without freezing.
    await page.getByTestId('freeze-merchant').click();
    await page.getByTestId('freeze-reason').waitFor();
    await screenshot(page, 'console-freeze-ru-RU');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('freeze-reason').count()).toBe(0);
  });

  it('shows the payees in Russian, the review queue first, and approves the card', async () => {
    await openPayees(page);
    expect(await page.getByTestId('menu-item-payees').textContent()).toBe(ruMenu.payees);
    // The review queue holds the card alone now; all payees put it first.
    await expect.poll(() => payeeRows(page).count()).toBe(1);
    await page.getByTestId('payees-tab-all').click();
    await expect.poll(() => payeeRows(page).count()).toBe(3);
    expect(await payeeRows(page).first().textContent()).toContain(ruPayee.state['1']);
    await expectFits(page, 'console-payees-ru-RU');
    await screenshot(page, 'console-payees-ru-RU');

    await page.getByTestId(`payee-open-${payeeIds.card}`).click();
    await page.getByTestId('payee-screen').waitFor();
    expect(await page.getByTestId('payee-form-cardNumber').textContent()).toBe('•••• 1111');
    await expectFits(page, 'console-payee-ru-RU');
    await screenshot(page, 'console-payee-ru-RU');
    await page.getByTestId('payee-approve').click();
    await page.getByTestId('approve-confirm').click();
    await expect.poll(() => page.getByTestId('payee-state').textContent()).toBe(ruPayee.state['2']);
  });

  it('a new reviewer enrols in Russian and sees only what the role allows', async () => {
    const reviewer = await browser.page('ru-RU');
    await signInAndEnrol(
      reviewer,
      'ru-RU',
      REVIEWER.email,
      REVIEWER.pwd,
      'console-login-enrol-ru-RU',
    );
    await expect.poll(() => sideMenuWidth(reviewer)).toBe(310);
    expect(await menuTexts(reviewer, ['merchants', 'audit'])).toEqual([
      ruMenu.merchants,
      ruMenu.audit,
    ]);
    expect(await reviewer.getByTestId('menu-item-operators').count()).toBe(0);
    await reviewer.goto(`${browser.baseUrl}${CONSOLE}#/operators`);
    await reviewer.getByTestId('exception-403').waitFor();
    await reviewer.context().close();
  });

  it.each([
    ['on a phone (390 px)', PHONE],
    ['at 1280 px', LAPTOP],
  ] as const)(
    '%s in Russian: no screen is wider than the window, every actions column in view',
    async (_, viewport) => {
      await page.setViewportSize(viewport);
      const phone = viewport === PHONE;
      if (phone) {
        await page.getByTestId('menu-button').waitFor();
        expect(await page.getByTestId('side-menu').count()).toBe(0);
      }
      for (const name of ADMIN_SCREENS) {
        if (phone) await page.getByTestId('menu-button').click();
        const item = page.getByTestId(`menu-item-${name}`);
        const group = GROUP_OF[name];
        if (group) {
          await page.getByTestId(`menu-group-${group}`).waitFor();
          if (!(await item.isVisible())) await page.getByTestId(`menu-group-${group}`).click();
        }
        await item.click();
        await expect.poll(() => page.title()).toBe(`${ruMenu[name]} - Tradebridge Console`);
        if (phone) await page.getByTestId('menu-drawer').waitFor({ state: 'hidden' });
        await expectFits(page, name);
        await expectPageLayout(page, name, phone);
        // Fixed to the table's right edge: in view however wide the rest is (when there are rows).
        const columns = page
          .locator('.ant-table-wrapper', { has: page.locator('tr.ant-table-row') })
          .getByRole('columnheader', { name: ruCommon.actions });
        for (const actions of await columns.all()) {
          const box = (await actions.boundingBox())!;
          expect(box.x + box.width, `${name}: actions column`).toBeLessThanOrEqual(viewport.width);
        }
        if (phone) await screenshot(page, `console-phone-${name}-ru-RU`);
      }
      if (phone) {
        await page.getByTestId('menu-button').click();
        await page.getByTestId('menu-item-merchants').waitFor();
        await screenshot(page, 'console-phone-menu-ru-RU', { view: true });
        await page.keyboard.press('Escape');
      }
      await page.setViewportSize(DESKTOP);
      await page.getByTestId('side-menu').waitFor();
    },
  );

  it('shows the not-found page for an unknown console path', async () => {
    await page.goto(`${browser.baseUrl}${CONSOLE}#/no/such/page`);
    await page.getByTestId('exception-404').waitFor();
    await expect.poll(() => page.title()).toContain('Tradebridge Console');
    await screenshot(page, 'console-404-ru-RU');
    await page.context().close();
  });

  it('the admin, who chose Russian, logs in again from a new browser: the console is in Russian', async () => {
    // No language chosen in this browser: the login page, with its switch in view, is in Chinese.
    const fresh = await browser.page();
    await fresh.goto('/console/');
    const loginSwitch = fresh.locator('[data-testid="language-switch"][data-language="zh-CN"]');
    await loginSwitch.waitFor();
    expect(await loginSwitch.isVisible()).toBe(true);
    await signIn(fresh, { app: 'console', as: ADMIN_EMAIL, opened: true, totpSecret: adminSecret });
    await fresh.locator('[data-testid="language-switch"][data-language="ru-RU"]').waitFor();
    expect(await menuTexts(fresh, MENU_ITEMS)).toEqual(MENU_ITEMS.map((name) => ruMenu[name]));
    await fresh.context().close();
  });
});
