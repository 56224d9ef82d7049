import { describe, expect, it } from 'vitest';
import { transferAmountProblem } from './amount-rule.ts';

describe('transfer amount rule', () => {
  it('refuses more decimals than the currency has', () => {
    expect(transferAmountProblem('100.5', 'JPY', '1000')).toEqual({ key: 'scale', scale: 0 });
    expect(transferAmountProblem('1.255', 'USD', '1000.00')).toEqual({ key: 'scale', scale: 2 });
    expect(transferAmountProblem('1.25', 'USD', '1000.00')).toBeNull();
    expect(transferAmountProblem('1.123456', 'USDT', '5.000000')).toBeNull();
  });

  it('refuses an amount above the available balance, compared exactly', () => {
    expect(transferAmountProblem('1000.01', 'USD', '1000.00')).toEqual({ key: 'exceeds' });
    expect(transferAmountProblem(' 1000 ', 'USD', '1000.00')).toBeNull();
    expect(transferAmountProblem('9007199254.01', 'USD', '9007199254.00')).toEqual({
      key: 'exceeds',
    });
  });

  it('refuses empty, malformed, zero and too large amounts (the contracts rule)', () => {
    expect(transferAmountProblem('', 'USD', '1')).toEqual({ key: 'required' });
    expect(transferAmountProblem(undefined, 'USD', '1')).toEqual({ key: 'required' });
    expect(transferAmountProblem('1e3', 'USD', '5000')).toEqual({ key: 'format' });
    expect(transferAmountProblem('-1', 'USD', '5')).toEqual({ key: 'format' });
    expect(transferAmountProblem('0.00', 'USD', '5')).toEqual({ key: 'zero' });
    expect(transferAmountProblem('10000000000000', 'USD', '1')).toEqual({
      key: 'max',
      max: '9999999999999.99',
    });
  });

  it('checks the form alone while no wallet is chosen', () => {
    expect(transferAmountProblem('1.2345', undefined, undefined)).toBeNull();
    expect(transferAmountProblem('0', undefined, undefined)).toEqual({ key: 'zero' });
  });
});
