// The exchange module's rows as the API answers them: amounts as decimal strings of their currency,
// rates at RATE_SCALE decimals.
import {
  ExchangeState,
  fromMinor,
  inverseRate,
  rateString,
  rateUnitsOf,
  type Currency,
  type ExchangeOrder,
  type ExchangeQuote,
  type LockPeriod,
  type OpsExchangeOrder,
  type QuoteSide,
  type RateAlert,
} from '@tradebridge/contracts';
import type { AlertRow, OrderWithNames, QuoteRow } from './repository.ts';

/** A numeric column's text ("7.1200000000") as a rate string at RATE_SCALE. */
export const rateOf = (numeric: string) => rateString(rateUnitsOf(numeric));

/** What a quote and the order made of it answer alike: the amounts, the rates and the lock. */
const pricedView = (p: QuoteRow | OrderWithNames['order']) => ({
  sellAmount: fromMinor(p.sellAmount, p.sellCurrency as Currency),
  buyAmount: fromMinor(p.buyAmount, p.buyCurrency as Currency),
  fee: fromMinor(p.fee, p.sellCurrency as Currency),
  midRate: rateOf(p.midRate),
  rate: rateOf(p.rate),
  inverseRate: rateString(inverseRate(rateUnitsOf(p.rate))),
  spreadBp: p.spreadBp,
  lockSeconds: p.lockSeconds as LockPeriod,
});

export const quoteView = (q: QuoteRow, now: Date): ExchangeQuote => ({
  quoteId: q.id,
  sellCurrency: q.sellCurrency as Currency,
  buyCurrency: q.buyCurrency as Currency,
  side: q.side as QuoteSide,
  ...pricedView(q),
  expiresAt: q.expiresAt.toISOString(),
  serverTime: now.toISOString(),
  review: q.review,
});

export const orderView = ({ order: o, createdByName }: OrderWithNames): ExchangeOrder => ({
  orderNo: o.orderNo,
  state: o.state as ExchangeState,
  sellCurrency: o.sellCurrency as Currency,
  buyCurrency: o.buyCurrency as Currency,
  ...pricedView(o),
  createdAt: o.createdAt.toISOString(),
  decidedAt: o.decidedAt?.toISOString() ?? null,
  reason: o.reason,
  createdBy: createdByName,
});

export const opsOrderView = (row: OrderWithNames): OpsExchangeOrder => ({
  ...orderView(row),
  merchantId: row.order.merchantId,
  merNo: row.merNo,
  merchantName: row.merchantName,
  actions: row.order.state === ExchangeState.PendingReview ? ['approve', 'reject'] : [],
});

export const alertView = (a: AlertRow): RateAlert => ({
  id: a.id,
  sellCurrency: a.sellCurrency as Currency,
  buyCurrency: a.buyCurrency as Currency,
  direction: a.direction as RateAlert['direction'],
  level: rateOf(a.level),
  state: a.state as RateAlert['state'],
  createdAt: a.createdAt.toISOString(),
  triggeredAt: a.triggeredAt?.toISOString() ?? null,
  triggeredRate: a.triggeredRate === null ? null : rateOf(a.triggeredRate),
});
