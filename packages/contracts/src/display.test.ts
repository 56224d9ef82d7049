import { describe, expect, it } from 'vitest';
import { displayParams, formatDateIn, formatDateTimeIn, zonedTime } from './display.ts';
import { interpolate } from './i18n.ts';
import { NOT_A_NUMBER } from './money.ts';

const MOMENT = '2026-11-25T13:50:15.000Z';

describe('formatDateTimeIn', () => {
  it.each([
    ['zh-CN', '2026/11/25 21:50:15'],
    ['en-US', '11/25/2026, 09:50:15 PM'],
    ['ru-RU', '25.11.2026, 21:50:15'],
  ] as const)('writes %s its own way', (language, shown) => {
    expect(formatDateTimeIn(MOMENT, language, 'Asia/Shanghai')).toBe(shown);
    expect(formatDateTimeIn(new Date(MOMENT), language, 'Asia/Shanghai')).toBe(shown);
  });

  it('shows -- for what is not a time, and UTC for a zone nobody knows', () => {
    for (const value of [null, undefined, '', 'yesterday']) {
      expect(formatDateTimeIn(value, 'ru-RU')).toBe(NOT_A_NUMBER);
    }
    expect(formatDateTimeIn(MOMENT, 'ru-RU', 'Mars/Olympus')).toBe('25.11.2026, 13:50:15');
  });
});

describe('formatDateIn', () => {
  it('shows a calendar date as that day in every zone', () => {
    expect(formatDateIn('2026-11-01', 'ru-RU')).toBe('01.11.2026');
    expect(formatDateIn('2026-11-01', 'en-US')).toBe('11/01/2026');
    expect(formatDateIn('2026-11-01', 'zh-CN')).toBe('2026/11/01');
    expect(formatDateIn('2026-11-01T00:00:00Z', 'zh-CN')).toBe(NOT_A_NUMBER);
    expect(formatDateIn(null, 'zh-CN')).toBe(NOT_A_NUMBER);
    expect(formatDateIn('2026-11-01', 'ru-RU', { withYear: false })).toBe('01.11');
    expect(formatDateIn('2026-11-01', 'en-US', { withYear: false })).toBe('11/01');
  });
});

describe('displayParams', () => {
  it('writes an amount, a rate and a time as the reader does, and leaves the rest', () => {
    const shown = displayParams(
      {
        amount: '1250.70',
        currency: 'USD',
        rate: '7.123456',
        until: zonedTime(new Date(MOMENT), 'Europe/Moscow'),
        orderNo: 'WT1',
      },
      'ru-RU',
    );
    expect(shown).toEqual({
      amount: '1\u00a0250,70',
      currency: 'USD',
      rate: '7,1235',
      until: '25.11.2026, 16:50:15',
      orderNo: 'WT1',
    });
    // Text already written for a reader is not read again as a number.
    expect(interpolate('{{amount}} {{currency}}', displayParams(shown, 'en-US'))).toBe(
      '1\u00a0250,70 USD',
    );
  });

  it('says UTC for a time with no zone', () => {
    expect(displayParams({ until: new Date(MOMENT) }, 'en-US').until).toBe(
      '11/25/2026, 01:50:15 PM UTC',
    );
    expect(displayParams({ until: zonedTime(new Date(MOMENT)) }, 'zh-CN').until).toBe(
      '2026/11/25 13:50:15 UTC',
    );
  });

  it('leaves an amount without a known currency as it came', () => {
    expect(displayParams({ amount: '12.50' }, 'ru-RU').amount).toBe('12.50');
  });
});
