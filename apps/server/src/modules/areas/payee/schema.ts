// The payee module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants, operators, users } from '../../../platform/db/schema.ts';

/**
 * Payees (issue 19): the merchant's own withdrawal accounts and the suppliers' bank accounts and
 * Visa cards, reviewed before money can go to them (BankCardState). The form as filled is kept in
 * `details` (the card number only sealed, beside its last four); `account_key` is what makes two
 * payees the same account (country, bank identifier and number, or the card number's keyed hash).
 */
export const payees = pgTable(
  'payees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    version: integer('version').notNull().default(0),
    method: text('method').notNull(),
    usage: text('usage').notNull(),
    relationship: text('relationship').notNull(),
    country: text('country'),
    currency: text('currency').notNull(),
    name: text('name').notNull(),
    bankName: text('bank_name').notNull(),
    accountTail: text('account_tail').notNull(),
    accountKey: text('account_key').notNull(),
    details: jsonb('details').notNull(),
    cardNumberSealed: text('card_number_sealed'),
    state: smallint('state').notNull(),
    reason: text('reason'),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('payees_merchant_idx').on(t.merchantId, t.createdAt),
    index('payees_queue_idx').on(t.state, t.updatedAt),
    // One payee per account, usage and currency for a merchant (a deleted one may be added again).
    uniqueIndex('payees_account_key')
      .on(t.merchantId, t.usage, t.accountKey, t.currency)
      .where(sql`deleted_at IS NULL`),
  ],
);

export const payeeEvents = pgTable(
  'payee_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => payees.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payee_events_payee_idx').on(t.payeeId, t.at)],
);
