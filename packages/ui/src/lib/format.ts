// The one format of amounts, rates and times of the portal and the console, in the language on
// screen (spec §5): a missing value, and an amount that is not a decimal string, show "--";
// amounts keep the language's grouping and decimal mark (AMOUNT_FORMATS: "125 000,5 USD" in
// Russian) with trailing zeros trimmed, or at the currency's scale in a table column so the
// column lines up; rates to 4 decimals; times in the language's own date format, in the user's
// zone. The server writes messages and statements with the same functions (contracts display.ts).
import {
  formatAmount,
  formatDateIn,
  formatDateTimeIn,
  formatRate as formatRateWith,
  NOT_A_NUMBER,
} from '@tradebridge/contracts';
import type { ReactNode } from 'react';
import { amountFormat, displayLanguage } from '../i18n/amount-format.ts';

/** Shown where a value is missing (spec §5). */
export const EMPTY_VALUE = NOT_A_NUMBER;

/** Whether a value is missing: null, undefined, or a string of nothing but blanks. */
export const isMissing = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A table cell's (or a field's) value, "--" where it is missing. Zero, false and a component stay
 * as they are: only nothing at all is replaced.
 */
export const orEmpty = (value: ReactNode): ReactNode => (isMissing(value) ? EMPTY_VALUE : value);

export type MoneyFormatOptions = {
  /** Money in or out: "+" or "-" in front. */
  direction?: 'in' | 'out';
  /** Leave the currency code out where the screen shows it elsewhere (a column, a field). */
  withCurrency?: boolean;
  /** Keep the currency's scale ("100.00"): amounts in a table column, so they line up. */
  fixed?: boolean;
};

/**
 * A wire amount (decimal string) for display, with its currency: "1,250.75 USD", "1 250,75 USD"
 * in Russian; "--" when it is not a decimal string. Never a JS number.
 */
export const formatMoney = (
  amount: unknown,
  currency?: string,
  { direction, withCurrency = true, fixed = false }: MoneyFormatOptions = {},
): string => {
  const text = formatAmount(amount, currency, { ...amountFormat(), fixed });
  if (text === EMPTY_VALUE) return text;
  const sign = direction === 'in' ? '+' : direction === 'out' ? '-' : '';
  return `${sign}${text}${withCurrency && currency ? ` ${currency}` : ''}`;
};

/**
 * An FX rate: rounded to 4 decimals ("7,1235" in Russian); `exact` for a configured rate shown as
 * it is kept (reference rates, 8 decimals).
 */
export const formatRate = (value: unknown, { exact = false }: { exact?: boolean } = {}): string =>
  formatRateWith(value, { ...amountFormat(), exact });

/** A moment in the language's date and time format ("25.11.2026, 21:50:15"), in the user's zone. */
export const formatDateTime = (value: string | null | undefined): string =>
  formatDateTimeIn(value, displayLanguage());

/**
 * A calendar date of the wire ("2026-11-25") in the language's date format ("25.11.2026"); without
 * its year with `withYear: false` ("25.11").
 */
export const formatDate = (
  value: string | null | undefined,
  options: { withYear?: boolean } = {},
): string => formatDateIn(value, displayLanguage(), options);
