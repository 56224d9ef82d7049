// The area's words for its codes: an exchange's state (the spec's meaning and its tag's colour),
// the rate locks, and rates written as "1 USD = 0.9201 EUR" both ways.
import {
  ExchangeState,
  inverseRate,
  LockPeriod,
  rateString,
  rateUnitsOf,
  type Currency,
} from '@tradebridge/contracts';

export const EXCHANGE_STATE_NAMES: Record<ExchangeState, string> = {
  [ExchangeState.PendingReview]: 'pendingReview',
  [ExchangeState.ReviewRejected]: 'rejected',
  [ExchangeState.Completed]: 'completed',
};

export const EXCHANGE_STATE_COLORS: Record<ExchangeState, string> = {
  [ExchangeState.PendingReview]: 'processing',
  [ExchangeState.ReviewRejected]: 'error',
  [ExchangeState.Completed]: 'success',
};

/** States in the order the filter offers them. */
export const EXCHANGE_STATE_OPTIONS = [
  ExchangeState.Completed,
  ExchangeState.PendingReview,
  ExchangeState.ReviewRejected,
] as const;

export const LOCK_NAMES: Record<LockPeriod, string> = {
  [LockPeriod.OneMinute]: 'oneMinute',
  [LockPeriod.FifteenMinutes]: 'fifteenMinutes',
  [LockPeriod.OneHour]: 'oneHour',
};

/**
 * The other way round of a rate kept at RATE_SCALE (1 / rate, exact in integers, half up): the
 * server gives it for the merchant's rate; the mid rate's is worked out here. "" for a bad rate.
 */
export const inverseOf = (rate: string): string => {
  try {
    return rateString(inverseRate(rateUnitsOf(rate)));
  } catch {
    return '';
  }
};

export type Pair = { sellCurrency: Currency; buyCurrency: Currency };
