// Spec §5 for a transfer amount typed by the user: a plain decimal, no more decimals than the
// currency has, above zero and within the available balance. Compared in minor units (bigint),
// never as a JS number.
import { minorUnits, scaleOf, toMinor, type Currency } from '@tradebridge/contracts';

export type AmountProblem =
  | { key: 'required' | 'invalid' | 'positive' | 'exceeds' | 'noDecimals' }
  | { key: 'scale'; count: number };

const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;

export const amountProblem = (
  value: string | undefined,
  currency: Currency | undefined,
  available: string | undefined,
): AmountProblem | undefined => {
  const text = value?.trim() ?? '';
  if (!text) return { key: 'required' };
  if (!PLAIN_DECIMAL.test(text)) return { key: 'invalid' };
  if (!currency) return undefined;
  const scale = minorUnits(currency);
  if (scaleOf(text) > scale)
    return scale === 0 ? { key: 'noDecimals' } : { key: 'scale', count: scale };
  const minor = toMinor(text, currency);
  if (minor <= 0n) return { key: 'positive' };
  if (available !== undefined && minor > toMinor(available, currency)) return { key: 'exceeds' };
  return undefined;
};
