import { afterEach, describe, expect, it } from 'vitest';
import { captureTokenFromUrl } from './url-token.ts';
import { clearToken, getToken } from './token.ts';

const goTo = (url: string) => window.history.replaceState(null, '', url);

describe('captureTokenFromUrl', () => {
  afterEach(() => {
    clearToken();
    goTo('/');
  });

  it('takes the token from the query string and removes it from the address', () => {
    goTo('/?token=t1&x=1#/main');
    expect(captureTokenFromUrl()).toBe('t1');
    expect(getToken()).toBe('t1');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#/main');
  });

  it('takes the token from inside the hash', () => {
    goTo('/#/wallet?token=t2&tab=3');
    expect(captureTokenFromUrl()).toBe('t2');
    expect(getToken()).toBe('t2');
    expect(window.location.hash).toBe('#/wallet?tab=3');
    expect(window.location.search).toBe('');
  });

  it('leaves the address alone when there is no token', () => {
    goTo('/?a=1#/main?b=2');
    expect(captureTokenFromUrl()).toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(window.location.href).toMatch(/\/\?a=1#\/main\?b=2$/);
  });

  it('leaves the token of a screen that owns it (the liveness link) where it is', () => {
    goTo('/#/living?token=liveness-token-123');
    expect(captureTokenFromUrl(window, { exceptHashPaths: ['/living', '/video'] })).toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(window.location.hash).toBe('#/living?token=liveness-token-123');
    // Other screens still hand theirs over.
    goTo('/#/main?token=t3');
    expect(captureTokenFromUrl(window, { exceptHashPaths: ['/living', '/video'] })).toBe('t3');
  });
});
