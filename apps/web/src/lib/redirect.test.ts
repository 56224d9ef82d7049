import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('leads to a path of this portal, with its query', () => {
    expect(safeRedirect('/wallet/transfer?currency=USD')).toBe('/wallet/transfer?currency=USD');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    'wallet',
    '/user/login',
    '/user',
  ])('leads home instead of %j', (redirect) => expect(safeRedirect(redirect)).toBe('/'));
});
