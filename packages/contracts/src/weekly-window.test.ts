import { describe, expect, it } from 'vitest';
import {
  isWindowOpen,
  minuteOfWeek,
  nextWindowOpening,
  wallMinuteOfWeek,
  WEEK_MINUTES,
  type WeeklyWindow,
} from './weekly-window.ts';

const at = (iso: string) => new Date(iso);
const span = (opens: [number, string], closes: [number, string]) => ({
  from: minuteOfWeek(...opens),
  to: minuteOfWeek(...closes),
});
const next = (window: WeeklyWindow, iso: string) =>
  nextWindowOpening(window, at(iso))?.toISOString() ?? null;

describe('the wall clock', () => {
  it('counts minutes from Monday 00:00 in the zone, summer time included', () => {
    expect(minuteOfWeek(1, '00:00')).toBe(0);
    expect(minuteOfWeek(7, '24:00')).toBe(WEEK_MINUTES);
    // Wednesday 10:00 in Shanghai.
    expect(wallMinuteOfWeek(at('2026-11-25T02:00:00Z'), 'Asia/Shanghai')).toBe(2 * 1440 + 600);
    // London on Sunday 29 March 2026: 00:59 GMT, then 02:00 BST a minute later.
    expect(wallMinuteOfWeek(at('2026-03-29T00:59:00Z'), 'Europe/London')).toBe(6 * 1440 + 59);
    expect(wallMinuteOfWeek(at('2026-03-29T01:00:00Z'), 'Europe/London')).toBe(6 * 1440 + 120);
  });
});

