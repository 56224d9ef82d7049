import { describe, expect, it } from 'vitest';
import { convertAndSum, ZUpdateReferenceRatesRequest, zRate } from './rates.ts';

const perUsd = { USD: '1', EUR: '0.865', JPY: '154.5', USDT: '1', CNY: '7.12' } as const;

describe('convertAndSum', () => {
  it('converts between scales exactly and rounds once, half away from zero', () => {
    expect(convertAndSum([{ minor: 100_00n, currency: 'USD' }], 'JPY', perUsd)).toBe('15450');
    expect(convertAndSum([{ minor: 15450n, currency: 'JPY' }], 'USD', perUsd)).toBe('100.00');
    expect(convertAndSum([{ minor: 1n, currency: 'JPY' }], 'USD', perUsd)).toBe('0.01');
    expect(convertAndSum([{ minor: 1_000_000n, currency: 'USDT' }], 'USD', perUsd)).toBe('1.00');
    expect(convertAndSum([{ minor: 1n, currency: 'USD' }], 'USDT', perUsd)).toBe('0.010000');
    // 1/3 of a cent each: summed first, then rounded (0.00578… + 0.00578… → 0.01).
    expect(
      convertAndSum(
        [
          { minor: 5n, currency: 'JPY' },
          { minor: 4n, currency: 'JPY' },
        ],
        'USD',
        perUsd,
      ),
    ).toBe('0.06');
    expect(convertAndSum([{ minor: -5n, currency: 'JPY' }], 'USD', perUsd)).toBe('-0.03');
    expect(convertAndSum([], 'EUR', perUsd)).toBe('0.00');
  });

  it('refuses a currency without a rate', () => {
    expect(() => convertAndSum([{ minor: 1n, currency: 'RUB' }], 'USD', perUsd)).toThrow(/RUB/);
    expect(() => convertAndSum([], 'RUB', perUsd)).toThrow(/RUB/);
  });
});

describe('rates on the wire', () => {
  it('takes positive decimals with at most 8 places', () => {
    expect(zRate.safeParse('7.12345678').success).toBe(true);
    expect(zRate.safeParse('7.123456789').success).toBe(false);
    expect(zRate.safeParse('0').success).toBe(false);
    expect(zRate.safeParse('-1').success).toBe(false);
    expect(zRate.safeParse('1e3').success).toBe(false);
    expect(
      ZUpdateReferenceRatesRequest.safeParse({ perUsd: { XXX: '1' }, source: 's' }).success,
    ).toBe(false);
  });
});
