// The exchange module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { journalEntries } from '../../core/ledger/schema.ts';
import { merchants } from '../../../platform/db/schema.ts';
import { merchantRef, reviewFields } from '../../../platform/db/merchant-columns.ts';
import { createdAt, instant, money, updatedAt, uuidKey } from '../../../platform/db/columns.ts';

/** A rate with the exactness its pricing needs. */
const rateColumn = (name: string) => numeric(name, { precision: 30, scale: 10 });

/** The terms of an exchange as quoted, and as the order that books the quote keeps them. */
const exchangeTerms = () => ({
  sellCurrency: text('sell_currency').notNull(),
  buyCurrency: text('buy_currency').notNull(),
  sellAmount: money('sell_amount'),
  buyAmount: money('buy_amount'),
  fee: money('fee'),
  midRate: rateColumn('mid_rate').notNull(),
  rate: rateColumn('rate').notNull(),
  spreadBp: integer('spread_bp').notNull(),
  lockSeconds: integer('lock_seconds').notNull(),
});

/**
 * Exchange quotes (issue 18): what a merchant was offered, bound to the merchant, the amounts, the
 * rate and the expiry; used once (`used_at`), by the order that books it.
 */
export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    id: uuidKey(),
    merchantId: merchantRef(),
    userId: uuid('user_id').notNull(),
    ...exchangeTerms(),
    /** QuoteSide: which amount the merchant typed. */
    side: text('side').notNull(),
    review: boolean('review').notNull(),
    provider: text('provider').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    usedAt: instant('used_at'),
  },
  (t) => [index('exchange_quotes_created_idx').on(t.createdAt)],
);

/** Exchange orders (order type 3): one per quote booked. */
export const exchangeOrders = pgTable(
  'exchange_orders',
  {
    id: uuidKey(),
    orderNo: text('order_no').notNull().unique(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => exchangeQuotes.id),
    merchantId: merchantRef(),
    createdBy: uuid('created_by').notNull(),
    /** ExchangeState. */
    state: smallint('state').notNull(),
    ...exchangeTerms(),
    /** The ledger entry that booked it, once completed. */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    ...reviewFields(),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    index('exchange_orders_merchant_idx').on(t.merchantId, t.createdAt),
    index('exchange_orders_state_idx').on(t.state, t.createdAt),
    index('exchange_orders_created_idx').on(t.createdAt),
  ],
);

/** Pricing rules of exchanges: spread, lock extras and review, per merchant (or all) and pair. */
export const exchangeRules = pgTable(
  'exchange_rules',
  {
    id: uuidKey(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    sellCurrency: text('sell_currency'),
    buyCurrency: text('buy_currency'),
    /** Null: the merchant's fee agreement's spread. */
    spreadBp: integer('spread_bp'),
    lock15mBp: integer('lock15m_bp'),
    lock1hBp: integer('lock1h_bp'),
    review: boolean('review').notNull().default(false),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    uniqueIndex('exchange_rules_scope_uq').on(
      sql`coalesce(${t.merchantId}::text, '')`,
      sql`coalesce(${t.sellCurrency}, '')`,
      sql`coalesce(${t.buyCurrency}, '')`,
    ),
  ],
);

/** Rate alerts: notify a user once when a pair's mid rate crosses a level. */
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: uuidKey(),
    merchantId: merchantRef(),
    userId: uuid('user_id').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    /** AlertDirection. */
    direction: text('direction').notNull(),
    level: rateColumn('level').notNull(),
    /** AlertState. */
    state: text('state').notNull(),
    createdAt: createdAt(),
    triggeredAt: instant('triggered_at'),
    triggeredRate: rateColumn('triggered_rate'),
  },
  (t) => [
    index('rate_alerts_merchant_idx').on(t.merchantId, t.createdAt),
    index('rate_alerts_active_idx')
      .on(t.sellCurrency, t.buyCurrency)
      .where(sql`state = 'active'`),
  ],
);
