// Test setup of the ui, web and console projects (jsdom): a matchMedia stub for antd's responsive
// hooks, a ResizeObserver stub, getComputedStyle without the pseudo-element argument jsdom does not
// implement (antd measures scrollbars with it), and unmounting after each test (no vitest globals).
//
// These projects run their files one after another in a long-lived worker per core (isolate: false
// in vitest.config.ts): antd, React and jsdom load once per worker instead of once per file. This
// file runs before every test file and gives it what a fresh worker would: the project's own
// modules evaluated anew (node_modules stay loaded), an empty page at "/" (antd's style sheets
// kept), empty storage and cookies, real timers, no stubbed globals, dayjs in its default language
// and Testing Library's default configuration. A file that vi.mock()s a module unmocks it in
// afterAll: mocks outlive the file otherwise.
import { cleanup, configure, getConfig } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterAll, afterEach, vi } from 'vitest';

type Shared = { testingLibraryDefaults?: ReturnType<typeof getConfig> };
const shared = globalThis as typeof globalThis & Shared;

vi.resetModules();
shared.testingLibraryDefaults ??= { ...getConfig() };
configure(shared.testingLibraryDefaults);
dayjs.locale('en');

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }
  if (!('__getComputedStylePatched' in window)) {
    const getComputedStyle = window.getComputedStyle.bind(window);
    window.getComputedStyle = (element: Element) => getComputedStyle(element);
    Object.defineProperty(window, '__getComputedStylePatched', { value: true });
  }
}

/** The page as jsdom starts it, but for the style sheets antd wrote (it keeps count of them). */
const clearPage = () => {
  document.body.innerHTML = '';
  for (const element of [...document.head.children])
    if (element.tagName !== 'STYLE') element.remove();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

if (typeof window !== 'undefined') clearPage();

afterEach(() => {
  cleanup();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window !== 'undefined') clearPage();
});
