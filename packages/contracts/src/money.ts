// Money: decimal strings on the wire, integer minor units (bigint) in code and database.
// Never a JS number. Formatting rules of spec §5: non-numeric shows "--", trailing zeros trimmed,
// rates rounded to 4 decimals.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { CURRENCIES, isCurrency, minorUnits, type Currency } from './currencies.ts';
import type { Language } from './i18n.ts';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A plain decimal string: optional minus, digits, optional fraction. No exponents, no spaces. */
export const isDecimalString = (value: string): boolean => DECIMAL.test(value);

/** Number of fraction digits written in a decimal string. */
export const scaleOf = (value: string): number => DECIMAL.exec(value)?.[3]?.length ?? 0;

/**
 * Converts a decimal string to integer minor units of the currency. Refuses more fraction digits
 * than the currency has (no silent rounding of money).
 */
export const toMinor = (value: string, currency: Currency): bigint => {
  // A JS number would be coerced by the regex and pass for small values only: refuse it outright.
  const match = typeof value === 'string' ? DECIMAL.exec(value) : null;
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const scale = minorUnits(currency);
  if (fraction.length > scale) {
    throw new RangeError(`${currency} takes at most ${scale} decimals: ${value}`);
  }
  const minor = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign ? -minor : minor;
};

/** Minor units to a decimal string with exactly the currency's decimals ("1234.50"). */
export const fromMinor = (minor: bigint, currency: Currency): string => {
  if (typeof minor !== 'bigint')
    throw new TypeError(`minor units must be a bigint: ${String(minor)}`);
  return scaledToString(minor, minorUnits(currency));
};

/** An integer scaled by 10^scale, written as a decimal string with exactly `scale` decimals. */
export const scaledToString = (value: bigint, scale: number): string => {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
};

/**
 * The largest amount one request may carry, in minor units of any currency (10^15 − 1: some ten
 * trillion dollars, a billion USDT). The ledger keeps no balance beyond ±MAX_BALANCE_MINOR
 * (10^18), so a balance plus any accepted amount stays far inside PostgreSQL's bigint (2^63 − 1,
 * about 9.2·10^18): no amount can overflow a balance, and no balance can be pinned at the limit.
 */
export const MAX_AMOUNT_MINOR = 10n ** 15n - 1n;
export const MAX_BALANCE_MINOR = 10n ** 18n;

/** The largest amount of a currency as a decimal string ("9999999999999.99" for USD). */
export const maxAmountOf = (currency: Currency): string => fromMinor(MAX_AMOUNT_MINOR, currency);

/** Removes trailing fraction zeros and a dangling point: "12.3400" → "12.34", "5.00" → "5". */
export const trimZeros = (value: string): string =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

