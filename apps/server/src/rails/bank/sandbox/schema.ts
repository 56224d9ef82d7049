// The sandbox module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../../../platform/db/columns.ts';

/**
 * The sandbox bank's own book (the other side of the rail): each payment it accepted, by
 * EndToEndId — so a file sent twice pays once — and when and how it answers.
 */
export const sandboxBankPayments = pgTable(
  'sandbox_bank_payments',
  {
    endToEndId: text('end_to_end_id').primaryKey(),
    messageId: text('message_id').notNull(),
    /** The payment block (PmtInfId) it came in: its report quotes it. */
    paymentInfoId: text('payment_info_id'),
    currency: text('currency').notNull(),
    amount: text('amount').notNull(),
    account: text('account').notNull(),
    priority: text('priority').notNull(),
    /** ACSC or RJCT, with the ISO reason code of a rejection. */
    outcome: text('outcome').notNull(),
    reasonCode: text('reason_code'),
    /** The report of this payment is lost once (a test account): only an inquiry gets it. */
    loseReport: boolean('lose_report').notNull(),
    answerAt: instant('answer_at').notNull(),
    /** When its file's technical acceptance (ACTC) went out (SANDBOX_BANK_ACKNOWLEDGE). */
    acknowledgedAt: instant('acknowledged_at'),
    reportedAt: instant('reported_at'),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_bank_payments_due_idx').on(t.answerAt)],
);
