// The one display format of amounts, rates and times in the reader's language, shared by the
// portal and the console (packages/ui format.ts, in the language on screen) and by what the server
// writes for people: notifications, e-mails, error messages and statements (in the recipient's
// language). Amounts and rates: money.ts (formatAmount, formatRate) with AMOUNT_FORMATS.
import { isCurrency } from './currencies.ts';
import type { Language } from './i18n.ts';
import {
  AMOUNT_FORMATS,
  formatAmount,
  formatRate,
  isDecimalString,
  NOT_A_NUMBER,
} from './money.ts';

/** A moment to show in a given zone (the caller's browser zone, sent with the request). */
export type ZonedTime = { at: Date; timeZone?: string | undefined };

export const zonedTime = (at: Date, timeZone?: string): ZonedTime => ({ at, timeZone });

const isZonedTime = (value: unknown): value is ZonedTime =>
  typeof value === 'object' && value !== null && (value as ZonedTime).at instanceof Date;

/** A decimal string as the wire writes it; text already written for a reader is left alone. */
const isWire = (value: unknown): value is string =>
  typeof value === 'string' && isDecimalString(value);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether this runtime knows the IANA time zone (a header's value may be anything). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** UTC for a zone Intl does not know (a bad header); undefined (the runtime's zone) stays. */
const knownZone = (timeZone: string | undefined): string | undefined =>
  timeZone === undefined || isTimeZone(timeZone) ? timeZone : 'UTC';

type Parts = 'dateTime' | 'date' | 'dayMonth';

const formatter = (language: Language, timeZone: string | undefined, parts: Parts) => {
  const key = `${language}|${timeZone ?? ''}|${parts}`;
  let found = formatters.get(key);
  if (!found) {
    // The language's own order and marks: 2026/11/25 21:50:15, 11/25/2026, 09:50:15 PM,
    // 25.11.2026, 21:50:15 — two digits everywhere, so a column of times lines up.
    found = new Intl.DateTimeFormat(language, {
      ...(parts === 'dayMonth' ? {} : { year: 'numeric' }),
      month: '2-digit',
      day: '2-digit',
      ...(parts === 'dateTime' ? { hour: '2-digit', minute: '2-digit', second: '2-digit' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, found);
  }
  return found;
};

const toDate = (value: Date | string | null | undefined): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * A moment in the language's date and time format, in `timeZone` (the runtime's zone when left
 * out, which in a browser is the user's); "--" when missing or not a time.
 */
export const formatDateTimeIn = (
  value: Date | string | null | undefined,
  language: Language,
  timeZone?: string,
): string => {
  const date = toDate(value);
  return date ? formatter(language, knownZone(timeZone), 'dateTime').format(date) : NOT_A_NUMBER;
};

/**
 * A calendar date ("2026-11-25", as the wire writes dates) in the language's date format; with
 * `withYear: false` only its day and month ("25.11", "11/25"), as a chart's axis writes them.
 */
export const formatDateIn = (
  value: string | null | undefined,
  language: Language,
  { withYear = true }: { withYear?: boolean } = {},
): string => {
  const date =
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? toDate(`${value}T00:00:00Z`) : undefined;
  return date
    ? formatter(language, 'UTC', withYear ? 'date' : 'dayMonth').format(date)
    : NOT_A_NUMBER;
};

/**
 * Message parameters as the reader writes them: `amount` at its `currency`'s scale and `xAmount`
 * at `xCurrency`'s when there is one (as a bank writes money in its messages and statements),
 * `rate`, `xRate` and `level` to 4 decimals, with the language's marks; a ZonedTime in the language's format and its zone, a Date
 * in UTC (said so). Everything else as it is.
 */
export const displayParams = (
  params: Record<string, unknown>,
  language: Language,
): Record<string, unknown> => {
  const marks = AMOUNT_FORMATS[language];
  const currency = typeof params.currency === 'string' ? params.currency : undefined;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      // sellAmount is in sellCurrency when the params have one, else in currency.
      const own = params[name.replace(/Amount$/, 'Currency')];
      const of = name.endsWith('Amount') && typeof own === 'string' ? own : currency;
      if (/^amount$|Amount$/.test(name) && isWire(value) && of && isCurrency(of)) {
        return [name, formatAmount(value, of, { ...marks, fixed: true })];
      }
      if (/^rate$|Rate$|^level$/.test(name) && isWire(value))
        return [name, formatRate(value, marks)];
      if (isZonedTime(value)) {
        const zone = knownZone(value.timeZone) ?? 'UTC';
        const text = formatDateTimeIn(value.at, language, zone);
        return [name, zone === 'UTC' ? `${text} UTC` : text];
      }
      if (value instanceof Date) return [name, `${formatDateTimeIn(value, language, 'UTC')} UTC`];
      return [name, value];
    }),
  );
};