/** Rounds a decimal string half away from zero to `scale` decimals, as a bigint scaled by 10^scale. */
export const roundToScale = (value: string, scale: number): bigint => {
  const match = typeof value === 'string' ? DECIMAL.exec(value) : null;
  if (!match) throw new RangeError(`not a decimal: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  const roundUp = (fraction[scale] ?? '0') >= '5';
  const magnitude = roundUp ? kept + 1n : kept;
  return sign && magnitude !== 0n ? -magnitude : magnitude;
};

export const NOT_A_NUMBER = '--';

/** Groups the integer part with a separator: "1234567.5" → "1,234,567.5". */
const groupThousands = (value: string, separator: string, decimalMark: string): string => {
  const [whole = '', fraction] = value.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : decimalMark + fraction}`;
};

export type AmountFormatOptions = {
  /** Thousands separator, default ",". */
  group?: string;
  /** Decimal mark, default ".". */
  decimal?: string;
  /** Keep the currency's full scale instead of trimming trailing zeros. */
  fixed?: boolean;
};

/**
 * Digit grouping and decimal mark per language, as each language's readers write amounts (and as
 * Intl.NumberFormat does): "1,234.5" in Chinese and English, "1 234,5" (no-break space) in Russian.
 */
export const AMOUNT_FORMATS: Record<Language, Pick<AmountFormatOptions, 'group' | 'decimal'>> = {
  'zh-CN': { group: ',', decimal: '.' },
  'zh-TW': { group: ',', decimal: '.' },
  'en-US': { group: ',', decimal: '.' },
  'ru-RU': { group: '\u00a0', decimal: ',' },
};

/**
 * Formats a wire amount for display. Anything that is not a decimal string shows "--"; trailing
 * zeros are trimmed unless `fixed` is asked.
 */
export const formatAmount = (
  value: unknown,
  currency?: string,
  options: AmountFormatOptions = {},
): string => {
  if (typeof value !== 'string' && typeof value !== 'bigint') return NOT_A_NUMBER;
  let text: string;
  if (typeof value === 'bigint') {
    if (!currency || !isCurrency(currency)) return NOT_A_NUMBER;
    text = fromMinor(value, currency);
  } else {
    text = value.trim();
    if (!isDecimalString(text)) return NOT_A_NUMBER;
    if (currency && isCurrency(currency) && scaleOf(text) > CURRENCIES[currency]) {
      text = scaledToString(roundToScale(text, CURRENCIES[currency]), CURRENCIES[currency]);
    }
  }
  text = text.replace(/^(-?)0+(?=\d)/, '$1');
  if (options.fixed && currency && isCurrency(currency)) {
    const scale = CURRENCIES[currency];
    text = scaledToString(roundToScale(text, scale), scale);
  } else {
    text = trimZeros(text);
  }
  if (text === '-0') text = '0';
  return groupThousands(text, options.group ?? ',', options.decimal ?? '.');
};

export const RATE_DISPLAY_SCALE = LIMITS.rateDisplayDecimals;

/**
 * An FX rate for display (spec §5): rounded half away from zero to 4 decimals, trailing zeros
 * trimmed, in the reader's grouping and decimal mark ("7,1235" in Russian). `exact` shows a
 * configured rate (reference rates keep 8 decimals) as it is, only trimmed and grouped.
 */
export const formatRate = (
  value: unknown,
  { exact = false, ...marks }: Omit<AmountFormatOptions, 'fixed'> & { exact?: boolean } = {},
): string => {
  if (typeof value !== 'string' || !isDecimalString(value.trim())) return NOT_A_NUMBER;
  const text = value.trim().replace(/^(-?)0+(?=\d)/, '$1');
  const shown = trimZeros(
    exact ? text : scaledToString(roundToScale(text, RATE_DISPLAY_SCALE), RATE_DISPLAY_SCALE),
  );
  return groupThousands(shown === '-0' ? '0' : shown, marks.group ?? ',', marks.decimal ?? '.');
};

const segmenter =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/** User-perceived characters; code points where Intl.Segmenter is missing (older browsers). */
const graphemes = (text: string): string[] =>
  segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);

/**
 * Names longer than 4 characters show only their first and last characters (spec §5); shorter
 * names are shown whole. Counts user-perceived characters (grapheme clusters), not UTF-16 units or
 * code points, so Chinese, emoji sequences (👨‍👩‍👧, flags) and combining accents mask right.
 */
export const maskName = (name: string | null | undefined): string => {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) return NOT_A_NUMBER;
  const chars = graphemes(text);
  if (chars.length <= LIMITS.nameMaskThreshold) return text;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
};

/** A currency code from the spec's list. */
export const zCurrency = z.enum(Object.keys(CURRENCIES) as [Currency, ...Currency[]]);

