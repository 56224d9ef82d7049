// The 21 currencies of spec §9 with their minor-unit exponents (architecture: JPY 0, USDT/USDC 6,
// the rest 2).
export const CURRENCIES = {
  CNY: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  AUD: 2,
  JPY: 0,
  IDR: 2,
  CAD: 2,
  CNH: 2,
  CHF: 2,
  HKD: 2,
  NZD: 2,
  SGD: 2,
  SEK: 2,
  PHP: 2,
  KZT: 2,
  RUB: 2,
  DKK: 2,
  NOK: 2,
  USDT: 6,
  USDC: 6,
} as const satisfies Record<string, number>;

export type Currency = keyof typeof CURRENCIES;

export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

/** Settlement currency is USD only (spec §9). */
export const SETTLEMENT_CURRENCIES = ['USD'] as const satisfies readonly Currency[];

export const isCurrency = (code: string): code is Currency => Object.hasOwn(CURRENCIES, code);

export const minorUnits = (currency: Currency): number => CURRENCIES[currency];
