// A weekly window kept on the wall clock of a time zone: spans of the week (Monday 00:00 = minute
// 0) during which something is open, whether it is open at a moment, and when it opens next. The
// one mechanism behind the exchange's trading window and the bank's service hours (payout).
//
// Open and next opening follow the zone's clock changes (summer time): a span opens at the first
// moment the zone's wall clock is inside it. Where a change skips the opening minute (spring
// forward), the span opens when the clock jumps into it; where a change repeats an hour (fall
// back), a span in that hour opens on both passes.

export const WEEK_MINUTES = 7 * 1440;
/** The ISO weekdays, Monday (1) to Sunday (7). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;

/**
 * Minutes of the week on the wall clock: `from` inclusive, `to` exclusive. A `to` before `from`
 * runs over the week's end (Saturday 22:00 to Monday 06:00); `to` equal to `from` is the whole week.
 */
export type WeeklySpan = { readonly from: number; readonly to: number };

/** The spans, on the wall clock of `timeZone` (IANA). No span: closed all week. */
export type WeeklyWindow = { readonly timeZone: string; readonly spans: readonly WeeklySpan[] };

/** "HH:MM" (24:00 allowed) as minutes since midnight. */
export const minuteOfDay = (time: string): number => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** An ISO weekday (1 Monday … 7 Sunday) and "HH:MM" as the minute of the week. */
export const minuteOfWeek = (weekday: number, time: string): number =>
  (weekday - 1) * 1440 + minuteOfDay(time);

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** One formatter per zone: making one costs far more than using it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const wallClockOf = (timeZone: string) => {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
};

/** The minute of the week (0 = Monday 00:00) at `at` on the wall clock of `timeZone`. */
export const wallMinuteOfWeek = (at: Date, timeZone: string): number => {
  const parts = wallClockOf(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return minuteOfWeek(WEEKDAYS[get('weekday')] ?? 1, `${get('hour')}:${get('minute')}`);
};

const modWeek = (minutes: number) => ((minutes % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;

const isWholeWeek = (span: WeeklySpan) => span.from === span.to;

const holds = (span: WeeklySpan, minute: number) => {
  if (isWholeWeek(span)) return true;
  return span.from < span.to
    ? minute >= span.from && minute < span.to
    : minute >= span.from || minute < span.to;
};

/** Whether the window holds a minute of the week (wall clock). */
export const isOpenAtMinute = (window: WeeklyWindow, minute: number): boolean =>
  window.spans.some((span) => holds(span, minute));

/** Whether the window is open at `at`: a span's start inclusive, its end exclusive (to the minute). */
export const isWindowOpen = (window: WeeklyWindow, at: Date): boolean => {
  if (window.spans.length === 0) return false;
  // A whole-week span needs no clock (nor a zone this runtime knows).
  if (window.spans.some(isWholeWeek)) return true;
  return isOpenAtMinute(window, wallMinuteOfWeek(at, window.timeZone));
};

/** The zone's offset from UTC in minutes at the instant `ms` (1970-01-01 was a Thursday). */
const offsetAt = (ms: number, timeZone: string) => {
  const utc = modWeek(Math.floor(ms / MINUTE_MS) + 3 * 1440);
  const drift = modWeek(wallMinuteOfWeek(new Date(ms), timeZone) - utc);
  return drift >= WEEK_MINUTES / 2 ? drift - WEEK_MINUTES : drift;
};

/**
 * The first minute in (from, until] at which the zone's offset differs from the one at `from`,
 * or null. Looked for a day at a time (no zone changes its clock twice in a day), then halved down
 * to the minute. `from` and `until` are whole minutes.
 */
const offsetChange = (from: number, until: number, timeZone: string): number | null => {
  const before = offsetAt(from, timeZone);
  for (let low = from; low < until;) {
    let high = Math.min(low + DAY_MS, until);
    if (offsetAt(high, timeZone) === before) {
      low = high;
      continue;
    }
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / MINUTE_MS / 2) * MINUTE_MS;
      if (offsetAt(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    return high;
  }
  return null;
};

/**
 * The next moment the window opens after `at`, counted from the start of `at`'s minute; null when
 * it is open now, or never opens (no span). Between clock changes the wall clock runs with UTC, so
 * the opening is the nearest span start ahead; a clock change on the way restarts the count there.
 */
export const nextWindowOpening = (window: WeeklyWindow, at: Date): Date | null => {
  if (window.spans.length === 0 || isWindowOpen(window, at)) return null;
  let from = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
  // A span opens within a week of wall clock; the clock changes on the way are few.
  const limit = from + 2 * WEEK_MINUTES * MINUTE_MS;
  while (from < limit) {
    const wall = wallMinuteOfWeek(new Date(from), window.timeZone);
    if (isOpenAtMinute(window, wall)) return new Date(from);
    const ahead = Math.min(
      ...window.spans.map((span) => modWeek(span.from - wall) || WEEK_MINUTES),
    );
    const until = from + ahead * MINUTE_MS;
    const change = offsetChange(from, until, window.timeZone);
    if (change === null) return new Date(until);
    from = change;
  }
  return null;
};
