import { TOKEN_COOKIE } from '@tradebridge/ui';
import { afterEach, describe, expect, it } from 'vitest';
import firstCaptcha from '../../../../public/first-captcha.js?raw';
import { paths } from '../../../lib/paths.ts';
import { captchaUrl, takeCodeToken } from './captcha.ts';

/** Runs public/first-captcha.js as the page would, at `hash`. */
const loadPage = (hash: string) => {
  window.location.hash = hash;
  new Function(firstCaptcha)();
  return document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
};

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; path=/`;
  globalThis.__firstCodeToken = undefined;
});

describe("the login page's first picture code", () => {
  it('is asked for as the page loads, and the form shows that one once', () => {
    for (const hash of ['', '#/', `#${paths.user.login}`, `#${paths.user.login}?redirect=%2Fw`]) {
      const link = loadPage(hash);
      const token = globalThis.__firstCodeToken;
      expect(token, hash).toMatch(/^[0-9a-f]{32}$/);
      expect(link?.getAttribute('href'), hash).toBe(captchaUrl(token!));
      expect(takeCodeToken()).toBe(token);
      // The next picture (a refresh, a failed login) is a new one.
      expect(takeCodeToken()).not.toBe(token);
      document.head.innerHTML = '';
    }
  });

  it('is not asked for on another page, or when signed in', () => {
    expect(loadPage(`#${paths.user.register}`)).toBeNull();
    expect(loadPage(`#${paths.wallet}`)).toBeNull();
    // The session cookie the portal keeps (public/first-captcha.js reads it by name).
    document.cookie = `${TOKEN_COOKIE}=abc; path=/`;
    expect(loadPage(`#${paths.user.login}`)).toBeNull();
    expect(globalThis.__firstCodeToken).toBeUndefined();
  });
});
