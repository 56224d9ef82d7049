// The portal shell in each hand-written language: the login page, logging in with the picture code
// from the development inbox, the spec's menu with its titles and widths (210 px Chinese, 310 px
// otherwise), the page title, the not-found page; screenshots of the main screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enMenu from '../../apps/web/src/locales/en-US/menu.json' with { type: 'json' };
import ruMenu from '../../apps/web/src/locales/ru-RU/menu.json' with { type: 'json' };
import zhMenu from '../../apps/web/src/locales/zh-CN/menu.json' with { type: 'json' };
import {
  expectFits,
  LAPTOP,
  PHONE,
  screenshot,
  useBrowser,
  type Language,
} from '../support/browser.ts';
import { signIn } from '../support/sign-in.ts';

const browser = useBrowser();

const PRODUCT = 'Tradebridge';

const CASES: [Language, Record<string, string>, number, string][] = [
  ['zh-CN', zhMenu, 210, '登录'],
  ['en-US', enMenu, 310, 'Log in'],
  ['ru-RU', ruMenu, 310, 'Вход'],
];

/** Menu paths of spec §2 with their i18n keys. */
const LEAVES: [string, keyof typeof zhMenu][] = [
  ['/main', 'home'],
  ['/wallet', 'wallet'],
  ['/act', 'act'],
  ['/collect', 'collect'],
  ['/contract', 'contract'],
  ['/shop', 'shop'],
  ['/pay', 'pay'],
  ['/payee', 'payee'],
  ['/limit', 'limit'],
  ['/payOrder', 'payOrder'],
  ['/exchange', 'exchangeStart'],
  ['/exchangeOrder', 'exchangeOrder'],
  ['/secure', 'secure'],
];
const GROUPS = ['collection', 'payment', 'exchange'] as const;

/** Screens checked at each width, with what shows when they are ready. */
const SCREENS = [
  ['/wallet/detail', 'fund-detail-screen'],
  ['/wallet/transfer', 'transfer-form'],
  ['/secure', 'secure-screen'],
  ['/team', 'team-table'],
  ['/notice/notice', 'message-centre-screen'],
] as const;

/** The accepted B2B fee schedule, opened from home: a consent shows every figure without scrolling. */
const expectFeeTableInView = async (page: Page, shot: string) => {
  await page.getByTestId('agreement-view-b2b').click();
  await page.getByTestId('agreement-fee-table').locator('tr[data-row-key]').first().waitFor();
  await expectFits(page, 'fee schedule', { tablesScroll: false });
  await screenshot(page, shot, { view: true });
  await page.keyboard.press('Escape');
  await page.getByTestId('agreement-fee-table').waitFor({ state: 'detached' });
};

