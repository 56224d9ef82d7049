// The wallet module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { bigint, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { journalEntries } from '../../core/ledger/schema.ts';
import { merchants } from '../../../platform/db/schema.ts';

/** Wallet-to-wallet transfers between merchants (order type 5). */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    /** The ledger reference; one transfer per reference whatever retries happen. */
    reference: text('reference').notNull().unique(),
    payerMerchantId: uuid('payer_merchant_id')
      .notNull()
      .references(() => merchants.id),
    payeeMerchantId: uuid('payee_merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    note: text('note'),
    state: smallint('state').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transfers_payer_idx').on(t.payerMerchantId, t.createdAt)],
);
