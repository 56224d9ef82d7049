// Reference rates: mid-market rates for showing a total across currencies in one display
// currency. They never price a trade (exchange quotes come from the exchange capability); screens
// say "reference" wherever they are used.
import { z } from 'zod';
import { CURRENCY_CODES, minorUnits, type Currency } from './currencies.ts';
import { isDecimalString, scaledToString } from './money.ts';
import { operation, operationsOf } from './operation.ts';

/** Rates are kept to 8 decimals: how many units of a currency one US dollar buys. */
export const REFERENCE_RATE_SCALE = 8;

const RATE = /^\d{1,9}(\.\d{1,8})?$/;

/** A rate: positive decimal string, at most 8 decimals. */
export const zRate = z
  .string()
  .trim()
  .regex(RATE, { error: 'rateInvalid' })
  .refine((v) => /[1-9]/.test(v), { error: 'rateInvalid' });

/**
 * The source of the rates a fresh installation starts with (no operator has set any): empty, and
 * each screen names it in its own language. An operator's source is their own words, shown as typed.
 */
export const BUILT_IN_RATES_SOURCE = '';

export const ZReferenceRates = z.object({
  /** Every rate is units of the currency per 1 USD (USD itself is 1). */
  base: z.literal('USD'),
  perUsd: z.record(z.enum(CURRENCY_CODES as [Currency, ...Currency[]]), zRate),
  /** When the rates were taken (ISO time), and from where. */
  asOf: z.string(),
  source: z.string(),
  updatedBy: z.string().nullable(),
});
export type ReferenceRates = z.infer<typeof ZReferenceRates>;

/** Console: change reference rates (the currencies sent; USD stays 1). */
export const ZUpdateReferenceRatesRequest = z.object({
  perUsd: z.partialRecord(z.enum(CURRENCY_CODES as [Currency, ...Currency[]]), zRate),
  source: z.string().trim().min(1).max(100),
});
export type UpdateReferenceRatesRequest = z.input<typeof ZUpdateReferenceRatesRequest>;

export const ZWalletTotalRequest = z.object({
  displayCurrency: z.enum(CURRENCY_CODES as [Currency, ...Currency[]]),
});

/** The merchant's balances summed in one display currency at reference rates. */
export const ZWalletTotal = z.object({
  displayCurrency: z.enum(CURRENCY_CODES as [Currency, ...Currency[]]),
  /** Sum of available balances. */
  available: z.string(),
  /** Sum of every balance (available, in transit, pending settlement, frozen, deposit). */
  total: z.string(),
  asOf: z.string(),
  source: z.string(),
  /** Currencies held that have no reference rate and are left out of the sums. */
  missing: z.array(z.enum(CURRENCY_CODES as [Currency, ...Currency[]])),
});
export type WalletTotal = z.infer<typeof ZWalletTotal>;

const rateUnits = (rate: string): bigint => {
  if (!isDecimalString(rate)) throw new RangeError(`not a rate: ${rate}`);
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole + fraction.padEnd(REFERENCE_RATE_SCALE, '0').slice(0, REFERENCE_RATE_SCALE));
};

/** Extra digits a converted amount carries until the final rounding. */
const EXTRA = 6;

/**
 * Sums amounts of several currencies in `to` at reference rates, exactly: each amount is converted
 * with EXTRA more decimals than `to` has, the sum is rounded once, half away from zero.
 */
export const convertAndSum = (
  amounts: { minor: bigint; currency: Currency }[],
  to: Currency,
  perUsd: Partial<Record<Currency, string>>,
): string => {
  const toRate = perUsd[to];
  if (!toRate) throw new RangeError(`no reference rate for ${to}`);
  const toUnits = rateUnits(toRate);
  let sum = 0n;
  for (const { minor, currency } of amounts) {
    const fromRate = perUsd[currency];
    if (!fromRate) throw new RangeError(`no reference rate for ${currency}`);
    // minor_to = minor_from × rate_to / rate_from × 10^(scale_to − scale_from)
    const shift = minorUnits(to) + EXTRA - minorUnits(currency);
    const numerator = minor * toUnits * 10n ** BigInt(Math.max(shift, 0));
    const denominator = rateUnits(fromRate) * 10n ** BigInt(Math.max(-shift, 0));
    sum += numerator / denominator;
  }
  const unit = 10n ** BigInt(EXTRA);
  const negative = sum < 0n;
  const magnitude = negative ? -sum : sum;
  const rounded = (magnitude + unit / 2n) / unit;
  return scaledToString(negative ? -rounded : rounded, minorUnits(to));
};

/** The reference rates, read the same in the portal's and the console's API. */
const reference = {
  path: 'rates/reference.json',
  tag: 'rates',
  summary: 'Reference rates (mid-market, per 1 USD); never used to price a trade',
  result: ZReferenceRates,
} as const;

const mer = operationsOf('mer', 'rates');
const ops = operationsOf('ops', 'rates');

export const ratesApi = {
  reference: operation({
    api: 'mer',
    ...reference,
    access: { kind: 'user', permission: 'wallet:view' },
  }),
  walletTotal: mer({
    path: 'wallet/total.json',
    summary: 'Balances summed in a display currency at reference rates',
    request: ZWalletTotalRequest,
    result: ZWalletTotal,
    access: { kind: 'user', permission: 'wallet:view' },
  }),
  /** Any operator. */
  opsReference: operation({ api: 'ops', ...reference, access: { kind: 'operator' } }),
  updateReference: ops({
    path: 'rates/reference/update.json',
    summary: 'Change reference rates (audited)',
    request: ZUpdateReferenceRatesRequest,
    result: ZReferenceRates,
    access: { kind: 'operator', permission: 'updateReferenceRates' },
  }),
};
