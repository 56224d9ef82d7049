// The trading window in words, in the reader's language: "Monday 06:00 – Saturday 06:00, China
// Standard Time", with the pairs that trade around the clock. Weekdays and the zone's name come
// from the browser's Intl data, so no list of them needs translating.
import type { TradingWindow } from '@tradebridge/contracts';

/** 2024-01-01 was a Monday: ISO weekday n (1 Monday … 7 Sunday) is January n of 2024. */
const dayOfWeekday = (weekday: number) => new Date(Date.UTC(2024, 0, weekday, 12));

export const weekdayName = (weekday: number, language: string): string =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    dayOfWeekday(weekday),
  );

/** The zone's name as the language says it ("China Standard Time"), else its IANA id. */
export const zoneName = (timeZone: string, language: string, at = new Date()): string => {
  try {
    const part = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return part && !/^GMT[+-]/.test(part) ? part : timeZone;
  } catch {
    return timeZone;
  }
};

/** Whether the window never closes (opens and closes at the same minute of the week). */
export const isAroundTheClock = (window: TradingWindow) =>
  window.opens.weekday === window.closes.weekday && window.opens.time === window.closes.time;

export const listOf = (items: readonly string[], language: string): string => {
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
};
