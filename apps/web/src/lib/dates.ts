// Calendar days as ISO dates (YYYY-MM-DD): today in UTC or in a time zone, days moved by whole
// days, and the last N days up to the reader's today (the daily chart, fund details, statements).
const DAY_MS = 86_400_000;

/** Today as a UTC calendar day (statements and the fund details filter count UTC days). */
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/** The reader's time zone (the browser's): the chart counts its days there. */
export const readerTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** The calendar day, YYYY-MM-DD, that `now` falls on in `timeZone` (UTC for an unknown zone). */
export const todayIn = (timeZone: string, now = new Date()): string => {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  } catch {
    return utcToday(now);
  }
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** An ISO date moved by whole days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The last `count` days up to the reader's today, both ends included, with the zone they are
 * counted in (the server groups the movements by the same days).
 */
export const lastDays = (count: number, now = new Date(), timeZone = readerTimeZone()) => {
  const dateTo = todayIn(timeZone, now);
  return { dateFrom: addDays(dateTo, -(count - 1)), dateTo, timeZone };
};
