import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountLanguage } from '../i18n/amount-format.ts';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRate,
  isMissing,
  orEmpty,
} from './format.ts';

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

describe('formatMoney in a table column', () => {
  it('keeps the currency scale, so the column lines up', () => {
    setAmountLanguage('ru-RU');
    expect(formatMoney('100', 'USD', { direction: 'in', fixed: true })).toBe('+100,00 USD');
    expect(formatMoney('12.34', 'USD', { direction: 'out', fixed: true })).toBe('-12,34 USD');
    expect(formatMoney('5000', 'JPY', { fixed: true })).toBe('5\u00a0000 JPY');
  });
});

describe('formatRate', () => {
  it('rounds to 4 decimals in the language on screen, or shows a configured rate exactly', () => {
    expect(formatRate('7.123456')).toBe('7.1235');
    setAmountLanguage('ru-RU');
    expect(formatRate('7.12')).toBe('7,12');
    expect(formatRate('0.12345678', { exact: true })).toBe('0,12345678');
    expect(formatRate('abc')).toBe(EMPTY_VALUE);
  });
});

describe('formatDateTime', () => {
  it('writes a time the way the language on screen does, in the local zone', () => {
    const iso = '2026-11-20T09:30:05.000Z';
    const local = dayjs(iso);
    setAmountLanguage('ru-RU');
    expect(formatDateTime(iso)).toBe(local.format('DD.MM.YYYY, HH:mm:ss'));
    setAmountLanguage('zh-CN');
    expect(formatDateTime(iso)).toBe(local.format('YYYY/MM/DD HH:mm:ss'));
    setAmountLanguage('en-US');
    expect(formatDateTime(iso)).toBe(local.format('MM/DD/YYYY, hh:mm:ss A'));
  });

  it.each([null, undefined, '', 'not a time'])('shows -- for %j', (value) => {
    expect(formatDateTime(value)).toBe('--');
    expect(formatDate(value)).toBe('--');
  });

  it('writes a calendar date as that day', () => {
    setAmountLanguage('ru-RU');
    expect(formatDate('2026-11-01')).toBe('01.11.2026');
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
