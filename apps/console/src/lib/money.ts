// Money on the console's screens, in one place: wire amounts are decimal strings, formatted with
// the contracts' helpers; never a JS number.
import { formatAmount } from '@tradebridge/contracts';
import { amountFormat } from '@tradebridge/ui';

/**
 * A wire amount for display: grouped as the language on screen writes numbers, trailing zeros
 * trimmed (spec §5), "--" if not a number.
 */
export const formatMoney = (value: string | null | undefined, currency: string): string =>
  formatAmount(value, currency, amountFormat());
