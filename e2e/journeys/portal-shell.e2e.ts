// The portal shell in each hand-written language: the login page, logging in with the picture code
// from the development inbox, the spec's menu with its titles and widths (210 px Chinese, 310 px
// otherwise), the page title, the not-found page; screenshots of the main screens.
import { describe, expect, it } from 'vitest';
import enMenu from '../../apps/web/src/locales/en-US/menu.json' with { type: 'json' };
import ruMenu from '../../apps/web/src/locales/ru-RU/menu.json' with { type: 'json' };
import zhMenu from '../../apps/web/src/locales/zh-CN/menu.json' with { type: 'json' };
import { screenshot, useBrowser, type Language } from '../support/browser.ts';
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

describe('portal shell', () => {
  it.each(CASES)(
    'in %s: login page, menu, side width, title and not-found page',
    async (language, menu, width, loginTitle) => {
      const page = await browser.page(language);
      await page.goto(`${browser.baseUrl}/`);
      // Not logged in: the guard sends the visitor to the login page.
      await page.getByTestId('login-screen').waitFor();
      await page.waitForFunction((t) => document.title === t, `${loginTitle} - ${PRODUCT}`);
      expect(await page.getByTestId('dev-inbox-link').isVisible()).toBe(true);
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
      const script = /<script type="module"[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
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
