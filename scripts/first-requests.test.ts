// @vitest-environment jsdom
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  /** A PerformanceObserver that reports a first contentful paint when `paint` is called. */
  const paints = () => {
    const observers: ((list: unknown, observer: { disconnect(): void }) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    return () =>
      observers.forEach((callback) =>
        callback(
          { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
          { disconnect() {} },
        ),
      );
  };

  afterEach(() => {
    document.head.innerHTML = '';
    document.cookie = 'token=; max-age=0';
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it("preloads the tab's language's first texts, the default language's without a choice", () => {
    paints();
    requestFirst(files, 'language', 'zh-CN', 'token');
    expect(links('modulepreload')).toEqual(['/a/zh.js']);
    document.head.innerHTML = '';
    sessionStorage.setItem('language', 'ru-RU');
    requestFirst(files, 'language', 'zh-CN', 'token');
    expect(links('modulepreload')).toEqual(['/a/ru.js']);
  });

  it('prefetches the signed-in pages once the first screen has painted, when signed out', () => {
    const paint = paints();
    sessionStorage.setItem('language', 'ru-RU');
    requestFirst(files, 'language', 'zh-CN', 'token');
    expect(links('prefetch')).toEqual([]);
    paint();
    expect(links('prefetch')).toEqual(['/a/layout.js', '/a/ru-screens.js']);
  });

  it('prefetches nothing when signed in: the page loads those itself', () => {
    const paint = paints();
    document.cookie = 'token=abc';
    requestFirst(files, 'language', 'zh-CN', 'token');
    paint();
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
