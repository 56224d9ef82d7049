// What the exchange's screen tests answer: a rate, its history, quotes, orders and alerts shaped as
// the server gives them (typed by contracts), and the common answers of the exchange screen.
import {
  DEFAULT_TRADING_WINDOW,
  ExchangeState,
  exchangeApi,
  type ExchangeOrder,
  type ExchangeQuote,
  type IndicativeRate,
  type RateAlert,
  type RateHistory,
} from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { PAY_PASSWORD_ONLY } from '../../../test/payment-requirements.ts';

export const QUOTE_ID = '6f1c3a52-8d4e-4b7a-9c1e-2f3a4b5c6d7e';

export const rateOf = (overrides: Partial<IndicativeRate> = {}): IndicativeRate => ({
  sellCurrency: 'USD',
  buyCurrency: 'EUR',
  midRate: '0.9229000000',
  rate: '0.9201313000',
  inverseRate: '1.0868012345',
  spreadBp: 30,
  locks: [
    { seconds: 60, extraBp: 0 },
    { seconds: 900, extraBp: 10 },
    { seconds: 3600, extraBp: 25 },
  ],
  review: false,
  asOf: '2026-11-25T02:00:00.000Z',
  provider: 'offline',
  open: true,
  nextOpenAt: null,
  window: DEFAULT_TRADING_WINDOW,
  minSell: '0.01',
  available: '125000.00',
  ratesStale: null,
  ...overrides,
});

export const historyOf = (
  sellCurrency: IndicativeRate['sellCurrency'] = 'USD',
  buyCurrency: IndicativeRate['buyCurrency'] = 'EUR',
  rates: string[] = Array.from(
    { length: 30 },
    (_, i) => `0.9${String(150 + ((i * 7) % 13) * 10).padStart(3, '0')}000000`,
  ),
): RateHistory => ({
  sellCurrency,
  buyCurrency,
  provider: 'offline',
  points: rates.map((rate, i) => ({
    date: new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10),
    rate,
  })),
});

/** What a quote and the order booked from it both say: 1,000.00 USD sold for 916.43 EUR. */
const PRICED = {
  sellCurrency: 'USD',
  buyCurrency: 'EUR',
  sellAmount: '1000.00',
  buyAmount: '916.43',
  fee: '4.00',
  midRate: '0.9229000000',
  rate: '0.9192082000',
  inverseRate: '1.0878929000',
  spreadBp: 40,
  lockSeconds: 900,
} as const;

/** A quote that holds `seconds` from now on the server's clock (`serverTime`, now by default). */
export const quoteOf = (
  overrides: Partial<ExchangeQuote> = {},
  { seconds = 900, serverTime = new Date() }: { seconds?: number; serverTime?: Date } = {},
): ExchangeQuote => ({
  quoteId: QUOTE_ID,
  ...PRICED,
  side: 'sell',
  expiresAt: new Date(serverTime.getTime() + seconds * 1000).toISOString(),
  serverTime: serverTime.toISOString(),
  review: false,
  ...overrides,
});

export const orderOf = (overrides: Partial<ExchangeOrder> = {}): ExchangeOrder => ({
  orderNo: 'FX202611250001',
  state: ExchangeState.Completed,
  ...PRICED,
  createdAt: '2026-11-25T02:00:00.000Z',
  decidedAt: '2026-11-25T02:00:00.000Z',
  reason: null,
  createdBy: 'Demo Admin',
  ...overrides,
});

export const alertOf = (overrides: Partial<RateAlert> = {}): RateAlert => ({
  id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  sellCurrency: 'USD',
  buyCurrency: 'EUR',
  direction: 'above',
  level: '0.9300000000',
  state: 'active',
  createdAt: '2026-11-20T08:00:00.000Z',
  triggeredAt: null,
  triggeredRate: null,
  ...overrides,
});

/** The exchange screen's reads: the rate and history of the pair asked, no alerts. */
export const SCREEN: StubAnswers = [
  on(exchangeApi.rate, ({ sellCurrency, buyCurrency }) => ({
    result: rateOf({ sellCurrency, buyCurrency }),
  })),
  on(exchangeApi.history, ({ sellCurrency, buyCurrency }) => ({
    result: historyOf(sellCurrency, buyCurrency),
  })),
  on(exchangeApi.alerts, { result: { list: [] } }),
  PAY_PASSWORD_ONLY,
];

export { chooseOption } from '../../../test/form.ts';
