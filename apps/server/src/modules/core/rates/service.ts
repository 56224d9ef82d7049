// Reference rates (mid-market, per 1 USD) kept as a platform setting that operators update in the
// console; they turn a merchant's balances into one total in a display currency. They never price
// a trade.
import {
  BUILT_IN_RATES_SOURCE,
  CapitalAccountType,
  CURRENCY_CODES,
  convertAndSum,
  type Currency,
  type ReferenceRates,
  type UpdateReferenceRatesRequest,
  type WalletTotal,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Deps } from '../../../platform/deps.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { merchantBalances } from '../ledger/index.ts';
import { operatorSetting, readSetting, writeSettings } from '../settings/index.ts';

/**
 * What a fresh installation starts with: mid-market rates of 20 November 2026, rounded. Operators
 * replace them in the console (Ledger → Reference rates); the screens show their date and source
 * (this one's named by each screen in its language).
 */
export const DEFAULT_REFERENCE_RATES: ReferenceRates = {
  base: 'USD',
  asOf: '2026-11-20T00:00:00.000Z',
  source: BUILT_IN_RATES_SOURCE,
  updatedBy: null,
  perUsd: {
    USD: '1',
    CNY: '7.12',
    CNH: '7.13',
    EUR: '0.865',
    GBP: '0.76',
    AUD: '1.53',
    JPY: '154.5',
    IDR: '16650',
    CAD: '1.4',
    CHF: '0.8',
    HKD: '7.78',
    NZD: '1.76',
    SGD: '1.3',
    SEK: '9.45',
    PHP: '58.9',
    KZT: '520',
    RUB: '80.5',
    DKK: '6.46',
    NOK: '10.1',
    USDT: '1',
    USDC: '1',
  },
};

const referenceRates = operatorSetting({
  key: 'referenceRates',
  read: (stored) => (stored as ReferenceRates | undefined) ?? DEFAULT_REFERENCE_RATES,
  next: (input: UpdateReferenceRatesRequest, before, operator: OperatorAuth): ReferenceRates => ({
    base: 'USD',
    // USD is the base: always 1, whatever was sent.
    perUsd: { ...before.perUsd, ...input.perUsd, USD: '1' },
    source: input.source,
    asOf: new Date().toISOString(),
    updatedBy: operator.operatorName,
  }),
  audit: {
    action: 'rates.referenceUpdate',
    target: 'referenceRates',
    shown: (rates) => ({ perUsd: rates.perUsd, source: rates.source }),
  },
});

export const getReferenceRates = referenceRates.get;

/**
 * The demo's rates (never in production): the built-in ones, stored as taken when the demo is
 * seeded, so a freshly seeded demo can exchange at once. An exchange refuses rates older than its
 * limit (exchange/freshness.ts): a production installation still on the built-in rates of
 * 20 November 2026 is paused until operators set current ones.
 */
export const seedDemoReferenceRates = async (db: DbOrTx, now: Date) => {
  if ((await readSetting(db, 'referenceRates')) !== undefined) return;
  await writeSettings(db, {
    referenceRates: { ...DEFAULT_REFERENCE_RATES, asOf: now.toISOString() },
  });
};

export const updateReferenceRates = referenceRates.update;

/** The merchant's available and total balances in one currency, at reference rates. */
export const walletTotal = async (
  deps: Deps,
  merchantId: string,
  displayCurrency: Currency,
): Promise<WalletTotal> => {
  const [rates, balances] = await Promise.all([
    getReferenceRates(deps.db),
    merchantBalances(deps.db, merchantId),
  ]);
  const known = new Set(CURRENCY_CODES.filter((c) => rates.perUsd[c]));
  const missing = [...new Set(balances.map((b) => b.currency))].filter(
    (c) => !known.has(c) && balances.some((b) => b.currency === c && b.balance !== 0n),
  );
  const priced = balances.filter((b) => known.has(b.currency));
  const sum = (rows: typeof priced) =>
    convertAndSum(
      rows.map((b) => ({ minor: b.balance, currency: b.currency })),
      displayCurrency,
      rates.perUsd,
    );
  return {
    displayCurrency,
    available: sum(priced.filter((b) => b.type === CapitalAccountType.Available)),
    total: sum(priced),
    asOf: rates.asOf,
    source: rates.source,
    missing,
  };
};
