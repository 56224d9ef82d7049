// The payee module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdByUser, merchantRef, reviewFields } from '../../../platform/db/merchant-columns.ts';
import { instant, storyTable, timestamps, uuidKey, version } from '../../../platform/db/columns.ts';

/**
 * Payees (issue 19): the merchant's own withdrawal accounts and the suppliers' bank accounts and
 * Visa cards, reviewed before money can go to them (BankCardState). The form as filled is kept in
 * `details` (the card number only sealed, beside its last four); `account_key` is what makes two
 * payees the same account (country, bank identifier and number, or the card number's keyed hash).
 */
export const payees = pgTable(
  'payees',
  {
    id: uuidKey(),
    merchantId: merchantRef(),
    version: version(),
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
    ...reviewFields(),
    createdBy: createdByUser(),
    ...timestamps(),
    deletedAt: instant('deleted_at'),
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

export const payeeEvents = storyTable('payee_events', 'payeeId', 'payee_id', () => payees.id);
