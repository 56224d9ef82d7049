import { afterEach, describe, expect, it } from 'vitest';
import { setAmountLanguage, typedAmount } from './amount-format.ts';

afterEach(() => setAmountLanguage('zh-CN'));

describe('typedAmount', () => {
  it('takes Russian decimal commas and space grouping, and a point too', () => {
    setAmountLanguage('ru-RU');
    expect(typedAmount('1250,75')).toBe('1250.75');
    expect(typedAmount('1 250 000,5')).toBe('1250000.5');
    expect(typedAmount('1\u00a0250,75')).toBe('1250.75');
    expect(typedAmount('1\u202f250')).toBe('1250');
    expect(typedAmount(' 1250.75 ')).toBe('1250.75');
    expect(typedAmount('1250,')).toBe('1250.');
  });

  it('drops English and Chinese grouping commas only where they group', () => {
    for (const language of ['en-US', 'zh-CN', 'zh-TW'] as const) {
      setAmountLanguage(language);
      expect(typedAmount('1,250,000.5')).toBe('1250000.5');
      expect(typedAmount('1,250')).toBe('1250');
      expect(typedAmount('1250.75')).toBe('1250.75');
    }
  });

  it('never guesses: what cannot be read stays as typed for the rule to refuse', () => {
    setAmountLanguage('en-US');
    // A decimal comma in English could be 125075 or 1250.75: left for the rule to refuse.
    expect(typedAmount('1250,75')).toBe('1250,75');
    expect(typedAmount('12,50')).toBe('12,50');
    expect(typedAmount('1.2.3')).toBe('1.2.3');
    expect(typedAmount('abc')).toBe('abc');
    setAmountLanguage('ru-RU');
    expect(typedAmount('1,250.75')).toBe('1,250.75');
    expect(typedAmount('1.250,75')).toBe('1.250,75');
    expect(typedAmount('12 50,7')).toBe('12 50,7');
    expect(typedAmount(undefined)).toBe(undefined);
    expect(typedAmount('')).toBe('');
  });
});
