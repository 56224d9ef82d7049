// Exact arithmetic on decimal strings (reference rates, their inverses and changes) with bigint:
// never a JS number, so "0.865" stays 0.865 and 1 / 16650 is right to its last digit.
import {
  isDecimalString,
  roundToScale,
  scaledToString,
  scaleOf,
  trimZeros,
} from '@tradebridge/contracts';

const parse = (value: string): { units: bigint; scale: number } => {
  const text = value.trim();
  if (!isDecimalString(text)) throw new RangeError(`not a decimal: ${JSON.stringify(value)}`);
  const scale = scaleOf(text);
  // At its own scale the rounding is exact.
  return { units: roundToScale(text, scale), scale };
};

/** Both values as integers of one scale. */
const align = (a: string, b: string): [bigint, bigint] => {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return [x.units * 10n ** BigInt(scale - x.scale), y.units * 10n ** BigInt(scale - y.scale)];
};

const abs = (value: bigint) => (value < 0n ? -value : value);

/** numerator / denominator as an integer scaled by 10^scale, rounded half away from zero. */
const divideScaled = (numerator: bigint, denominator: bigint, scale: number): bigint => {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = abs(numerator) * 10n ** BigInt(scale);
  const d = abs(denominator);
  const quotient = (2n * n + d) / (2n * d);
  return negative && quotient !== 0n ? -quotient : quotient;
};

/** A decimal string written the shortest way: "007.120" → "7.12", "0.0" → "0". */
export const normalizeDecimal = (value: string): string => {
  const { units, scale } = parse(value);
  return trimZeros(scaledToString(units, scale));
};

/** -1, 0 or 1 as a is below, equal to or above b ("7.1" equals "7.10"). */
export const compareDecimals = (a: string, b: string): -1 | 0 | 1 => {
  const [x, y] = align(a, b);
  return x === y ? 0 : x < y ? -1 : 1;
};

/**
 * dividend / divisor to `scale` decimals, rounded half away from zero, trailing zeros trimmed.
 * Throws on a zero divisor.
 */
export const divideDecimals = (dividend: string, divisor: string, scale: number): string => {
  const [x, y] = align(dividend, divisor);
  return trimZeros(scaledToString(divideScaled(x, y, scale), scale));
};

/**
 * The change from `from` to `to` in per cent, to `scale` decimals (half away from zero), signed
 * ("+12.5", "-3", "0"), trailing zeros trimmed. Throws when `from` is zero.
 */
export const percentChange = (from: string, to: string, scale = 2): string => {
  const [x, y] = align(from, to);
  const text = trimZeros(scaledToString(divideScaled((y - x) * 100n, x, scale), scale));
  return y > x && text !== '0' ? `+${text}` : text;
};

/** True when `to` differs from `from` by more than `percent` per cent of `from` (exactly). */
export const changesByMoreThan = (from: string, to: string, percent: bigint): boolean => {
  const [x, y] = align(from, to);
  return abs(y - x) * 100n > percent * abs(x);
};
