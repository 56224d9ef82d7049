// How the exchange screens name things in the operator's language: an exchange's state (as a tag),
// a pair, a rate lock, basis points, a signed amount (positions: "+" where the platform holds the
// currency, "-" where it owes it) and a rate. Amounts and rates stay decimal strings: the sign is
// read from the text, never from a JS number.
import { ExchangeState, LOCK_PERIODS, type Currency } from '@tradebridge/contracts';
import { formatMoney, formatRate } from '@tradebridge/ui';
import type { TFunction } from 'i18next';
import { stateTagOf } from '../../../components/state-tag.tsx';
import { compareDecimals } from '../../../lib/decimal.ts';
import { knownLabel } from '../../../lib/known-label.ts';

type T = TFunction<'exchange'>;

export const EXCHANGE_STATES = Object.values(ExchangeState);

const STATE_COLORS: Record<string, string> = {
  [ExchangeState.PendingReview]: 'gold',
  [ExchangeState.Completed]: 'green',
  [ExchangeState.ReviewRejected]: 'red',
};

export const ExchangeStateTag = stateTagOf('exchange', 'state', STATE_COLORS, 'exchange-state');

/** "1 minute", "15 minutes", "1 hour"; a period the console does not know in seconds. */
export const lockLabel = knownLabel('lock', LOCK_PERIODS);

/** "USD → CNY". */
export const pairLabel = (sell: string, buy: string) => `${sell} → ${buy}`;

/** "30 bp" in the language's words. */
export const bpLabel = (value: number, t: T) => t('bp', { value });

/** An amount with its sign shown both ways: "+1,250.00 USD", "-80.00 EUR", "0.00 USD". */
export const signedMoney = (amount: string, currency: string): string => {
  const sign = compareDecimals(amount, '0');
  if (sign === 0) return formatMoney(amount.replace(/^-/, ''), currency, { fixed: true });
  return formatMoney(amount.replace(/^-/, ''), currency, {
    fixed: true,
    direction: sign > 0 ? 'in' : 'out',
  });
};

/**
 * "1 USD = 7.1234567 CNY": the rate as the order keeps it (10 decimals, trailing zeros trimmed),
 * not rounded to 4 as the portal shows rates — a rate of IDR into USD (0.00006006) would read 0.0001.
 */
export const rateLine = (rate: string, from: Currency, to: Currency) =>
  `1 ${from} = ${formatRate(rate, { exact: true })} ${to}`;
