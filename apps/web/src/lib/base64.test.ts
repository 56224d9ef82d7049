import { describe, expect, it } from 'vitest';
import { toBase64 } from './base64.ts';

describe('toBase64 (spec §7: account and password travel Base64-encoded)', () => {
  it('encodes ASCII like btoa', () => {
    expect(toBase64('demo@tradebridge.dev')).toBe(btoa('demo@tradebridge.dev'));
    expect(toBase64('Tradebridge1')).toBe('VHJhZGVicmlkZ2Ux');
  });

  it('encodes UTF-8, so non-Latin text survives', () => {
    expect(toBase64('пароль密码')).toBe(Buffer.from('пароль密码', 'utf8').toString('base64'));
  });
});
