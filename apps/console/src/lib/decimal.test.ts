import { describe, expect, it } from 'vitest';
import {
  changesByMoreThan,
  compareDecimals,
  divideDecimals,
  normalizeDecimal,
  percentChange,
} from './decimal.ts';

describe('decimal strings', () => {
  it('divides exactly to the asked decimals, rounding half away from zero', () => {
    expect(divideDecimals('1', '0.865', 8)).toBe('1.15606936');
    expect(divideDecimals('1', '16650', 8)).toBe('0.00006006');
    expect(divideDecimals('1', '7.12', 8)).toBe('0.14044944');
    expect(divideDecimals('1', '520', 8)).toBe('0.00192308');
    expect(divideDecimals('1', '1', 8)).toBe('1');
    expect(divideDecimals('1', '0.76', 8)).toBe('1.31578947');
    // 1 / 8 = 0.125: the half rounds up at 2 decimals.
    expect(divideDecimals('1', '8', 2)).toBe('0.13');
    expect(divideDecimals('-1', '8', 2)).toBe('-0.13');
    // Far beyond what a double holds exactly.
    expect(divideDecimals('1', '0.00000003', 8)).toBe('33333333.33333333');
    expect(divideDecimals('1', '999999999', 8)).toBe('0');
    expect(() => divideDecimals('1', '0.000', 8)).toThrow(RangeError);
    expect(() => divideDecimals('1', '1e3', 8)).toThrow(RangeError);
  });

  it('compares and normalizes whatever the notation', () => {
    expect(compareDecimals('7.1', '7.10')).toBe(0);
    expect(compareDecimals('007.12', '7.12')).toBe(0);
    expect(compareDecimals('0.865', '0.8650001')).toBe(-1);
    expect(compareDecimals('154.5', '154.49999999')).toBe(1);
    expect(normalizeDecimal(' 007.1200 ')).toBe('7.12');
    expect(normalizeDecimal('0.0')).toBe('0');
    expect(normalizeDecimal('16650')).toBe('16650');
  });

  it('gives the change in per cent, signed, and says when it is above a threshold', () => {
    expect(percentChange('0.865', '0.95')).toBe('+9.83');
    expect(percentChange('7.12', '6.408')).toBe('-10');
    expect(percentChange('80.5', '80.5')).toBe('0');
    expect(percentChange('3', '4')).toBe('+33.33');
    expect(percentChange('3', '5')).toBe('+66.67');
    expect(changesByMoreThan('100', '110', 10n)).toBe(false);
    expect(changesByMoreThan('100', '110.00000001', 10n)).toBe(true);
    expect(changesByMoreThan('100', '89.99999999', 10n)).toBe(true);
    expect(changesByMoreThan('100', '90', 10n)).toBe(false);
    expect(() => percentChange('0', '1')).toThrow(RangeError);
  });
});
