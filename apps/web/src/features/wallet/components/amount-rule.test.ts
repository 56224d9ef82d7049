import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount-rule.ts';

describe('transfer amount rule', () => {
  it('refuses more decimals than the currency has', () => {
    expect(amountProblem('100.5', 'JPY', '1000')).toEqual({ key: 'noDecimals' });
    expect(amountProblem('1.255', 'USD', '1000.00')).toEqual({ key: 'scale', count: 2 });
    expect(amountProblem('1.25', 'USD', '1000.00')).toBeUndefined();
    expect(amountProblem('1.123456', 'USDT', '5.000000')).toBeUndefined();
  });

  it('refuses an amount above the available balance, compared exactly', () => {
    expect(amountProblem('1000.01', 'USD', '1000.00')).toEqual({ key: 'exceeds' });
    expect(amountProblem('1000', 'USD', '1000.00')).toBeUndefined();
    expect(amountProblem('9007199254740993.01', 'USD', '9007199254740993.00')).toEqual({
      key: 'exceeds',
    });
  });

  it('refuses empty, malformed and zero amounts', () => {
    expect(amountProblem('', 'USD', '1')).toEqual({ key: 'required' });
    expect(amountProblem('1e3', 'USD', '5000')).toEqual({ key: 'invalid' });
    expect(amountProblem('-1', 'USD', '5')).toEqual({ key: 'invalid' });
    expect(amountProblem('0.00', 'USD', '5')).toEqual({ key: 'positive' });
  });
});
