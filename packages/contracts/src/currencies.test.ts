import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_CODES,
  isCurrency,
  minorUnits,
  SETTLEMENT_CURRENCIES,
} from './currencies.ts';

// Spec §9, in the spec's order.
const SPEC_CURRENCIES = [
  'CNY', 'USD', 'EUR', 'GBP', 'AUD', 'JPY', 'IDR', 'CAD', 'CNH', 'CHF', 'HKD',
  'NZD', 'SGD', 'SEK', 'PHP', 'KZT', 'RUB', 'DKK', 'NOK', 'USDT', 'USDC',
]; // prettier-ignore

describe('currencies', () => {
  it('are exactly the 21 of spec §9', () => {
    expect(SPEC_CURRENCIES).toHaveLength(21);
    expect(CURRENCY_CODES).toEqual(SPEC_CURRENCIES);
    expect(Object.keys(CURRENCIES)).toEqual(SPEC_CURRENCIES);
  });

  it('have JPY 0, USDT and USDC 6, the rest 2 minor-unit decimals', () => {
    const special: Record<string, number> = { JPY: 0, USDT: 6, USDC: 6 };
    for (const code of CURRENCY_CODES) {
      expect(minorUnits(code), code).toBe(special[code] ?? 2);
    }
  });

  it('settle in USD only', () => {
    expect(SETTLEMENT_CURRENCIES).toEqual(['USD']);
  });

  it('recognise codes exactly, never inherited object keys', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
    expect(isCurrency('XXX')).toBe(false);
    expect(isCurrency('')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    expect(isCurrency('__proto__')).toBe(false);
    expect(isCurrency('constructor')).toBe(false);
  });
});
