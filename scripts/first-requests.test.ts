// @vitest-environment jsdom
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import consoleConfig from '../apps/console/vite.config.ts';
import { CONSOLE_SESSION_NAMES } from '../apps/console/src/lib/session.ts';
import webConfig from '../apps/web/vite.config.ts';
import { TOKEN_COOKIE } from '../packages/ui/src/session/token.ts';
import { firstRequestFiles, requestFirst, type FirstRequests } from './first-requests.ts';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) => ({
  fileName,
  imports,
  facadeModuleId,
  isEntry: false,
});

describe('firstRequestFiles', () => {
  it("finds each language's first texts, the later pages and the other texts, less what the entry loads", () => {
    const chunks = [
      { ...chunk('index.js', ['vendor-first.js']), isEntry: true },
      chunk('vendor-first.js'),
      chunk('vendor.js', ['vendor-first.js']),
      chunk('locale.js'),
      chunk('zh-CN.first.js', [], '/app/src/locales/parts/zh-CN.first.ts'),
      chunk('zh-CN.screens.js', [], '/app/src/locales/parts/zh-CN.screens.ts'),
      chunk('zh-CN.js', ['vendor-first.js', 'locale.js'], '/ui/src/i18n/packs/zh-CN.ts'),
      chunk('ru-RU.first.js', [], '/app/src/locales/parts/ru-RU.first.ts'),
      chunk('ru-RU.screens.js', [], '/app/src/locales/parts/ru-RU.screens.ts'),
      chunk('ru-RU.js', [], '/ui/src/i18n/packs/ru-RU.ts'),
      chunk('main-layout.js', ['vendor.js', 'vendor-first.js'], '/app/src/main-layout.tsx'),
      chunk('wallet-screen.js', ['vendor.js'], '/app/src/wallet-screen.tsx'),
    ];
    expect(firstRequestFiles(chunks, ['/app/src/main-layout.tsx'])).toEqual({
      first: {
        'zh-CN': ['locale.js', 'zh-CN.first.js', 'zh-CN.js'],
        'ru-RU': ['ru-RU.first.js', 'ru-RU.js'],
      },
      later: ['main-layout.js', 'vendor.js'],
      laterTexts: { 'zh-CN': ['zh-CN.screens.js'], 'ru-RU': ['ru-RU.screens.js'] },
    });
  });
});

describe('requestFirst (first-requests.js)', () => {
  const files: FirstRequests = {
    first: { 'zh-CN': ['/a/zh.js'], 'ru-RU': ['/a/ru.js'] },
    later: ['/a/layout.js'],
    laterTexts: { 'zh-CN': ['/a/zh-screens.js'], 'ru-RU': ['/a/ru-screens.js'] },
  };
  const links = (rel: string) =>
    [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) =>
      l.getAttribute('href'),
    );
  const INTENT = ['focusin', 'keydown'];
  const start = (language?: string) => {
    if (language) sessionStorage.setItem('language', language);
    requestFirst(files, INTENT, 'language', 'zh-CN', 'token');
  };

  afterEach(() => {
    // A page runs first-requests.js once: a test's listeners that did not fire go with it.
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.head.innerHTML = '';
    document.cookie = 'token=; max-age=0';
    sessionStorage.clear();
  });

  it("preloads the tab's language's first texts, the default language's without a choice", () => {
    start();
    expect(links('modulepreload')).toEqual(['/a/zh.js']);
    document.head.innerHTML = '';
    start('ru-RU');
    expect(links('modulepreload')).toEqual(['/a/ru.js']);
  });

  it('prefetches the signed-in pages once the visitor starts on the form, once', () => {
    start('ru-RU');
    expect(links('prefetch')).toEqual([]);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(links('prefetch')).toEqual(['/a/layout.js', '/a/ru-screens.js']);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(links('prefetch')).toHaveLength(2);
  });

  it('prefetches nothing when signed in: the page loads those itself', () => {
    document.cookie = 'token=abc';
    start();
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(links('modulepreload')).toEqual(['/a/zh.js']);
    expect(links('prefetch')).toEqual([]);
  });
});

describe("the apps' first requests", () => {
  const sessionCookieOf = (plugins: unknown) =>
    (plugins as Plugin[]).flat().find((p) => p?.name === 'first-requests')?.api?.sessionCookie;

  it("know each app's session cookie", () => {
    expect(sessionCookieOf(webConfig.plugins)).toBe(TOKEN_COOKIE);
    expect(sessionCookieOf(consoleConfig.plugins)).toBe(CONSOLE_SESSION_NAMES.cookie);
  });
});
