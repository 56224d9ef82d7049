import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('console money', () => {
  it('formats wire amounts without floating point', () => {
    expect(formatMoney('3000.50', 'EUR')).toBe('3,000.5');
    expect(formatMoney('12345678901234567.89', 'USD')).toBe('12,345,678,901,234,567.89');
    expect(formatMoney('0.000001', 'USDT')).toBe('0.000001');
    expect(formatMoney('0.00', 'EUR')).toBe('0');
    expect(formatMoney(undefined, 'EUR')).toBe('--');
  });
});