describe('portal shell', () => {
  it.each(CASES)(
    'in %s: login page, menu, side width, title and not-found page',
    async (language, menu, width, loginTitle) => {
      const page = await browser.page(language);
      await page.goto(`${browser.baseUrl}/`);
      // Not logged in: the guard sends the visitor to the login page.
      await page.getByTestId('login-screen').waitFor();
      await page.waitForFunction((t) => document.title === t, `${loginTitle} - ${PRODUCT}`);
      // The link shows once the public config has loaded: wait for it rather than read it at once.
      await page.getByTestId('dev-inbox-link').waitFor();
      await screenshot(page, `portal-login-${language}`);

      await signIn(page, { as: 'demo@tradebridge.dev', language, opened: true });
      // Back to where the guard found the visitor ('/'), which is home: /main.
      await page.waitForFunction(() => window.location.hash === '#/main');
      const side = page.getByTestId('side-menu');
      expect(Math.round((await side.boundingBox())!.width)).toBe(width);
      for (const group of GROUPS) {
        expect(await side.getByTestId(`menu-group-${group}`).textContent()).toBe(menu[group]);
      }
      for (const [path, key] of LEAVES) {
        expect(await side.getByTestId(`menu-item-${path}`).textContent()).toBe(menu[key]);
      }
      expect(await page.title()).toBe(`${menu.home} - ${PRODUCT}`);
      await screenshot(page, `portal-main-${language}`);

      await side.getByTestId('menu-item-/secure').click();
      await page.getByTestId('secure-screen').waitFor();
      await page.waitForFunction((t) => document.title === t, `${menu.secure} - ${PRODUCT}`);
      await page.getByTestId('logins-table').locator('tr[data-row-key]').first().waitFor();
      await screenshot(page, `portal-secure-${language}`);

      await page.goto(`${browser.baseUrl}/#/team`);
      await page.getByTestId('team-table').locator('tr[data-row-key]').first().waitFor();
      await screenshot(page, `portal-team-${language}`);
      await page.getByTestId('invite-member').click();
      await page.getByRole('dialog').getByTestId('permission-matrix').waitFor();
      await screenshot(page, `portal-team-invite-${language}`);

      await page.goto(`${browser.baseUrl}/#/no-such-page`);
      await page.getByTestId('exception-404').waitFor();
      expect(await page.getByTestId('side-menu').count()).toBe(0);
      await screenshot(page, `portal-404-${language}`);

      await page.goto(`${browser.baseUrl}/#/user/register`);
      await page.getByTestId('register-screen').waitFor();
      await screenshot(page, `portal-register-${language}`);
      await page.context().close();
    },
  );

  it.each(['zh-CN', 'ru-RU'] as const)(
    'on a phone (390 px) in %s: the menu is a drawer, the header folds, nothing is wider than the screen',
    async (language) => {
      const page = await browser.page(language, PHONE);
      await signIn(page, { as: 'demo@tradebridge.dev' });
      expect(await page.getByTestId('side-menu').count()).toBe(0);
      await expectFits(page, 'home');
      await screenshot(page, `phone-main-${language}`);
      await expectFeeTableInView(page, `phone-agreement-${language}`);

      // The menu: a drawer behind the header's button; following an entry closes it.
      await page.getByTestId('menu-button').click();
      const drawer = page.getByTestId('side-menu');
      await drawer.getByTestId('menu-item-/wallet').waitFor();
      await screenshot(page, `phone-menu-${language}`, { view: true });
      await drawer.getByTestId('menu-item-/wallet').click();
      await page.getByTestId('wallet-screen').waitFor();
      await drawer.waitFor({ state: 'hidden' });
      await expectFits(page, 'wallets');
      await screenshot(page, `phone-wallet-${language}`);

      // The header's secondary items: in "more".
      await page.getByTestId('header-more').click();
      await page.getByTestId('header-more-items').getByTestId('language-switch').waitFor();
      await screenshot(page, `phone-header-more-${language}`, { view: true });
      await page.keyboard.press('Escape');

      for (const [path, ready] of SCREENS) {
        await page.goto(`${browser.baseUrl}/#${path}`);
        await page.getByTestId(ready).waitFor();
        await expectFits(page, path);
        await screenshot(page, `phone-${path.slice(1).replaceAll('/', '-')}-${language}`);
      }
      await page.context().close();
    },
  );

  it('at 1280 px in Russian, the longest labels: tables keep every column in reach', async () => {
    const page = await browser.page('ru-RU', LAPTOP);
    await signIn(page, { as: 'demo@tradebridge.dev' });
    await expectFeeTableInView(page, 'laptop-agreement-ru-RU');
    for (const [path, ready] of [['/main', 'home-screen'], ...SCREENS] as const) {
      await page.goto(`${browser.baseUrl}/#${path}`);
      await page.getByTestId(ready).waitFor();
      await expectFits(page, path);
    }
    await page.context().close();
  });

  it('a later login in a new browser opens in the language the user chose', async () => {
    const first = await browser.page('ru-RU');
    await signIn(first, { as: 'buyer@tradebridge.dev' });
    await first.getByTestId('main-content').waitFor();
    await first.context().close();

    // No language chosen in this browser: the login page is in Chinese, the portal in Russian.
    const second = await browser.page();
    await second.goto('/#/user/login');
    await second.locator('[data-testid="language-switch"][data-language="zh-CN"]').waitFor();
    await signIn(second, { as: 'buyer@tradebridge.dev', opened: true });
    await second.locator('[data-testid="language-switch"][data-language="ru-RU"]').waitFor();
    expect(await second.getByTestId('menu-item-/main').textContent()).toBe(ruMenu.home);
    await second.context().close();
  });

  it('serves the portal and the console with the security headers they run under', async () => {
    for (const path of ['/', '/console/']) {
      const res = await fetch(`${browser.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      // Served over plain HTTP: no HSTS.
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('sends the built assets compressed as the browser accepts, from the copies made at build', async () => {
    for (const base of ['/', '/console/']) {
      const html = await (await fetch(`${browser.baseUrl}${base}`)).text();
      // The first page's libraries (the entry itself is too small to be worth compressing).
      const script = /<link rel="modulepreload"[^>]+href="([^"]+\/vendor-first-[^"]+\.js)"/.exec(
        html,
      )?.[1];
      expect(script, base).toBeDefined();
      const url = new URL(script!, `${browser.baseUrl}${base}`).toString();
      for (const [accepted, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const res = await fetch(url, { headers: { 'accept-encoding': accepted } });
        expect(res.status, `${url} ${accepted}`).toBe(200);
        expect(res.headers.get('content-encoding'), `${url} ${accepted}`).toBe(encoding);
        expect(res.headers.get('content-type')).toMatch(/javascript/);
        expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
        expect(res.headers.get('cache-control')).toContain('immutable');
        expect((await res.text()).length).toBeGreaterThan(0);
      }
    }
  });
});
