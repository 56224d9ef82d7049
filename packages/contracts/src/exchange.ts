// Currency exchange (issue 18, spec /exchange, /exchangeOrder, detailOrder): indicative rates and
// their last 30 days, rate alerts, quotes that expire and are used once, exchange orders (order type
// 3) and their review; the console's FX position, pricing rules and trading window. ADR 0021.
//
// The pricing is exact and the same in both directions. For a mid rate m (buy units per sell
// unit) and a spread of s basis points:
// - fee = S × s / 10 000, rounded half up at the sell currency's scale (the spread, shown apart);
// - selling S: buy B = (S − fee) × m, rounded down at the buy currency's scale;
// - buying B: S is the least amount whose (S − fee) × m reaches B, and B is exactly what was typed.
// The merchant's entry: sell −S; FX position +(S − fee); fee revenue +fee; FX position −B; buy +B.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { CURRENCY_CODES, minorUnits, type Currency } from './currencies.ts';
import { dateRangeFields, pageFields, zPage } from './envelope.ts';
import { reportExport, ReportKind, FILE_TYPES } from './download.ts';
import { isDecimalString, scaledToString, toMinor, zAmount, zCurrency } from './money.ts';
import { operationsOf } from './operation.ts';
import { zRate } from './rates.ts';
import { isTimeZone } from './display.ts';
import { ZPaymentCredentials } from './security.ts';
import type { Edge } from './state-edges.ts';
import { OrderState } from './states.ts';
import {
  isWindowOpen,
  minuteOfWeek,
  nextWindowOpening,
  type WeeklyWindow,
} from './weekly-window.ts';

// ——— States ———

/** An exchange order's states: the order states of spec §4 that an exchange passes through. */
export const ExchangeState = {
  PendingReview: OrderState.PendingReview,
  ReviewRejected: OrderState.ReviewRejected,
  Completed: OrderState.PaymentSuccess,
} as const;
export type ExchangeState = (typeof ExchangeState)[keyof typeof ExchangeState];
export const EXCHANGE_STATES = Object.values(ExchangeState) as [ExchangeState, ...ExchangeState[]];
const zExchangeState = z.union(
  EXCHANGE_STATES.map((s) => z.literal(s)) as unknown as [
    z.ZodLiteral<ExchangeState>,
    z.ZodLiteral<ExchangeState>,
    ...z.ZodLiteral<ExchangeState>[],
  ],
);

/**
 * An exchange is booked at once (completed) unless its pricing rule asks for review: then the sell
 * amount is held until an operator approves (the exchange is booked at the quoted rate) or rejects
 * (the hold is released).
 */
export const EXCHANGE_EDGES: readonly Edge<ExchangeState>[] = [
  { from: ExchangeState.PendingReview, to: ExchangeState.Completed, by: 'approved' },
  { from: ExchangeState.PendingReview, to: ExchangeState.ReviewRejected, by: 'rejected' },
];

// ——— Rates and pricing ———

/** Decimals a quote's rates are kept to (a rate of IDR into USD is 0.0000600600). */
export const RATE_SCALE = 10;
const RATE_UNIT = 10n ** BigInt(RATE_SCALE);
const BP = 10_000n;
/** The widest spread a rule may set (10 %). */
export const MAX_SPREAD_BP = 1000;

/** Rate locks beyond the spec: how long a quote holds, in seconds. 1 minute is the default. */
export const LockPeriod = { OneMinute: 60, FifteenMinutes: 900, OneHour: 3600 } as const;
export type LockPeriod = (typeof LockPeriod)[keyof typeof LockPeriod];
export const LOCK_PERIODS = Object.values(LockPeriod) as [LockPeriod, ...LockPeriod[]];
export const zLockPeriod = z.union([
  z.literal(LockPeriod.OneMinute),
  z.literal(LockPeriod.FifteenMinutes),
  z.literal(LockPeriod.OneHour),
]);

/** A rate as a decimal string → integer units of 10^-RATE_SCALE (more decimals are cut). */
export const rateUnitsOf = (rate: string): bigint => {
  if (!isDecimalString(rate) || rate.startsWith('-')) throw new RangeError(`not a rate: ${rate}`);
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole + fraction.padEnd(RATE_SCALE, '0').slice(0, RATE_SCALE));
};
export const rateString = (units: bigint): string => scaledToString(units, RATE_SCALE);

