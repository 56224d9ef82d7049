// One Chromium per journey file: Debian's /usr/bin/chromium driven by playwright-core (browsers
// cannot be downloaded here). Screenshots go to e2e/artifacts/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestProject } from 'vitest/node';
import startServer from './server.ts';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Language = 'zh-CN' | 'en-US' | 'ru-RU' | 'zh-TW';

export type Viewport = { width: number; height: number };

/** The widths the layout is checked at: a desktop, a laptop, a phone. */
export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const LAPTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

export const useBrowser = () => {
  const state: { browser?: Browser; baseUrl: string } = { baseUrl: '' };
  // Every page of every journey runs under the server's Content-Security-Policy; anything it
  // blocks (an inline script, a style or picture from elsewhere) fails the journey file.
  const violations: string[] = [];
  let stopServer: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // Every journey file gets its own server and fresh database: no file sees another's state.
    const project = { provide: (_key: string, value: string) => (state.baseUrl = value) };
    stopServer = await startServer(project as unknown as TestProject);
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Playwright gives each launch its own temporary profile (it refuses --user-data-dir).
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await state.browser?.close();
    await stopServer?.();
    if (violations.length > 0)
      throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  });
  return {
    get baseUrl() {
      return state.baseUrl;
    },
    /**
     * A new browser context (its own cookies and storage), optionally with a language preset. Its
     * pages resolve paths against the server, and ask for reduced motion: the apps then turn their
     * animations off, so no step waits for one to end.
     */
    async context(language?: Language, viewport = DESKTOP): Promise<BrowserContext> {
      const context = await state.browser!.newContext({
        viewport,
        baseURL: state.baseUrl,
        reducedMotion: 'reduce',
      });
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      // Violations a script catches itself (an eval probe in a try) print nothing to the console;
      // the page's own event still reports them.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      if (language) {
        await context.addInitScript((lang) => {
          if (!window.sessionStorage.getItem('language'))
            window.sessionStorage.setItem('language', lang);
        }, language);
      }
      return context;
    },
    async page(language?: Language, viewport = DESKTOP): Promise<Page> {
      const context = await this.context(language, viewport);
      return context.newPage();
    },
  };
};

/**
 * Fails when the page is wider than its window (the user would scroll the whole page sideways), or
 * when a table is wider than its box without a scroll bar of its own in view (its last columns
 * would be cut off with nothing to say so; WIDE_TABLE keeps the bar at the window's bottom) — or at
 * all, with `tablesScroll: false` (a consent, whose every figure must be in view).
 */
export const expectFits = async (page: Page, where: string, { tablesScroll = true } = {}) => {
  await settled(page);
  const problems = await page.evaluate(async (scrollAllowed) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // Named by the outermost elements that stick out, so the message says what to fix.
      const out = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (el) =>
          el.getBoundingClientRect().right > root.clientWidth + 1 &&
          (el.parentElement?.getBoundingClientRect().right ?? 0) <= root.clientWidth + 1,
      );
      const names = out
        .slice(0, 3)
        .map((el) => el.dataset.testid ?? `${el.tagName.toLowerCase()}.${el.className}`);
      found.push(
        `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${names.join(', ')}`,
      );
    }
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (const wrapper of document.querySelectorAll<HTMLElement>('.ant-table-wrapper')) {
      const box = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      const table = box?.querySelector('table');
      if (!box || !table || table.offsetWidth <= box.clientWidth + 1) continue;
      const name = wrapper.closest('[data-testid]')?.getAttribute('data-testid') ?? 'a table';
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
      // Seen from its top: its own scroll bar at the bottom of the box is in the window, or one is
      // kept at the bottom of the window.
      box.scrollIntoView({ block: 'start' });
      await frame();
      await frame();
      const barInView =
        box.getBoundingClientRect().bottom <= window.innerHeight ||
        wrapper.querySelector('.ant-table-sticky-scroll') !== null;
      if (scrollAllowed && scrolls && barInView) continue;
      found.push(
        `${name}: ${table.offsetWidth} px of table in a ${box.clientWidth} px box` +
          (scrollAllowed && scrolls ? ', its scroll bar out of view' : ''),
      );
    }
    window.scrollTo(0, 0);
    return found;
  }, tablesScroll);
  expect(problems, where).toEqual([]);
};

/** Waits until nothing on the page is loading (no antd spinner turns). */
export const settled = (page: Page) =>
  expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);

/**
 * A screenshot in e2e/artifacts/, once nothing is loading (animations do not run: the contexts ask
 * for reduced motion): the whole page from the top (scrolled, a sticky side menu would be drawn
 * mid-page), or with `view` the viewport as the user sees it, dialogs and popovers where they are.
 */
export const screenshot = async (page: Page, name: string, { view = false } = {}) => {
  await settled(page);
  mkdirSync(ARTIFACTS, { recursive: true });
  if (!view) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: !view });
};