/**
 * Why a typed or sent amount cannot move money, or null when it can: the one amount rule of the
 * portal's and console's forms and of the contract schemas (and so of the server). In this order:
 * - `required`: nothing but white space;
 * - `format`: not a plain decimal ("1250.75": digits, an optional point with digits; no sign,
 *   exponent, grouping or spaces inside);
 * - `scale`: more decimals than the currency has (`scale` is how many it has; JPY 0);
 * - `zero`: no amount at all ("0", "0.00");
 * - `max`: above MAX_AMOUNT_MINOR (`max` is the largest amount of the currency, "9999999999999.99").
 * Without a currency (a form where none is chosen yet) only `required`, `format` and `zero` apply.
 */
export type AmountProblem =
  | { key: 'required' | 'format' | 'zero' }
  | { key: 'scale'; scale: number }
  | { key: 'max'; max: string };

const PLAIN_AMOUNT = /^(\d+)(?:\.(\d+))?$/;
/** More significant minor-unit digits than the largest amount has are above it, whatever they are. */
const MAX_AMOUNT_DIGITS = MAX_AMOUNT_MINOR.toString().length;

export const amountProblem = (
  value: string | undefined,
  currency: Currency | undefined,
): AmountProblem | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return { key: 'required' };
  const match = PLAIN_AMOUNT.exec(text);
  if (!match) return { key: 'format' };
  const [, whole = '', fraction = ''] = match;
  const scale = currency ? minorUnits(currency) : 0;
  if (currency && fraction.length > scale) return { key: 'scale', scale };
  if (!/[1-9]/.test(text)) return { key: 'zero' };
  if (!currency) return null;
  // Leading zeros dropped, the digit count decides before any (possibly huge) BigInt is made.
  const minor = `${whole}${fraction.padEnd(scale, '0')}`.replace(/^0+/, '');
  if (minor.length > MAX_AMOUNT_DIGITS || BigInt(minor) > MAX_AMOUNT_MINOR) {
    return { key: 'max', max: maxAmountOf(currency) };
  }
  return null;
};

/** The validation reason (errors.json `validation`) a schema or the server gives for a problem. */
export const amountReason = (problem: AmountProblem): string => {
  switch (problem.key) {
    case 'required':
      return 'required';
    case 'format':
      return 'amountInvalid';
    case 'zero':
      return 'amountPositive';
    case 'scale':
      return `amountScale:${problem.scale}`;
    case 'max':
      return `amountTooLarge:${problem.max}`;
  }
};

/** What zAmount refuses by itself, with no currency to know. */
const isShapeProblem = (problem: AmountProblem): boolean =>
  problem.key === 'required' || problem.key === 'format';

/**
 * The shape of an amount string, trimmed: present and a plain decimal. The rest of the rule
 * (decimals, zero, maximum) needs the currency: `zAmountIn`, or `refineAmounts` where the currency
 * is a sibling field.
 */
export const zAmount = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = amountProblem(value, undefined);
    if (problem && isShapeProblem(problem)) {
      ctx.addIssue({ code: 'custom', message: amountReason(problem) });
    }
  })
  // The refinement is invisible to JSON Schema: the OpenAPI document states the format itself.
  .meta({ pattern: PLAIN_AMOUNT.source });

/** An amount in a fixed currency: the whole amount rule (amountProblem). */
export const zAmountIn = (currency: Currency) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = amountProblem(value, currency);
      if (problem) ctx.addIssue({ code: 'custom', message: amountReason(problem) });
    })
    .meta({ pattern: PLAIN_AMOUNT.source });

/**
 * For an object with `currency` and amount fields (each a zAmount): the rest of the amount rule
 * against the sibling currency, reported on the amount's field.
 */
export const refineAmounts =
  <K extends string>(...amountFields: K[]) =>
  (value: { currency: Currency } & Record<K, string>, ctx: z.RefinementCtx) => {
    for (const field of amountFields) {
      const problem = amountProblem(value[field], value.currency);
      // The field's zAmount has named a shape problem already.
      if (problem && !isShapeProblem(problem)) {
        ctx.addIssue({ code: 'custom', path: [field], message: amountReason(problem) });
      }
    }
  };
