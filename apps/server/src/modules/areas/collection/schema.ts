// The collection module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { files, merchants, operators } from '../../../platform/db/schema.ts';

/** A collection account: applied for by usage type, reviewed, then issued details per currency. */
export const collectionAccounts = pgTable(
  'collection_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** CollectionUsage (spec §1). */
    usage: smallint('usage').notNull(),
    /** AccountCategory (spec §9). */
    category: smallint('category').notNull(),
    /** ShopState: the account-use state (spec §4). */
    state: smallint('state').notNull(),
    version: integer('version').notNull().default(0),
    alias: text('alias').notNull().default(''),
    /** The usage type's store or business fields (contracts' ZAccountProfile), as validated. */
    profile: jsonb('profile').notNull(),
    /** The currencies applied for, in the order chosen. */
    currencies: jsonb('currencies').notNull(),
    reason: text('reason'),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_accounts_merchant_idx').on(t.merchantId, t.createdAt),
    index('collection_accounts_queue_idx').on(t.state, t.appliedAt),
  ],
);

/** The bank details of an account in one currency; an incoming entry is matched on these. */
export const collectionAccountDetails = pgTable(
  'collection_account_details',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => collectionAccounts.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull().unique(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull(),
    bic: text('bic').notNull(),
    /** Electronic format, no spaces; unique where set. */
    iban: text('iban').unique(),
    routingNumber: text('routing_number'),
    bsb: text('bsb'),
    sortCode: text('sort_code'),
    cnaps: text('cnaps'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collection_account_details_currency').on(t.accountId, t.currency)],
);

export const collectionAccountEvents = pgTable(
  'collection_account_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => collectionAccounts.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collection_account_events_account_idx').on(t.accountId, t.at)],
);

/** A bank file of credit notifications (camt.054), imported once: its SHA-256 is unique. */
export const bankFiles = pgTable('bank_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** inbox or console. */
  source: text('source').notNull(),
  sha256: text('sha256').notNull().unique(),
  storageKey: text('storage_key').notNull(),
  /** BankFileState. */
  state: smallint('state').notNull().default(0),
  entries: integer('entries').notNull().default(0),
  credited: integer('credited').notNull().default(0),
  held: integer('held').notNull().default(0),
  exceptions: integer('exceptions').notNull().default(0),
  duplicates: integer('duplicates').notNull().default(0),
  error: text('error'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  importedAt: timestamp('imported_at', { withTimezone: true }),
});

/** Numbers collections: an import of 100,000 entries needs numbers that never collide. */
export const collectionOrderNo = pgSequence('collection_order_no');

/**
 * Money received on a collection account: one per bank entry, whose reference is unique, so the
 * same entry imported twice is one collection (and one credit).
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "CL", the UTC day and 10 digits of the sequence: CL202611260000000042. */
    orderNo: text('order_no')
      .notNull()
      .unique()
      .default(
        sql`('CL' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('collection_order_no')::text, 10, '0'))`,
      ),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => collectionAccounts.id),
    accountNumber: text('account_number').notNull(),
    bankFileId: uuid('bank_file_id').references(() => bankFiles.id),
    bankReference: text('bank_reference').notNull().unique(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    payerName: text('payer_name').notNull(),
    payerCountry: text('payer_country').notNull().default(''),
    /** PayerKind. */
    payerKind: text('payer_kind').notNull(),
    note: text('note').notNull().default(''),
    /** CollectionState. */
    state: smallint('state').notNull(),
    version: integer('version').notNull().default(0),
    reason: text('reason'),
    /** A reviewer refused the materials handed in: the label says "material error, re-upload". */
    materialsRefused: boolean('materials_refused').notNull().default(false),
    /** A first payment at or above the second-review threshold: two reviewers approve it. */
    needsSecondReview: boolean('needs_second_review').notNull().default(false),
    firstApprovedBy: uuid('first_approved_by').references(() => operators.id),
    /** When the bank booked it (the entry's booking date), else when it was imported. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collections_merchant_idx').on(t.merchantId, t.arrivedAt),
    // The console's queues read collections that wait; credited ones (most) stay out of it.
    index('collections_state_idx')
      .on(t.state, t.arrivedAt)
      .where(sql`${t.state} IN (0, 1, 2, 10, 11, 12)`),
    index('collections_account_idx').on(t.accountId, t.arrivedAt),
    // The import's first-payment check: has this payer paid this merchant before?
    index('collections_payer_idx').on(t.merchantId, sql`lower(${t.payerName})`),
  ],
);

/** What happened to a collection after it arrived (arrival and credit are its own columns). */
export const collectionEvents = pgTable(
  'collection_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collection_events_collection_idx').on(t.collectionId, t.at)],
);

/** Proof handed in for a collection (contract, invoice, logistics); every round is kept. */
export const collectionMaterials = pgTable(
  'collection_materials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id),
    kind: text('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collection_materials_collection_idx').on(t.collectionId)],
);

/** An entry the import could not make a collection of; once per bank reference. */
export const importExceptions = pgTable(
  'import_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankFileId: uuid('bank_file_id')
      .notNull()
      .references(() => bankFiles.id),
    entryIndex: integer('entry_index').notNull(),
    bankReference: text('bank_reference').notNull().unique(),
    account: text('account').notNull(),
    /** As the bank wrote it. */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    payerName: text('payer_name').notNull(),
    /** ImportExceptionReason. */
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_exceptions_open_idx').on(t.resolvedAt, t.createdAt)],
);
