// The one money and date format of the portal and the console (spec §5): a missing value, and an
// amount that is not a decimal string, show "--"; amounts keep the language's grouping and decimal
// mark (AMOUNT_FORMATS: "125 000,5 USD" in Russian) with trailing zeros trimmed; times show in the
// user's zone to the second.
import { formatAmount, NOT_A_NUMBER } from '@tradebridge/contracts';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { amountFormat } from '../i18n/amount-format.ts';

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
};

/**
 * A wire amount (decimal string) for display, with its currency: "1,250.75 USD", "1 250,75 USD"
 * in Russian; "--" when it is not a decimal string. Never a JS number.
 */
export const formatMoney = (
  amount: unknown,
  currency?: string,
  { direction, withCurrency = true }: MoneyFormatOptions = {},
): string => {
  const text = formatAmount(amount, currency, amountFormat());
  if (text === EMPTY_VALUE) return text;
  const sign = direction === 'in' ? '+' : direction === 'out' ? '-' : '';
  return `${sign}${text}${withCurrency && currency ? ` ${currency}` : ''}`;
};

/** An ISO time in the user's zone, to the second; "--" when missing or not a time. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return EMPTY_VALUE;
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss') : EMPTY_VALUE;
};
