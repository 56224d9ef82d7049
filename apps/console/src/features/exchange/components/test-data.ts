// Typed exchange data for the screens' tests: an exchange held for review (USD into CNY, as the
// default rules hold), the FX position, and the pricing configuration with its rules; each
// overridable.
import {
  DEFAULT_TRADING_WINDOW,
  type ExchangeConfig,
  type FxPosition,
  type OpsExchangeOrder,
  type SpreadRule,
} from '@tradebridge/contracts';

export const MERCHANT_ID = '00000000-0000-4000-8000-000000000101';
export const ORDER_NO = 'EX2026112500000001';
export const RULE_ALL_ID = '00000000-0000-4000-8000-000000000c01';
export const RULE_CNY_ID = '00000000-0000-4000-8000-000000000c02';
export const RULE_MERCHANT_ID = '00000000-0000-4000-8000-000000000c03';

export const exchangeOrder = (overrides: Partial<OpsExchangeOrder> = {}): OpsExchangeOrder => ({
  orderNo: ORDER_NO,
  state: 1,
  sellCurrency: 'USD',
  buyCurrency: 'CNY',
  sellAmount: '200.00',
  buyAmount: '1418.45',
  fee: '0.60',
  midRate: '7.1200000000',
  rate: '7.0986400000',
  inverseRate: '0.1408720000',
  spreadBp: 30,
  lockSeconds: 900,
  createdAt: '2026-11-25T02:00:00.000Z',
  decidedAt: null,
  reason: null,
  createdBy: 'Wang Fang',
  merchantId: MERCHANT_ID,
  merNo: 'M100000001',
  merchantName: 'Demo Trading',
  actions: ['approve', 'reject'],
  ...overrides,
});

export const fxPosition = (overrides: Partial<FxPosition> = {}): FxPosition => ({
  currencies: [
    { currency: 'CNY', position: '-7092.25', positionUsd: '-996.10', fees: '0.00' },
    { currency: 'EUR', position: '0.00', positionUsd: '0.00', fees: '1.25' },
    { currency: 'USD', position: '1498.50', positionUsd: '1498.50', fees: '4.50' },
  ],
  netUsd: '502.40',
  today: [
    {
      sellCurrency: 'USD',
      buyCurrency: 'CNY',
      count: 3,
      sellTotal: '1000.00',
      buyTotal: '7092.25',
    },
    { sellCurrency: 'EUR', buyCurrency: 'USD', count: 1, sellTotal: '500.00', buyTotal: '541.20' },
  ],
  pendingReview: 2,
  referenceAsOf: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

export const rule = (overrides: Partial<SpreadRule> = {}): SpreadRule => ({
  id: RULE_ALL_ID,
  merchantId: null,
  merNo: null,
  merchantName: null,
  sellCurrency: null,
  buyCurrency: null,
  spreadBp: null,
  lock15mBp: 10,
  lock1hBp: 25,
  review: false,
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedBy: null,
  ...overrides,
});

export const exchangeConfig = (overrides: Partial<ExchangeConfig> = {}): ExchangeConfig => ({
  rules: [
    rule(),
    rule({ id: RULE_CNY_ID, buyCurrency: 'CNY', review: true }),
    rule({
      id: RULE_MERCHANT_ID,
      merchantId: MERCHANT_ID,
      merNo: 'M100000001',
      merchantName: 'Demo Trading',
      sellCurrency: 'USD',
      buyCurrency: 'EUR',
      spreadBp: 12,
      lock15mBp: 5,
      lock1hBp: null,
      updatedAt: '2026-11-24T09:30:00.000Z',
      updatedBy: 'Li Na',
    }),
  ],
  window: DEFAULT_TRADING_WINDOW,
  provider: 'offline',
  agreementBp: { b2b: 30, b2c: 50 },
  ...overrides,
});
