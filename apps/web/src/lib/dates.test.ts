import { describe, expect, it, vi } from 'vitest';
import { lastDays, readerTimeZone, todayIn } from './dates.ts';

describe('dates', () => {
  it("gives the last N days up to today in the reader's time zone", () => {
    const lateInUtc = new Date('2026-03-01T23:30:00Z');
    expect(lastDays(7, lateInUtc, 'UTC')).toEqual({
      dateFrom: '2026-02-23',
      dateTo: '2026-03-01',
      timeZone: 'UTC',
    });
    // 07:30 the next morning in Shanghai: the chart ends on the 2nd there.
    expect(lastDays(7, lateInUtc, 'Asia/Shanghai')).toEqual({
      dateFrom: '2026-02-24',
      dateTo: '2026-03-02',
      timeZone: 'Asia/Shanghai',
    });
    // 19:10 the evening before in New York.
    expect(lastDays(1, new Date('2026-03-01T00:10:00Z'), 'America/New_York')).toEqual({
      dateFrom: '2026-02-28',
      dateTo: '2026-02-28',
      timeZone: 'America/New_York',
    });
    expect(todayIn('Not/A_Zone', lateInUtc)).toBe('2026-03-01');
  });

  it("takes the browser's time zone as the reader's", () => {
    vi.stubEnv('TZ', 'Asia/Shanghai');
    try {
      expect(readerTimeZone()).toBe('Asia/Shanghai');
      expect(lastDays(30, new Date('2026-11-22T20:00:00Z'))).toEqual({
        dateFrom: '2026-10-25',
        dateTo: '2026-11-23',
        timeZone: 'Asia/Shanghai',
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
