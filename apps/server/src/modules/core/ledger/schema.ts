// The ledger module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants } from '../../../platform/db/schema.ts';
import { merchantRef } from '../../../platform/db/merchant-columns.ts';
import { createdAt, instant, money, serialKey } from '../../../platform/db/columns.ts';

/**
 * Ledger accounts: one per merchant × currency × capital type (CapitalAccountType 1–5), and
 * platform accounts per currency (PlatformAccount 101–105). The balance is a cache of the sum of
 * the account's postings, written only by the ledger module; merchant balances never go below zero
 * (CHECK). Never deleted (trigger, migration 0012): postings refer to them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serialKey(),
    /** 'M:<merchant id>' or 'P' (platform): one key column keeps the unique index simple. */
    owner: text('owner').notNull(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    currency: text('currency').notNull(),
    kind: smallint('kind').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq').on(t.owner, t.currency, t.kind),
    index('ledger_accounts_merchant_idx').on(t.merchantId),
    check(
      'ledger_accounts_merchant_not_negative',
      sql`${t.merchantId} IS NULL OR ${t.balance} >= 0`,
    ),
  ],
);

/** One business event: postings summing to zero per currency, under a unique reference. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serialKey(),
    reference: text('reference').notNull().unique(),
    orderType: smallint('order_type'),
    orderNo: text('order_no'),
    idempotencyKey: text('idempotency_key'),
    causedBy: text('caused_by').notNull(),
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    /** Set on a reversing entry: the entry it reverses. */
    reverses: bigint('reverses', { mode: 'number' }),
    createdAt: createdAt(),
  },
  // Only reversals carry `reverses`: the others need no entry in this index.
  (t) => [
    uniqueIndex('journal_entries_reverses_uq')
      .on(t.reverses)
      .where(sql`${t.reverses} IS NOT NULL`),
  ],
);

/**
 * Immutable: the database refuses UPDATE and DELETE (trigger in the migration). No foreign keys
 * (ADR 0010): the ledger writes a posting only with the id of the entry it has just inserted and of
 * an account it holds locked; entries are immutable and accounts are never deleted (triggers).
 */
export const postings = pgTable(
  'postings',
  {
    id: serialKey(),
    /** journal_entries.id */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    /** ledger_accounts.id */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount'),
    balanceAfter: money('balance_after'),
    /** The entry's order type, copied at write time so fund details filter by it on an index. */
    orderType: smallint('order_type'),
    createdAt: createdAt(),
  },
  (t) => [
    index('postings_account_idx').on(t.accountId, t.id),
    // Fund details: newest first per account, by time, optionally by order type. Migration 0010
    // adds INCLUDE (amount) to both, which drizzle cannot declare.
    index('postings_account_time_idx').on(t.accountId, t.createdAt, t.id),
    index('postings_account_type_time_idx').on(t.accountId, t.orderType, t.createdAt, t.id),
    index('postings_entry_idx').on(t.entryId),
    check('postings_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Two-phase holds: available → frozen on hold; frozen → destination on post, frozen → available on
 * void. `resolution` is unique, so a hold resolves at most once whatever the code does.
 */
export const holds = pgTable(
  'holds',
  {
    id: serialKey(),
    reference: text('reference').notNull().unique(),
    merchantId: merchantRef(),
    currency: text('currency').notNull(),
    amount: money('amount'),
    holdEntryId: bigint('hold_entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    /** 'posted' or 'voided' once resolved. */
    resolution: text('resolution'),
    resolutionEntryId: bigint('resolution_entry_id', { mode: 'number' })
      .unique()
      .references(() => journalEntries.id),
    createdAt: createdAt(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    check('holds_amount_positive', sql`${t.amount} > 0`),
    check(
      'holds_resolved_once',
      sql`(${t.resolution} IS NULL AND ${t.resolutionEntryId} IS NULL) OR (${t.resolution} IN ('posted', 'voided') AND ${t.resolutionEntryId} IS NOT NULL)`,
    ),
  ],
);
