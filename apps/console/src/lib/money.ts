// Money on the console's screens, in one place: wire amounts are decimal strings, formatted and
// checked with the contracts' helpers only; never a JS number.
import { formatAmount, minorUnits, scaleOf, zAmount, type Currency } from '@tradebridge/contracts';
import { amountFormat } from '@tradebridge/ui';

/**
 * A wire amount for display: grouped as the language on screen writes numbers, trailing zeros
 * trimmed (spec §5), "--" if not a number.
 */
export const formatMoney = (value: string | null | undefined, currency: string): string =>
  formatAmount(value, currency, amountFormat());

/** Why a typed amount cannot be sent, or null when it can. */
export type AmountProblem = 'invalid' | 'notPositive' | 'scale';

export const amountProblem = (
  value: string,
  currency: Currency | undefined,
): AmountProblem | null => {
  const text = value.trim();
  if (!zAmount.safeParse(text).success) return 'invalid';
  // Any non-zero digit makes a decimal string positive (it has no sign).
  if (!/[1-9]/.test(text)) return 'notPositive';
  if (currency && scaleOf(text) > minorUnits(currency)) return 'scale';
  return null;
};
