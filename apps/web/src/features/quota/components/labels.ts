// The area's codes in the order the screens offer them, their colours, and how much of a quota is
// used (a share for the bar, computed in cents: money is never a JS number).
import {
  QuotaItemLabel,
  QuotaState,
  SettlementLimitKind,
  isDecimalString,
  toMinor,
} from '@tradebridge/contracts';

/** The kinds as the cards and the form show them (spec §3). */
export const QUOTA_KINDS = [
  SettlementLimitKind.GoodsTrade,
  SettlementLimitKind.ServiceTrade,
  SettlementLimitKind.ECommerce,
] as const;

export const QUOTA_LABELS = [
  QuotaItemLabel.Available,
  QuotaItemLabel.Unavailable,
  QuotaItemLabel.UsedUp,
  QuotaItemLabel.Invalid,
] as const;

export const QUOTA_STATE_COLORS: Record<QuotaState, string> = {
  [QuotaState.Approved]: 'success',
  [QuotaState.UnderReview]: 'processing',
  [QuotaState.NotApproved]: 'error',
};

export const QUOTA_LABEL_COLORS: Record<QuotaItemLabel, string> = {
  available: 'green',
  unavailable: 'blue',
  usedUp: 'orange',
  invalid: 'red',
};

/** A kind from the address (`?kind=`), or undefined for anything else. */
export const quotaKindOf = (value: string | null): SettlementLimitKind | undefined =>
  (QUOTA_KINDS as readonly string[]).includes(value ?? '')
    ? (value as SettlementLimitKind)
    : undefined;

const cents = (value: string): bigint | null => {
  if (!isDecimalString(value)) return null;
  try {
    return toMinor(value, 'USD');
  } catch {
    return null;
  }
};

/** The share of `amount` that `used` is, 0–100 with one decimal; 0 when nothing is granted. */
export const usedPercent = (used: string, amount: string): number => {
  const whole = cents(amount);
  const part = cents(used);
  if (!whole || whole <= 0n || part === null || part <= 0n) return 0;
  if (part >= whole) return 100;
  return Number((part * 1000n) / whole) / 10;
};
