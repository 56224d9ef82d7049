import { describe, expect, it } from 'vitest';
import { amountRuleProblem } from './amount-rule.ts';

describe('amount rule', () => {
  it('refuses more decimals than the currency has', () => {
    expect(amountRuleProblem('100.5', 'JPY', '1000')).toEqual({ key: 'scale', scale: 0 });
    expect(amountRuleProblem('1.255', 'USD', '1000.00')).toEqual({ key: 'scale', scale: 2 });
    expect(amountRuleProblem('1.25', 'USD', '1000.00')).toBeNull();
    expect(amountRuleProblem('1.123456', 'USDT', '5.000000')).toBeNull();
  });

  it('refuses an amount above the available balance, compared exactly', () => {
    expect(amountRuleProblem('1000.01', 'USD', '1000.00')).toEqual({ key: 'exceeds' });
    expect(amountRuleProblem(' 1000 ', 'USD', '1000.00')).toBeNull();
    expect(amountRuleProblem('9007199254.01', 'USD', '9007199254.00')).toEqual({
      key: 'exceeds',
    });
  });

  it('refuses empty, malformed, zero and too large amounts (the contracts rule)', () => {
    expect(amountRuleProblem('', 'USD', '1')).toEqual({ key: 'required' });
    expect(amountRuleProblem(undefined, 'USD', '1')).toEqual({ key: 'required' });
    expect(amountRuleProblem('1e3', 'USD', '5000')).toEqual({ key: 'format' });
    expect(amountRuleProblem('-1', 'USD', '5')).toEqual({ key: 'format' });
    expect(amountRuleProblem('0.00', 'USD', '5')).toEqual({ key: 'zero' });
    expect(amountRuleProblem('10000000000000', 'USD', '1')).toEqual({
      key: 'max',
      max: '9999999999999.99',
    });
  });

  it('checks the form alone while no wallet is chosen', () => {
    expect(amountRuleProblem('1.2345', undefined, undefined)).toBeNull();
    expect(amountRuleProblem('0', undefined, undefined)).toEqual({ key: 'zero' });
  });
});
