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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { journalEntries } from '../../core/ledger/schema.ts';
import { merchants, operators } from '../../../platform/db/schema.ts';

/**
 * Exchange quotes (issue 18): what a merchant was offered, bound to the merchant, the amounts, the
 * rate and the expiry; used once (`used_at`), by the order that books it.
 */
export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: uuid('user_id').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    /** QuoteSide: which amount the merchant typed. */
    side: text('side').notNull(),
    sellAmount: bigint('sell_amount', { mode: 'bigint' }).notNull(),
    buyAmount: bigint('buy_amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    midRate: numeric('mid_rate', { precision: 30, scale: 10 }).notNull(),
    rate: numeric('rate', { precision: 30, scale: 10 }).notNull(),
    spreadBp: integer('spread_bp').notNull(),
    lockSeconds: integer('lock_seconds').notNull(),
    review: boolean('review').notNull(),
    provider: text('provider').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('exchange_quotes_created_idx').on(t.createdAt)],
);

/** Exchange orders (order type 3): one per quote booked. */
export const exchangeOrders = pgTable(
  'exchange_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => exchangeQuotes.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    createdBy: uuid('created_by').notNull(),
    /** ExchangeState. */
    state: smallint('state').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    sellAmount: bigint('sell_amount', { mode: 'bigint' }).notNull(),
    buyAmount: bigint('buy_amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    midRate: numeric('mid_rate', { precision: 30, scale: 10 }).notNull(),
    rate: numeric('rate', { precision: 30, scale: 10 }).notNull(),
    spreadBp: integer('spread_bp').notNull(),
    lockSeconds: integer('lock_seconds').notNull(),
    /** The ledger entry that booked it, once completed. */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    reason: text('reason'),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    sellCurrency: text('sell_currency'),
    buyCurrency: text('buy_currency'),
    /** Null: the merchant's fee agreement's spread. */
    spreadBp: integer('spread_bp'),
    lock15mBp: integer('lock15m_bp'),
    lock1hBp: integer('lock1h_bp'),
    review: boolean('review').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: uuid('user_id').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    /** AlertDirection. */
    direction: text('direction').notNull(),
    level: numeric('level', { precision: 30, scale: 10 }).notNull(),
    /** AlertState. */
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    triggeredRate: numeric('triggered_rate', { precision: 30, scale: 10 }),
  },
  (t) => [
    index('rate_alerts_merchant_idx').on(t.merchantId, t.createdAt),
    index('rate_alerts_active_idx')
      .on(t.sellCurrency, t.buyCurrency)
      .where(sql`state = 'active'`),
  ],
);