const divHalfUp = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);
const divUp = (n: bigint, d: bigint) => (n + d - 1n) / d;

/**
 * The mid rate of a pair from rates per 1 USD (any scale, decimal strings): buy units per sell
 * unit, rounded half up to RATE_SCALE decimals.
 */
export const crossRate = (perUsdSell: string, perUsdBuy: string): bigint => {
  const scale = (v: string) => v.split('.')[1]?.length ?? 0;
  const digits = Math.max(scale(perUsdSell), scale(perUsdBuy));
  const units = (v: string) => {
    const [w = '0', f = ''] = v.split('.');
    return BigInt(w + f.padEnd(digits, '0'));
  };
  const sell = units(perUsdSell);
  if (sell === 0n) throw new RangeError('a rate of zero');
  return divHalfUp(units(perUsdBuy) * RATE_UNIT, sell);
};

/** The rate the merchant gets: the mid rate less the spread, half up at RATE_SCALE. */
export const customerRate = (midUnits: bigint, spreadBp: number): bigint =>
  divHalfUp(midUnits * (BP - BigInt(spreadBp)), BP);

/** 1 / rate at RATE_SCALE, half up (0 for a rate of 0). */
export const inverseRate = (units: bigint): bigint =>
  units === 0n ? 0n : divHalfUp(RATE_UNIT * RATE_UNIT, units);

export type Priced = {
  /** Minor units of the sell currency, of the buy currency, and the fee (sell currency). */
  sell: bigint;
  buy: bigint;
  fee: bigint;
};

const feeOf = (sell: bigint, spreadBp: number) => divHalfUp(sell * BigInt(spreadBp), BP);

/** Minor units of `buyCurrency` that `net` minor units of `sellCurrency` buy at `mid`, rounded down. */
const converted = (net: bigint, mid: bigint, sellCurrency: Currency, buyCurrency: Currency) => {
  const shift = minorUnits(buyCurrency) - minorUnits(sellCurrency);
  const numerator = net * mid * 10n ** BigInt(Math.max(shift, 0));
  const denominator = RATE_UNIT * 10n ** BigInt(Math.max(-shift, 0));
  return numerator / denominator;
};

/**
 * Prices an exchange exactly (see the file's head). `side` says which amount the merchant typed;
 * `amount` is in that side's minor units. The other amount may come out as 0 (too small to
 * convert): the caller refuses it.
 */
export const priceExchange = (input: {
  sellCurrency: Currency;
  buyCurrency: Currency;
  side: 'sell' | 'buy';
  amount: bigint;
  midUnits: bigint;
  spreadBp: number;
}): Priced => {
  const { sellCurrency, buyCurrency, midUnits, spreadBp } = input;
  if (input.side === 'sell') {
    const fee = feeOf(input.amount, spreadBp);
    const buy = converted(input.amount - fee, midUnits, sellCurrency, buyCurrency);
    return { sell: input.amount, buy, fee };
  }
  // The least net in sell units whose conversion reaches the buy amount…
  const shift = minorUnits(buyCurrency) - minorUnits(sellCurrency);
  const net = divUp(
    input.amount * RATE_UNIT * 10n ** BigInt(Math.max(-shift, 0)),
    midUnits * 10n ** BigInt(Math.max(shift, 0)),
  );
  // …then the least sell amount that leaves that net after its fee (two steps at most).
  let sell = divUp(net * BP, BP - BigInt(spreadBp));
  while (sell > 1n && sell - 1n - feeOf(sell - 1n, spreadBp) >= net) sell -= 1n;
  while (sell - feeOf(sell, spreadBp) < net) sell += 1n;
  return { sell, buy: input.amount, fee: feeOf(sell, spreadBp) };
};

/** The least sell amount (spec §5, §9: 0.01 of the sell currency, or its smallest unit if larger). */
export const minSellOf = (currency: Currency): bigint => {
  const scale = minorUnits(currency);
  return scale >= 2 ? toMinor(LIMITS.exchangeMinSell, currency) : 1n;
};

// ——— Trading window ———

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'timeInvalid' });
/** ISO weekday: 1 Monday … 7 Sunday. */
const zWeekday = z.number().int().min(1).max(7);

