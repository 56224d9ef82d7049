import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_LOGIN_FLAG_KEY } from './no-login-flag.ts';

// token.ts keeps module state (the in-memory token): load a fresh copy per test.
const load = async () => {
  vi.resetModules();
  return import('./token.ts');
};

const cookieWrites = (): { writes: string[]; restore: () => void } => {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return { writes, restore: () => Reflect.deleteProperty(document, 'cookie') };
};

const expireAllCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
};

describe('session token', () => {
  beforeEach(expireAllCookies);
  afterEach(() => {
    expireAllCookies();
    sessionStorage.clear();
  });

  it('has no token at first', async () => {
    const { getToken } = await load();
    expect(getToken()).toBeUndefined();
  });

  it('keeps the token in memory and answers from memory even when the cookie is gone', async () => {
    const { getToken, setToken } = await load();
    setToken('abc');
    expireAllCookies();
    expect(getToken()).toBe('abc');
  });

  it('falls back to the cookie when memory is empty (a reload)', async () => {
    (await load()).setToken('from-before-reload');
    const fresh = await load(); // new module = empty memory, as after a page reload
    expect(fresh.getToken()).toBe('from-before-reload');
  });

  it('writes a 7-day cookie when persistence is asked for, a session cookie otherwise', async () => {
    const { setToken, TOKEN_COOKIE } = await load();
    const spy = cookieWrites();
    try {
      setToken('kept', { persist: true });
      setToken('session-only');
    } finally {
      spy.restore();
    }
    expect(spy.writes).toHaveLength(2);
    expect(spy.writes[0]).toMatch(new RegExp(`^${TOKEN_COOKIE}=kept;`));
    expect(spy.writes[0]).toContain(`max-age=${7 * 24 * 60 * 60}`);
    expect(spy.writes[1]).toMatch(new RegExp(`^${TOKEN_COOKIE}=session-only;`));
    expect(spy.writes[1]).not.toMatch(/max-age|expires/i);
  });

  it('round-trips tokens with characters that need encoding', async () => {
    (await load()).setToken('a b;c=d');
    expect((await load()).getToken()).toBe('a b;c=d');
  });

  it('clears both memory and cookie', async () => {
    const { clearToken, getToken, setToken } = await load();
    setToken('abc', { persist: true });
    clearToken();
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain('abc');
    expect((await load()).getToken()).toBeUndefined();
  });

  it('a new token re-arms the once-per-session NO_LOGIN handling', async () => {
    const { setToken } = await load();
    sessionStorage.setItem(NO_LOGIN_FLAG_KEY, '1');
    setToken('new-login');
    expect(sessionStorage.getItem(NO_LOGIN_FLAG_KEY)).toBeNull();
  });
});
