import { describe, expect, it } from 'vitest';
import { amountProblem, formatMoney } from './money.ts';

describe('console money', () => {
  it('formats wire amounts without floating point', () => {
    expect(formatMoney('3000.50', 'EUR')).toBe('3,000.5');
    expect(formatMoney('12345678901234567.89', 'USD')).toBe('12,345,678,901,234,567.89');
    expect(formatMoney('0.000001', 'USDT')).toBe('0.000001');
    expect(formatMoney('0.00', 'EUR')).toBe('0');
    expect(formatMoney(undefined, 'EUR')).toBe('--');
  });

  it('refuses amounts that are not positive decimals or have too many decimals', () => {
    expect(amountProblem('3000.50', 'EUR')).toBeNull();
    expect(amountProblem(' 1.123456 ', 'USDT')).toBeNull();
    expect(amountProblem('1.1234567', 'USDT')).toBe('scale');
    expect(amountProblem('1.234', 'EUR')).toBe('scale');
    expect(amountProblem('100.5', 'JPY')).toBe('scale');
    expect(amountProblem('100', 'JPY')).toBeNull();
    expect(amountProblem('0.00', 'EUR')).toBe('notPositive');
    expect(amountProblem('1e3', 'EUR')).toBe('invalid');
    expect(amountProblem('-5', 'EUR')).toBe('invalid');
    expect(amountProblem('1,000', 'EUR')).toBe('invalid');
    expect(amountProblem('', undefined)).toBe('invalid');
  });
});
