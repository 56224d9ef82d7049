// The wallet module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { bigint, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { journalEntries } from '../../core/ledger/schema.ts';
import { merchants } from '../../../platform/db/schema.ts';
import { createdAt, money, refTo, uuidKey } from '../../../platform/db/columns.ts';

/** Wallet-to-wallet transfers between merchants (order type 5). */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: uuidKey(),
    orderNo: text('order_no').notNull().unique(),
    /** The ledger reference; one transfer per reference whatever retries happen. */
    reference: text('reference').notNull().unique(),
    payerMerchantId: refTo('payer_merchant_id', () => merchants.id),
    payeeMerchantId: refTo('payee_merchant_id', () => merchants.id),
    currency: text('currency').notNull(),
    amount: money('amount'),
    note: text('note'),
    state: smallint('state').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_transfers_payer_idx').on(t.payerMerchantId, t.createdAt)],
);