describe('a weekly window across summer time', () => {
  // Sundays 09:00 to 17:00 in London.
  const sunday: WeeklyWindow = {
    timeZone: 'Europe/London',
    spans: [span([7, '09:00'], [7, '17:00'])],
  };

  it('opens on the wall clock when London springs forward (last Sunday of March)', () => {
    // Saturday 28 March noon GMT → Sunday 09:00 BST (UTC+1), not 09:00 UTC.
    expect(next(sunday, '2026-03-28T12:00:00Z')).toBe('2026-03-29T08:00:00.000Z');
    expect(isWindowOpen(sunday, at('2026-03-29T07:59:00Z'))).toBe(false);
    expect(isWindowOpen(sunday, at('2026-03-29T08:00:00Z'))).toBe(true);
    expect(isWindowOpen(sunday, at('2026-03-29T15:59:59Z'))).toBe(true);
    expect(isWindowOpen(sunday, at('2026-03-29T16:00:00Z'))).toBe(false);
    // After the change, a week ahead is a week ahead.
    expect(next(sunday, '2026-03-29T16:00:00Z')).toBe('2026-04-05T08:00:00.000Z');
  });

  it('opens on the wall clock when London falls back (last Sunday of October)', () => {
    // Saturday 24 October 13:00 BST → Sunday 09:00 GMT (UTC+0), not 08:00 UTC.
    expect(next(sunday, '2026-10-24T12:00:00Z')).toBe('2026-10-25T09:00:00.000Z');
    expect(isWindowOpen(sunday, at('2026-10-25T08:59:00Z'))).toBe(false);
    expect(isWindowOpen(sunday, at('2026-10-25T09:00:00Z'))).toBe(true);
    // Before the change it was an hour earlier in UTC.
    expect(next(sunday, '2026-10-17T12:00:00Z')).toBe('2026-10-18T08:00:00.000Z');
  });

  it('opens when the clock jumps into a span whose start it skips', () => {
    // 01:30 does not exist on 29 March in London: at 01:00 UTC the clock reads 02:00, inside.
    const night: WeeklyWindow = {
      timeZone: 'Europe/London',
      spans: [span([7, '01:30'], [7, '03:00'])],
    };
    expect(next(night, '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:00:00.000Z');
    expect(isWindowOpen(night, at('2026-03-29T00:59:00Z'))).toBe(false);
    expect(isWindowOpen(night, at('2026-03-29T01:00:00Z'))).toBe(true);
  });

  it('opens on the first pass of a repeated hour, and again on the second', () => {
    // 01:30 to 01:45 on 25 October in London: first at 00:30 UTC (BST), again at 01:30 UTC (GMT).
    const night: WeeklyWindow = {
      timeZone: 'Europe/London',
      spans: [span([7, '01:30'], [7, '01:45'])],
    };
    expect(next(night, '2026-10-24T12:00:00Z')).toBe('2026-10-25T00:30:00.000Z');
    expect(next(night, '2026-10-25T00:50:00Z')).toBe('2026-10-25T01:30:00.000Z');
  });

  it('follows New York’s changes in March and November', () => {
    // Mondays to Fridays 09:30 to 16:00.
    const market: WeeklyWindow = {
      timeZone: 'America/New_York',
      spans: [1, 2, 3, 4, 5].map((day) => span([day, '09:30'], [day, '16:00'])),
    };
    // Friday 6 March 16:00 EST (UTC−5) → Monday 9 March 09:30 EDT (UTC−4).
    expect(next(market, '2026-03-06T21:00:00Z')).toBe('2026-03-09T13:30:00.000Z');
    expect(isWindowOpen(market, at('2026-03-09T13:29:00Z'))).toBe(false);
    expect(isWindowOpen(market, at('2026-03-09T13:30:00Z'))).toBe(true);
    // Friday 30 October 16:00 EDT → Monday 2 November 09:30 EST.
    expect(next(market, '2026-10-30T20:00:00Z')).toBe('2026-11-02T14:30:00.000Z');
    expect(isWindowOpen(market, at('2026-11-02T14:29:00Z'))).toBe(false);
    expect(isWindowOpen(market, at('2026-11-02T14:30:00Z'))).toBe(true);
  });
});

describe('a weekly window’s shapes', () => {
  it('crosses midnight and the week’s end', () => {
    // Friday 22:00 to Monday 02:00, and Wednesday 22:00 to Thursday 02:00, in Tokyo (UTC+9).
    const tokyo: WeeklyWindow = {
      timeZone: 'Asia/Tokyo',
      spans: [span([5, '22:00'], [1, '02:00']), span([3, '22:00'], [4, '02:00'])],
    };
    const open = (iso: string) => isWindowOpen(tokyo, at(iso));
    expect(open('2026-11-27T12:59:00Z')).toBe(false); // Friday 21:59
    expect(open('2026-11-27T13:00:00Z')).toBe(true); // Friday 22:00
    expect(open('2026-11-29T14:59:00Z')).toBe(true); // Sunday 23:59
    expect(open('2026-11-29T15:00:00Z')).toBe(true); // Monday 00:00
    expect(open('2026-11-29T16:59:00Z')).toBe(true); // Monday 01:59
    expect(open('2026-11-29T17:00:00Z')).toBe(false); // Monday 02:00
    expect(open('2026-11-25T13:00:00Z')).toBe(true); // Wednesday 22:00
    expect(open('2026-11-25T16:59:00Z')).toBe(true); // Thursday 01:59
    expect(open('2026-11-25T17:00:00Z')).toBe(false); // Thursday 02:00
    // Monday 02:00 → Wednesday 22:00; Thursday 02:00 → Friday 22:00.
    expect(next(tokyo, '2026-11-29T17:00:00Z')).toBe('2026-12-02T13:00:00.000Z');
    expect(next(tokyo, '2026-11-25T17:00:00Z')).toBe('2026-11-27T13:00:00.000Z');
    expect(next(tokyo, '2026-11-27T13:00:00Z')).toBeNull();
  });

  it('counts from the start of the minute', () => {
    const utc: WeeklyWindow = { timeZone: 'UTC', spans: [span([1, '09:00'], [1, '10:00'])] };
    // Monday 30 November 08:58:30 → 09:00.
    expect(next(utc, '2026-11-30T08:58:30Z')).toBe('2026-11-30T09:00:00.000Z');
    // A week ahead, less a minute.
    expect(next(utc, '2026-11-30T10:00:00Z')).toBe('2026-12-07T09:00:00.000Z');
  });

  it('is always open with a whole-week span, even in a zone this runtime does not know', () => {
    const always: WeeklyWindow = {
      timeZone: 'Not/AZone',
      spans: [span([3, '06:00'], [3, '06:00'])],
    };
    expect(isWindowOpen(always, at('2026-11-28T12:00:00Z'))).toBe(true);
    expect(nextWindowOpening(always, at('2026-11-28T12:00:00Z'))).toBeNull();
  });

  it('is closed all week without a span, and never opens', () => {
    const never: WeeklyWindow = { timeZone: 'Europe/London', spans: [] };
    expect(isWindowOpen(never, at('2026-11-28T12:00:00Z'))).toBe(false);
    expect(nextWindowOpening(never, at('2026-11-28T12:00:00Z'))).toBeNull();
  });
});
