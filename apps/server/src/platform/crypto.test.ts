import { describe, expect, it } from 'vitest';
import { createSecrets, hashPassword, randomDigits, safeEqual, verifyPassword } from './crypto.ts';

describe('crypto', () => {
  it('hashes passwords with argon2id and verifies them', async () => {
    const stored = await hashPassword('Tradebridge1');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Tradebridge1')).toBe(true);
    expect(await verifyPassword(stored, 'tradebridge1')).toBe(false);
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('garbage', 'x')).toBe(false);
  });

  it('makes uniform digit strings of the asked length', () => {
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 2000; i++) {
      const code = randomDigits(4);
      expect(code).toMatch(/^\d{4}$/);
      for (const d of code) counts[Number(d)]++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(600);
  });

  it('encrypts secrets so only the same key opens them, and detects tampering', () => {
    const a = createSecrets('a'.repeat(40));
    const b = createSecrets('b'.repeat(40));
    const sealed = a.encrypt('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a.encrypt('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(a.decrypt(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => b.decrypt(sealed)).toThrow();
    // Flip one bit of the ciphertext itself (editing base64 text may touch only padding bits).
    const [version, iv, tag, body] = sealed.split('.');
    const bytes = Buffer.from(body!, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const tampered = [version, iv, tag, bytes.toString('base64url')].join('.');
    expect(() => a.decrypt(tampered)).toThrow();
  });

  it('keys the hash of short values', () => {
    expect(createSecrets('a'.repeat(40)).keyedHash('1234')).not.toBe(
      createSecrets('b'.repeat(40)).keyedHash('1234'),
    );
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