/**
 * When exchanges may be quoted: from `opens` to `closes` each week in `timeZone`; pairs whose both
 * currencies are in `alwaysOpen` (USDT/USDC) around the clock.
 */
export const ZTradingWindow = z.object({
  timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, { error: 'timeZoneInvalid' }),
  opens: z.object({ weekday: zWeekday, time: zTime }),
  closes: z.object({ weekday: zWeekday, time: zTime }),
  alwaysOpen: z.array(zCurrency).max(CURRENCY_CODES.length),
});
export type TradingWindow = z.infer<typeof ZTradingWindow>;

/** Monday 06:00 to Saturday 06:00 Asia/Shanghai; USDT/USDC around the clock. */
export const DEFAULT_TRADING_WINDOW: TradingWindow = {
  timeZone: 'Asia/Shanghai',
  opens: { weekday: 1, time: '06:00' },
  closes: { weekday: 6, time: '06:00' },
  alwaysOpen: ['USDT', 'USDC'],
};

/** The trading window as a weekly window: one span from its opening to its closing. */
const weeklyOf = (window: TradingWindow): WeeklyWindow => ({
  timeZone: window.timeZone,
  spans: [
    {
      from: minuteOfWeek(window.opens.weekday, window.opens.time),
      to: minuteOfWeek(window.closes.weekday, window.closes.time),
    },
  ],
});

export const isAlwaysOpen = (window: TradingWindow, sell: Currency, buy: Currency) =>
  window.alwaysOpen.includes(sell) && window.alwaysOpen.includes(buy);

/** Whether a pair may be quoted at `at`: opens inclusive, closes exclusive (to the minute). */
export const isTradingOpen = (
  window: TradingWindow,
  sell: Currency,
  buy: Currency,
  at: Date,
): boolean => isAlwaysOpen(window, sell, buy) || isWindowOpen(weeklyOf(window), at);

/** The next moment the pair opens after `at` (null when it is open now or always). */
export const nextOpening = (
  window: TradingWindow,
  sell: Currency,
  buy: Currency,
  at: Date,
): Date | null =>
  isAlwaysOpen(window, sell, buy) ? null : nextWindowOpening(weeklyOf(window), at);

// ——— Pricing rules ———

/**
 * A pricing rule: the spread (bp) of a merchant or of all (merNo null), for a pair or any (a null
 * currency matches every currency), the extra spread of the longer locks (null: not offered), and
 * whether its exchanges wait for review. The most specific rule applies, whole: merchant before
 * all, then sell currency, then buy currency. A rule without a spread, or no rule, takes the spread
 * of the merchant's fee agreement; no rule offers only the 1-minute lock and no review.
 */
