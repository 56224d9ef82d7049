import { afterEach, describe, expect, it } from 'vitest';
import firstCaptcha from '../../../../public/first-captcha.js?raw';
import { captchaUrl, takeCodeToken } from './captcha.ts';

/** Runs public/first-captcha.js as the page would, at `hash`. */
const loadPage = (hash: string) => {
  window.location.hash = hash;
  new Function(firstCaptcha)();
  return document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
};

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = 'token=; max-age=0; path=/';
  globalThis.__firstCodeToken = undefined;
});

describe("the login page's first picture code", () => {
  it('is asked for as the page loads, and the form shows that one once', () => {
    for (const hash of ['', '#/', '#/user/login', '#/user/login?redirect=%2Fwallet']) {
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
    expect(loadPage('#/user/register')).toBeNull();
    expect(loadPage('#/wallet')).toBeNull();
    document.cookie = 'token=abc; path=/';
    expect(loadPage('#/user/login')).toBeNull();
    expect(globalThis.__firstCodeToken).toBeUndefined();
  });
});
