// The session token of spec §7: kept in memory, falling back to a cookie so a reload (or a new tab,
// when the user asked to stay logged in) finds it again.
import { LIMITS } from '@tradebridge/contracts';
import { resetNoLoginFlag } from './no-login-flag.ts';

export const TOKEN_COOKIE = 'token';
export const FINANCE_TOKEN_STORAGE_KEY = 'financeToken';

/**
 * Portal and console share an origin, so each keeps its session under its own names: the console
 * calls this once at start ('ops_token', 'opsFinanceToken'; the server reads the same cookie name).
 */
let names = { cookie: TOKEN_COOKIE, financeToken: FINANCE_TOKEN_STORAGE_KEY };
export const configureSessionNames = (value: { cookie: string; financeToken: string }): void => {
  names = value;
  memoryToken = undefined;
};

let memoryToken: string | undefined;

const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
};

const writeCookie = (name: string, value: string, maxAgeSeconds?: number): void => {
  if (typeof document === 'undefined') return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
};

export type SetTokenOptions = {
  /** Keep the token for LIMITS.tokenCookieDays ("remember me"); otherwise until the browser closes. */
  persist?: boolean;
};

export const setToken = (token: string, { persist = false }: SetTokenOptions = {}): void => {
  memoryToken = token;
  resetNoLoginFlag(); // a new login: a later NO_LOGIN must be handled again
  writeCookie(names.cookie, token, persist ? LIMITS.tokenCookieDays * 24 * 60 * 60 : undefined);
};

export const getToken = (): string | undefined => {
  if (memoryToken) return memoryToken;
  const fromCookie = readCookie(names.cookie);
  if (fromCookie) memoryToken = fromCookie;
  return fromCookie || undefined;
};

/** Clears the session token (memory and cookie) and the finance token. */
export const clearToken = (): void => {
  memoryToken = undefined;
  writeCookie(names.cookie, '', 0);
  try {
    localStorage.removeItem(names.financeToken);
  } catch {
    // storage unavailable: nothing kept there
  }
};

/** The Session-Finance-Token of spec §7, kept in local storage. */
export const setFinanceToken = (value: string): void => {
  try {
    localStorage.setItem(names.financeToken, value);
  } catch {
    // storage unavailable: calls will be refused as logged out, which is the honest outcome
  }
};

export const getFinanceToken = (): string | undefined => {
  try {
    return localStorage.getItem(names.financeToken) ?? undefined;
  } catch {
    return undefined;
  }
};