export const ZSpreadRule = z.object({
  id: z.string(),
  merchantId: z.string().nullable(),
  merNo: z.string().nullable(),
  merchantName: z.string().nullable(),
  sellCurrency: zCurrency.nullable(),
  buyCurrency: zCurrency.nullable(),
  /** Null: the spread of the merchant's fee agreement. */
  spreadBp: z.number().int().nullable(),
  lock15mBp: z.number().int().nullable(),
  lock1hBp: z.number().int().nullable(),
  review: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type SpreadRule = z.infer<typeof ZSpreadRule>;

const zBp = z.number().int().min(0).max(MAX_SPREAD_BP);
export const ZSaveSpreadRuleRequest = z
  .object({
    /** Absent: a new rule. */
    id: z.uuid().optional(),
    merNo: z.string().trim().max(32).nullable().default(null),
    sellCurrency: zCurrency.nullable().default(null),
    buyCurrency: zCurrency.nullable().default(null),
    spreadBp: zBp.nullable().default(null),
    lock15mBp: zBp.nullable().default(null),
    lock1hBp: zBp.nullable().default(null),
    review: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.sellCurrency && value.sellCurrency === value.buyCurrency) {
      ctx.addIssue({ code: 'custom', path: ['buyCurrency'], message: 'currenciesSame' });
    }
  });
export type SaveSpreadRuleRequest = z.input<typeof ZSaveSpreadRuleRequest>;

/** The pricing of one pair for one merchant, as the rules give it. */
export type PairPricing = {
  spreadBp: number;
  /** Extra bp of each lock period offered (the 1-minute lock always, at 0). */
  locks: { seconds: LockPeriod; extraBp: number }[];
  review: boolean;
};

/** The rule that applies among those of the merchant and of all (most specific first). */
export const ruleFor = <
  R extends { merchantId: string | null; sellCurrency: string | null; buyCurrency: string | null },
>(
  rules: readonly R[],
  merchantId: string,
  sell: Currency,
  buy: Currency,
): R | undefined => {
  const score = (r: R) =>
    (r.merchantId ? 4 : 0) + (r.sellCurrency ? 2 : 0) + (r.buyCurrency ? 1 : 0);
  return rules
    .filter(
      (r) =>
        (r.merchantId === null || r.merchantId === merchantId) &&
        (r.sellCurrency === null || r.sellCurrency === sell) &&
        (r.buyCurrency === null || r.buyCurrency === buy),
    )
    .sort((a, b) => score(b) - score(a))[0];
};

// ——— Merchant: rates, history, alerts ———

const pair = {
  sellCurrency: zCurrency,
  buyCurrency: zCurrency,
};
const samePair = (
  value: { sellCurrency: Currency; buyCurrency: Currency },
  ctx: z.RefinementCtx,
) => {
  if (value.sellCurrency === value.buyCurrency) {
    ctx.addIssue({ code: 'custom', path: ['buyCurrency'], message: 'currenciesSame' });
  }
};

export const ZPairRequest = z.object(pair).superRefine(samePair);
export type PairRequest = z.input<typeof ZPairRequest>;

/**
 * How old the rates that price exchanges may grow before quoting stops (issue 37): in working days,
 * Monday to Friday. Holidays count as working days — the issue names no calendar, and counting
 * them only ever pauses quoting sooner, never prices on older rates.
 */
export const DEFAULT_RATES_MAX_AGE_WORKING_DAYS = 3;
export const ZRatesMaxAge = z.object({
  maxAgeWorkingDays: z.number().int().min(1, { error: 'ratesMaxAgeRange' }).max(30, {
    error: 'ratesMaxAgeRange',
  }),
});
export type RatesMaxAge = z.infer<typeof ZRatesMaxAge>;

/** The rates that price exchanges: when they were taken, how old they are, and the limit. */
export const ZRatesFreshness = z.object({
  provider: z.string(),
  /** The reference rates' time (offline provider), or the rate file's day (ecb). */
  asOf: z.string(),
  ageWorkingDays: z.number().int(),
  maxAgeWorkingDays: z.number().int(),
  /** Older than the limit: no quote is given (EXCHANGE_RATES_STALE) until new rates arrive. */
  stale: z.boolean(),
});
export type RatesFreshness = z.infer<typeof ZRatesFreshness>;

export const ZIndicativeRate = z.object({
  ...pair,
  /** Mid-market: buy units per sell unit (RATE_SCALE decimals). */
  midRate: z.string(),
  /** What this merchant gets at the 1-minute lock (mid less the spread), and its inverse. */
  rate: z.string(),
  inverseRate: z.string(),
  spreadBp: z.number().int(),
  locks: z.array(z.object({ seconds: zLockPeriod, extraBp: z.number().int() })),
  review: z.boolean(),
  /** The provider's time of the rates, and its name ("offline", "ecb"). */
  asOf: z.string(),
  provider: z.string(),
  open: z.boolean(),
  /** When the pair opens next, while it is closed. */
  nextOpenAt: z.string().nullable(),
  window: ZTradingWindow,
  minSell: z.string(),
  /** The merchant's available balance of the sell currency. */
  available: z.string(),
  /** Set while the rates are out of date: exchange is paused (no quote) until new ones arrive. */
  ratesStale: ZRatesFreshness.nullable(),
});
export type IndicativeRate = z.infer<typeof ZIndicativeRate>;

/** Days the rate history reaches back. */
export const RATE_HISTORY_DAYS = 30;

export const ZRateHistory = z.object({
  ...pair,
  provider: z.string(),
  /** One mid rate per day (the day's fixing, or its last value for today), oldest first. */
  points: z.array(z.object({ date: z.iso.date(), rate: z.string() })),
});
export type RateHistory = z.infer<typeof ZRateHistory>;

export const AlertDirection = { Above: 'above', Below: 'below' } as const;
export type AlertDirection = (typeof AlertDirection)[keyof typeof AlertDirection];
export const AlertState = { Active: 'active', Triggered: 'triggered' } as const;
export type AlertState = (typeof AlertState)[keyof typeof AlertState];
/** Active alerts a merchant may keep. */
export const MAX_RATE_ALERTS = 20;

export const ZRateAlert = z.object({
  id: z.string(),
  ...pair,
  direction: z.enum([AlertDirection.Above, AlertDirection.Below]),
  level: z.string(),
  state: z.enum([AlertState.Active, AlertState.Triggered]),
  createdAt: z.string(),
  triggeredAt: z.string().nullable(),
  /** The mid rate that crossed the level. */
  triggeredRate: z.string().nullable(),
});
export type RateAlert = z.infer<typeof ZRateAlert>;

export const ZAddRateAlertRequest = z
  .object({
    ...pair,
    direction: z.enum([AlertDirection.Above, AlertDirection.Below]),
    level: zRate,
  })
  .superRefine(samePair);
export type AddRateAlertRequest = z.input<typeof ZAddRateAlertRequest>;
export const ZRateAlertIdRequest = z.object({ alertId: z.uuid() });

// ——— Merchant: quotes and orders ———

export const QuoteSide = { Sell: 'sell', Buy: 'buy' } as const;
export type QuoteSide = (typeof QuoteSide)[keyof typeof QuoteSide];

export const ZQuoteRequest = z
  .object({
    ...pair,
    /** Which amount the merchant typed; the other is computed. */
    side: z.enum([QuoteSide.Sell, QuoteSide.Buy]),
    amount: zAmount,
    lockSeconds: zLockPeriod.default(LockPeriod.OneMinute),
  })
  .superRefine(samePair);
export type QuoteRequest = z.input<typeof ZQuoteRequest>;

/** What a quote and the order booked from it say of the price: amounts, rates and the spread. */
const priced = {
  sellAmount: z.string(),
  buyAmount: z.string(),
  /** The spread, in the sell currency. */
  fee: z.string(),
  midRate: z.string(),
  rate: z.string(),
  inverseRate: z.string(),
  /** The whole spread the quote or order was priced at, the lock's extra included. */
  spreadBp: z.number().int(),
  lockSeconds: zLockPeriod,
};

export const ZExchangeQuote = z.object({
  quoteId: z.string(),
  ...pair,
  side: z.enum([QuoteSide.Sell, QuoteSide.Buy]),
  ...priced,
  /** The quote holds until this moment (exclusive); the server's clock as it answered. */
  expiresAt: z.string(),
  serverTime: z.string(),
  review: z.boolean(),
});
export type ExchangeQuote = z.infer<typeof ZExchangeQuote>;

export const ZConfirmExchangeRequest = z.object({
  quoteId: z.uuid(),
  /** The sell amount typed again in the payment confirmation. */
  reenteredAmount: zAmount,
  credentials: ZPaymentCredentials,
});
export type ConfirmExchangeRequest = z.input<typeof ZConfirmExchangeRequest>;

export const ZExchangeOrder = z.object({
  orderNo: z.string(),
  state: zExchangeState,
  ...pair,
  ...priced,
  createdAt: z.string(),
  /** When it was booked (completed) or refused. */
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** The user who placed it. */
  createdBy: z.string().nullable(),
});
export type ExchangeOrder = z.infer<typeof ZExchangeOrder>;
export const ZExchangeOrderPage = zPage(ZExchangeOrder);
export type ExchangeOrderPage = z.infer<typeof ZExchangeOrderPage>;

export const ZExchangeOrderFilter = z.object({
  state: zExchangeState.optional(),
  sellCurrency: zCurrency.optional(),
  buyCurrency: zCurrency.optional(),
  ...dateRangeFields,
  /** Part of the order number. */
  orderNo: z.string().trim().max(40).optional(),
});
export type ExchangeOrderFilter = z.input<typeof ZExchangeOrderFilter>;
export const ZExchangeOrderListQuery = ZExchangeOrderFilter.extend({
  ...pageFields,
});
export type ExchangeOrderListQuery = z.input<typeof ZExchangeOrderListQuery>;
export const ZExchangeOrderRequest = z.object({ orderNo: z.string().trim().min(1).max(40) });
export type ExchangeOrderRequest = z.input<typeof ZExchangeOrderRequest>;

export const ZExportExchangeOrdersRequest = z.object({
  fileType: z.enum(FILE_TYPES).refine((t) => t !== 'pdf'),
  filter: ZExchangeOrderFilter.default({}),
});
export type ExportExchangeOrdersRequest = z.input<typeof ZExportExchangeOrdersRequest>;

// ——— Console ———

export const ZOpsExchangeOrder = ZExchangeOrder.extend({
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
  actions: z.array(z.enum(['approve', 'reject'])),
});
export type OpsExchangeOrder = z.infer<typeof ZOpsExchangeOrder>;
export const ZOpsExchangeOrderPage = zPage(ZOpsExchangeOrder);
export type OpsExchangeOrderPage = z.infer<typeof ZOpsExchangeOrderPage>;

export const ZOpsExchangeOrderListQuery = ZExchangeOrderListQuery.extend({
  merchantId: z.uuid().optional(),
  /** Only today's exchanges (the platform's day, UTC). */
  today: z.boolean().optional(),
});
export type OpsExchangeOrderListQuery = z.input<typeof ZOpsExchangeOrderListQuery>;

export const ZDecideExchangeRequest = z.object({
  orderNo: z.string().trim().min(1).max(40),
  /** Present: reject with this reason, shown to the merchant. */
  reason: z.string().trim().min(1).max(500).optional(),
});
export type DecideExchangeRequest = z.input<typeof ZDecideExchangeRequest>;

export const ZFxPosition = z.object({
  /** The platform's open position per currency (what exchanges left in its FX account). */
  currencies: z.array(
    z.object({
      currency: zCurrency,
      position: z.string(),
      /** The position's value in USD at reference rates. */
      positionUsd: z.string(),
      /** Exchange fees earned in this currency, all time. */
      fees: z.string(),
    }),
  ),
  /** The net of all positions in USD at reference rates. */
  netUsd: z.string(),
  /** Today's completed exchanges (UTC day) by pair (those waiting or refused are not). */
  today: z.array(
    z.object({
      ...pair,
      count: z.number().int(),
      sellTotal: z.string(),
      buyTotal: z.string(),
    }),
  ),
  pendingReview: z.number().int(),
  referenceAsOf: z.string(),
});
export type FxPosition = z.infer<typeof ZFxPosition>;

export const ZExchangeConfig = z.object({
  rules: z.array(ZSpreadRule),
  window: ZTradingWindow,
  provider: z.string(),
  /** The agreement's spreads (b2b, b2c) that apply where no rule does. */
  agreementBp: z.object({ b2b: z.number().int(), b2c: z.number().int() }),
});
export type ExchangeConfig = z.infer<typeof ZExchangeConfig>;
export const ZSpreadRuleIdRequest = z.object({ id: z.uuid() });

// ——— Operations ———

const VIEW = { kind: 'user', permission: 'exchange:view' } as const;
const OPERATE = { kind: 'user', permission: 'exchange:operate' } as const;
const RECORDS = { kind: 'user', permission: 'exchangeOrder:view' } as const;

const mer = operationsOf('mer', 'exchange');
const ops = operationsOf('ops', 'exchange');

export const exchangeApi = {
  rate: mer({
    path: 'exchange/rate.json',
    summary: 'The indicative rate of a pair for me, the trading window and my balance',
    request: ZPairRequest,
    result: ZIndicativeRate,
    access: VIEW,
  }),
  history: mer({
    path: 'exchange/history.json',
    summary: 'The mid rate of a pair over the last 30 days',
    request: ZPairRequest,
    result: ZRateHistory,
    access: VIEW,
  }),
  quote: mer({
    path: 'exchange/quote.json',
    summary: 'A quote held for its lock period, used once (balance and trading window checked)',
    request: ZQuoteRequest,
    result: ZExchangeQuote,
    // Moves nothing itself; refused like a money call while frozen or not yet certified.
    access: { ...OPERATE, needsCertification: true },
  }),
  confirm: mer({
    path: 'exchange/confirm.json',
    summary: 'Book a quote with the payment confirmation (one order per quote, whatever retries)',
    request: ZConfirmExchangeRequest,
    result: ZExchangeOrder,
    idempotent: true,
    access: { ...OPERATE, movesMoney: true },
  }),
  list: mer({
    path: 'exchange/list.json',
    summary: 'My exchange records',
    request: ZExchangeOrderListQuery,
    result: ZExchangeOrderPage,
    access: RECORDS,
  }),
  detail: mer({
    path: 'exchange/detail.json',
    summary: 'One exchange order',
    request: ZExchangeOrderRequest,
    result: ZExchangeOrder,
    access: RECORDS,
  }),
  exportOrders: reportExport(ReportKind.ExchangeOrders, {
    summary: 'Export exchange records (CSV or XLSX) in the background',
    request: ZExportExchangeOrdersRequest,
    permission: 'exchangeOrder:view',
  }),
  alerts: mer({
    path: 'exchange/alerts.json',
    summary: 'My rate alerts',
    result: z.object({ list: z.array(ZRateAlert) }),
    access: VIEW,
  }),
  addAlert: mer({
    path: 'exchange/alerts/add.json',
    summary: 'Be notified once when a pair’s mid rate crosses a level',
    request: ZAddRateAlertRequest,
    result: ZRateAlert,
    access: VIEW,
  }),
  deleteAlert: mer({
    path: 'exchange/alerts/delete.json',
    summary: 'Remove a rate alert',
    request: ZRateAlertIdRequest,
    result: z.object({ list: z.array(ZRateAlert) }),
    access: VIEW,
  }),
  opsPosition: ops({
    path: 'exchange/position.json',
    summary: 'The FX position per currency, today’s exchanges by pair, the review queue size',
    result: ZFxPosition,
    access: { kind: 'operator', permission: 'viewExchange' },
  }),
  opsList: ops({
    path: 'exchange/orders.json',
    summary: 'Exchange orders of all merchants (the review queue: state 1)',
    request: ZOpsExchangeOrderListQuery,
    result: ZOpsExchangeOrderPage,
    access: { kind: 'operator', permission: 'viewExchange' },
  }),
  opsDetail: ops({
    path: 'exchange/order.json',
    summary: 'One exchange order with its merchant',
    request: ZExchangeOrderRequest,
    result: ZOpsExchangeOrder,
    access: { kind: 'operator', permission: 'viewExchange' },
  }),
  decide: ops({
    path: 'exchange/decide.json',
    summary: 'Approve (book at the quoted rate) or reject (release the hold) an exchange',
    request: ZDecideExchangeRequest,
    result: ZOpsExchangeOrder,
    access: { kind: 'operator', permission: 'reviewExchanges' },
  }),
  config: ops({
    path: 'exchange/config.json',
    summary: 'Pricing rules (spreads, locks, review), the trading window and the rate provider',
    result: ZExchangeConfig,
    access: { kind: 'operator', permission: 'viewExchange' },
  }),
  saveRule: ops({
    path: 'exchange/rules/save.json',
    summary: 'Add or change a pricing rule (audited)',
    request: ZSaveSpreadRuleRequest,
    result: ZExchangeConfig,
    access: { kind: 'operator', permission: 'manageExchange' },
  }),
  deleteRule: ops({
    path: 'exchange/rules/delete.json',
    summary: 'Remove a pricing rule (audited)',
    request: ZSpreadRuleIdRequest,
    result: ZExchangeConfig,
    access: { kind: 'operator', permission: 'manageExchange' },
  }),
  saveWindow: ops({
    path: 'exchange/window/save.json',
    summary: 'Change the trading window (audited)',
    request: ZTradingWindow,
    result: ZExchangeConfig,
    access: { kind: 'operator', permission: 'manageExchange' },
  }),
  /** Any operator: the reference rates' screen shows it. */
  ratesFreshness: ops({
    path: 'exchange/ratesFreshness.json',
    summary: 'How old the rates that price exchanges are, and how old they may grow',
    result: ZRatesFreshness,
    access: { kind: 'operator' },
  }),
  saveRatesMaxAge: ops({
    path: 'exchange/ratesMaxAge/save.json',
    summary: 'Change how old the rates may grow before quoting stops (audited)',
    request: ZRatesMaxAge,
    result: ZRatesFreshness,
    access: { kind: 'operator', permission: 'updateReferenceRates' },
  }),
};
