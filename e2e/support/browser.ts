// One Chromium per journey file: Debian's /usr/bin/chromium driven by playwright-core (browsers
// cannot be downloaded here). Screenshots go to e2e/artifacts/.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
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

/** Latin words of two letters or more ("Sandbox", "USD", "e-mail"), the ones checked on screens. */
const latinWords = (text: string): string[] => text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];

const stringsOf = (value: unknown, into: string[] = []): string[] => {
  if (typeof value === 'string') into.push(value);
  // Keys too: a record's keys are data (currency codes of a rate table, fields of an audit diff).
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (!Array.isArray(value)) into.push(key);
      stringsOf(v, into);
    }
  return into;
};

const LOCALE_ROOTS = [
  'apps/web/src/locales',
  'apps/console/src/locales',
  'packages/ui/src/locales',
  'packages/contracts/src/locales',
];
const localeWords = new Map<string, Set<string>>();

/** Every Latin word the locale files of one language hold (product and brand names, codes...). */
const wordsOfLocale = (language: string): Set<string> => {
  let words = localeWords.get(language);
  if (!words) {
    words = new Set();
    const repo = fileURLToPath(new URL('../..', import.meta.url));
    for (const root of LOCALE_ROOTS) {
      const dir = path.join(repo, root, language);
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const texts = stringsOf(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
        for (const text of texts) for (const word of latinWords(text)) words.add(word);
      }
    }
    localeWords.set(language, words);
  }
  return words;
};

/**
 * What the server answered a context (names, notes, secrets, a browser's name): data, not wording.
 * A word on screen may be part of it (a secret shown in groups of four, "Chrome" of a user agent).
 */
const received = new WeakMap<BrowserContext, { texts: string[]; pending: Promise<void>[] }>();

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
      const data = { texts: [] as string[], pending: [] as Promise<void>[] };
      received.set(context, data);
      context.on('response', (response) => {
        if (!/json/.test(response.headers()['content-type'] ?? '')) return;
        data.pending.push(
          response
            .json()
            .then((body: unknown) => void stringsOf(body, data.texts))
            .catch(() => undefined),
        );
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
  // Just after a resize the layout may not have followed yet (antd's breakpoints answer the media
  // query a frame or more later, later still on a busy machine): give it up to two seconds to fit
  // before judging. A page that does not fit then still fails below.
  await page
    .waitForFunction(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  await expectOwnWords(page, where);
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

/**
 * Fails on words a Chinese or Russian reader sees that come neither from that language's locale
 * files nor from the data the server sent (names, notes): English left in a component, an
 * identifier shown as a label. Every screen a journey photographs is checked (screenshot()).
 */
export const expectOwnWords = async (page: Page, where: string) => {
  const language = await page.evaluate(() => document.documentElement.lang);
  if (!/^(zh|ru)/.test(language)) return;
  const data = received.get(page.context());
  const foreignWords = async () => {
    await Promise.all(data?.pending ?? []);
    const shown = await page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim()) continue;
        // What the user typed is theirs (a textarea's text).
        if (parent.closest('script, style, noscript, textarea, [aria-hidden="true"]')) continue;
        if (parent.getClientRects().length === 0) continue;
        texts.push(node.textContent);
      }
      for (const field of document.querySelectorAll<HTMLInputElement>('[placeholder]'))
        if (field.getClientRects().length > 0) texts.push(field.placeholder);
      return texts;
    });
    const known = wordsOfLocale(language);
    const sent = (data?.texts ?? []).join('\n');
    return [
      ...new Set(
        shown.flatMap((text) =>
          latinWords(text)
            .filter((word) => !known.has(word) && !sent.includes(word))
            .map((word) => `${word} (in "${text.trim().slice(0, 80)}")`),
        ),
      ),
    ];
  };
  // The browser may draw an answer before this process has heard of its response (a busy
  // machine): what the data seems to lack is looked at again once its answers have been read.
  let foreign = await foreignWords();
  for (let attempt = 0; foreign.length > 0 && attempt < 3; attempt++) {
    await page.waitForTimeout(500);
    foreign = await foreignWords();
  }
  expect(foreign, `${where}: words from outside the ${language} locale files`).toEqual([]);
};

/** Waits until nothing on the page is loading (no antd spinner turns). */
export const settled = (page: Page) =>
  expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);

/**
 * A screenshot in e2e/artifacts/, once nothing is loading (animations do not run: the contexts ask
 * for reduced motion): the whole page from the top (scrolled, a sticky side menu would be drawn
 * mid-page), or with `view` the viewport as the user sees it, dialogs and popovers where they are.
 * A Chinese or Russian screen is checked for words from outside its locale files first.
 */
export const screenshot = async (page: Page, name: string, { view = false } = {}) => {
  await settled(page);
  await expectOwnWords(page, name);
  mkdirSync(ARTIFACTS, { recursive: true });
  if (!view) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: !view });
};

/**
 * A screen checked (expectFits) and photographed at the desktop's width, then at the phone's
 * (`<name>-<language>`, `<name>-phone-<language>`); the page is back at the desktop's width after.
 */
export const fitsAtBothWidths = async (page: Page, name: string, language: Language) => {
  await expectFits(page, `${name}-${language}`);
  await screenshot(page, `${name}-${language}`);
  await page.setViewportSize(PHONE);
  await expectFits(page, `${name}-phone-${language}`);
  await screenshot(page, `${name}-phone-${language}`);
  await page.setViewportSize(DESKTOP);
};
