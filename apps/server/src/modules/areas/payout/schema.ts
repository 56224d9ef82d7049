// The payout module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { payees } from '../payee/schema.ts';
import { merchants, users } from '../../../platform/db/schema.ts';
import { createdByUser, merchantRef, reviewFields } from '../../../platform/db/merchant-columns.ts';
import {
  createdAt,
  instant,
  money,
  refTo,
  serialKey,
  updatedAt,
  uuidKey,
} from '../../../platform/db/columns.ts';

/**
 * Payouts (issue 19, ADR 0022): withdrawals (1), transfers (2) and fast transfers (6). Amount and
 * fee are held on submit (`payout:<orderNo>:hold`); the payee's details are copied as they were
 * when the order was placed (a later edit of the payee changes nothing here).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuidKey(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: merchantRef(),
    /** OrderType: 1, 2 or 6. */
    type: smallint('type').notNull(),
    /** OrderState (PAYOUT_EDGES). */
    state: smallint('state').notNull(),
    payeeId: refTo('payee_id', () => payees.id),
    /** The payee as paid: name, method, country, bank, tail and the bank details sent. */
    payee: jsonb('payee').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount'),
    fee: money('fee'),
    purpose: text('purpose').notNull(),
    explanation: text('explanation').notNull(),
    postscript: text('postscript').notNull(),
    proofFileIds: jsonb('proof_file_ids').notNull(),
    approvalsNeeded: smallint('approvals_needed').notNull(),
    /** A fast transfer paid the same day (submitted in service hours before the cut-off). */
    sameDay: boolean('same_day').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: createdByUser(),
    createdAt: createdAt(),
    ...reviewFields(),
    /** The pain.001 it left in (rail_files.message_id) and when. */
    railMessageId: text('rail_message_id'),
    sentAt: instant('sent_at'),
    settledAt: instant('settled_at'),
    failureCode: text('failure_code'),
    /** When the rail is next asked about an unanswered order, and how often it was. */
    nextInquiryAt: instant('next_inquiry_at'),
    inquiries: integer('inquiries').notNull().default(0),
    /** The batch it was submitted in (spec "batch number"). */
    batchNo: text('batch_no').references((): AnyPgColumn => payoutBatches.batchNo),
  },
  (t) => [
    index('payouts_batch_idx').on(t.batchNo),
    index('payouts_merchant_idx').on(t.merchantId, t.createdAt),
    index('payouts_state_idx').on(t.state, t.createdAt),
    uniqueIndex('payouts_idempotency').on(t.merchantId, t.idempotencyKey),
  ],
);

/**
 * Batch payments (issue 20, ADR 0023): one confirmation over an order per row. What the user
 * entered (count, total) is kept beside what was submitted, with the rows left out as invalid.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuidKey(),
    batchNo: text('batch_no').notNull().unique(),
    merchantId: merchantRef(),
    /** BatchSource: form or file. */
    source: text('source').notNull(),
    currency: text('currency').notNull(),
    count: integer('count').notNull(),
    amount: money('amount'),
    fee: money('fee'),
    enteredCount: integer('entered_count'),
    enteredTotal: bigint('entered_total', { mode: 'bigint' }),
    /** The sum of every amount the rows held that was a number (compared with enteredTotal). */
    rowsTotal: money('rows_total'),
    rowsCount: integer('rows_count').notNull(),
    approvalsNeeded: smallint('approvals_needed').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: createdByUser(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_batches_merchant_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('payout_batches_idempotency').on(t.merchantId, t.idempotencyKey),
  ],
);

/** An order's timeline: every edge taken, by whom, with the reason. */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: serialKey(),
    payoutId: refTo('payout_id', () => payouts.id),
    action: text('action').notNull(),
    state: smallint('state').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    /** The bank's status behind a rail event (contracts BankStatusNote), shown translated. */
    bank: jsonb('bank'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('payout_events_payout_idx').on(t.payoutId, t.at)],
);

/** The merchant's approvers' decisions: one per approver and order. */
export const payoutApprovals = pgTable(
  'payout_approvals',
  {
    payoutId: refTo('payout_id', () => payouts.id),
    userId: refTo('user_id', () => users.id),
    decision: text('decision').notNull(),
    reason: text('reason'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.userId] })],
);

/** A merchant's maker-checker policy: approvers and the amount bands (USD) that need them. */
export const payoutPolicies = pgTable('payout_policies', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  approverIds: jsonb('approver_ids').notNull(),
  bands: jsonb('bands').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/**
 * The rail's files: pain.001 sent (written before they leave, acknowledged once the bank took
 * them) and pain.002 received, each kept as it was.
 */
export const railFiles = pgTable(
  'rail_files',
  {
    messageId: text('message_id').primaryKey(),
    kind: text('kind').notNull(),
    xml: text('xml').notNull(),
    transactions: integer('transactions').notNull(),
    createdAt: createdAt(),
    /** A pain.001: when the bank acknowledged it; null until then (the sender sends it again). */
    deliveredAt: instant('delivered_at'),
    /**
     * A pain.002: where it came from (StatusReportSource) and what applying it did (contracts
     * StatusReportOutcome), written as it was applied; null for reports applied before 0030.
     */
    source: text('source'),
    outcome: jsonb('outcome'),
  },
  (t) => [index('rail_files_created_idx').on(t.createdAt)],
);

/** Every order a rail file carried, and the bank's status of it (reconciliation reads these). */
export const railLines = pgTable(
  'rail_lines',
  {
    endToEndId: text('end_to_end_id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => railFiles.messageId),
    currency: text('currency').notNull(),
    /** As written in the pain.001, a decimal string. */
    amount: text('amount').notNull(),
    status: text('status'),
    reasonCode: text('reason_code'),
    statusMessageId: text('status_message_id'),
    statusAt: instant('status_at'),
  },
  (t) => [index('rail_lines_message_idx').on(t.messageId)],
);
