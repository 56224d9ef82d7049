import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountLanguage } from '../i18n/amount-format.ts';
import { EMPTY_VALUE, formatDateTime, formatMoney, isMissing, orEmpty } from './format.ts';

afterEach(() => setAmountLanguage('zh-CN'));

describe('formatMoney', () => {
  it('groups, trims zeros and adds the currency, never through a JS number', () => {
    setAmountLanguage('en-US');
    expect(formatMoney('1250.75', 'USD')).toBe('1,250.75 USD');
    expect(formatMoney('3000.50', 'EUR')).toBe('3,000.5 EUR');
    expect(formatMoney('0.00', 'EUR')).toBe('0 EUR');
    expect(formatMoney('0.000001', 'USDT')).toBe('0.000001 USDT');
    expect(formatMoney('12345678901234567.89', 'USD')).toBe('12,345,678,901,234,567.89 USD');
  });

  it('writes amounts as the language on screen does (AMOUNT_FORMATS)', () => {
    setAmountLanguage('ru-RU');
    expect(formatMoney('125000.50', 'USD')).toBe('125\u00a0000,5 USD');
    setAmountLanguage('zh-CN');
    expect(formatMoney('125000.50', 'USD')).toBe('125,000.5 USD');
  });

  it('signs a direction and leaves the currency out when asked', () => {
    expect(formatMoney('1250.75', 'USD', { direction: 'in' })).toBe('+1,250.75 USD');
    expect(formatMoney('1250.75', 'USD', { direction: 'out' })).toBe('-1,250.75 USD');
    expect(formatMoney('1250.75', 'USD', { withCurrency: false })).toBe('1,250.75');
    expect(formatMoney('12.5')).toBe('12.5');
  });

  it.each([null, undefined, '', '  ', 'abc', '1e3', 12.5])('shows -- for %j', (value) => {
    expect(formatMoney(value, 'USD')).toBe('--');
    expect(formatMoney(value, 'USD', { direction: 'in' })).toBe(EMPTY_VALUE);
  });
});

describe('formatDateTime', () => {
  it('shows an ISO time in the local zone to the second', () => {
    const iso = '2026-11-20T09:30:05.000Z';
    expect(formatDateTime(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm:ss'));
    expect(formatDateTime(iso)).toMatch(/^2026-11-2\d \d\d:\d\d:05$/);
  });

  it.each([null, undefined, '', 'not a time'])('shows -- for %j', (value) => {
    expect(formatDateTime(value)).toBe('--');
  });
});

describe('orEmpty', () => {
  it('shows "--" for null, undefined and a blank string', () => {
    for (const missing of [null, undefined, '', '   ']) {
      expect(isMissing(missing)).toBe(true);
      expect(orEmpty(missing)).toBe(EMPTY_VALUE);
    }
  });

  it('keeps every value that is there, zero and false among them', () => {
    for (const value of ['M100', 0, false, ' a ']) {
      expect(isMissing(value)).toBe(false);
      expect(orEmpty(value)).toBe(value);
    }
  });
});
