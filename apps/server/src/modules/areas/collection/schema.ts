// The collection module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { files, operators } from '../../../platform/db/schema.ts';
import { merchantRef, reviewFields } from '../../../platform/db/merchant-columns.ts';
import {
  createdAt,
  instant,
  money,
  refTo,
  serialKey,
  storyTable,
  timestamps,
  uuidKey,
  version,
} from '../../../platform/db/columns.ts';

/** A collection account: applied for by usage type, reviewed, then issued details per currency. */
export const collectionAccounts = pgTable(
  'collection_accounts',
  {
    id: uuidKey(),
    merchantId: merchantRef(),
    /** CollectionUsage (spec §1). */
    usage: smallint('usage').notNull(),
    /** AccountCategory (spec §9). */
    category: smallint('category').notNull(),
    /** ShopState: the account-use state (spec §4). */
    state: smallint('state').notNull(),
    version: version(),
    alias: text('alias').notNull().default(''),
    /** The usage type's store or business fields (contracts' ZAccountProfile), as validated. */
    profile: jsonb('profile').notNull(),
    /** The currencies applied for, in the order chosen. */
    currencies: jsonb('currencies').notNull(),
    ...reviewFields(),
    appliedAt: instant('applied_at').notNull().defaultNow(),
    openedAt: instant('opened_at'),
    ...timestamps(),
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
    id: serialKey(),
    accountId: refTo('account_id', () => collectionAccounts.id),
    merchantId: merchantRef(),
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('collection_account_details_currency').on(t.accountId, t.currency)],
);

export const collectionAccountEvents = storyTable(
  'collection_account_events',
  'accountId',
  'account_id',
  () => collectionAccounts.id,
);

/** A bank file of credit notifications (camt.054), imported once: its SHA-256 is unique. */
export const bankFiles = pgTable('bank_files', {
  id: uuidKey(),
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
  createdAt: createdAt(),
  importedAt: instant('imported_at'),
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
    id: uuidKey(),
    /** "CL", the UTC day and 10 digits of the sequence: CL202611260000000042. */
    orderNo: text('order_no')
      .notNull()
      .unique()
      .default(
        sql`('CL' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('collection_order_no')::text, 10, '0'))`,
      ),
    merchantId: merchantRef(),
    accountId: refTo('account_id', () => collectionAccounts.id),
    accountNumber: text('account_number').notNull(),
    bankFileId: uuid('bank_file_id').references(() => bankFiles.id),
    bankReference: text('bank_reference').notNull().unique(),
    currency: text('currency').notNull(),
    amount: money('amount'),
    payerName: text('payer_name').notNull(),
    payerCountry: text('payer_country').notNull().default(''),
    /** PayerKind. */
    payerKind: text('payer_kind').notNull(),
    note: text('note').notNull().default(''),
    /** CollectionState. */
    state: smallint('state').notNull(),
    version: version(),
    reason: text('reason'),
    /** A reviewer refused the materials handed in: the label says "material error, re-upload". */
    materialsRefused: boolean('materials_refused').notNull().default(false),
    /** A first payment at or above the second-review threshold: two reviewers approve it. */
    needsSecondReview: boolean('needs_second_review').notNull().default(false),
    firstApprovedBy: uuid('first_approved_by').references(() => operators.id),
    /** When the bank booked it (the entry's booking date), else when it was imported. */
    arrivedAt: instant('arrived_at').notNull(),
    creditedAt: instant('credited_at'),
    ...timestamps(),
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
export const collectionEvents = storyTable(
  'collection_events',
  'collectionId',
  'collection_id',
  () => collections.id,
);

/** Proof handed in for a collection (contract, invoice, logistics); every round is kept. */
export const collectionMaterials = pgTable(
  'collection_materials',
  {
    id: serialKey(),
    collectionId: refTo('collection_id', () => collections.id),
    kind: text('kind').notNull(),
    fileId: refTo('file_id', () => files.id),
    uploadedAt: instant('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('collection_materials_collection_idx').on(t.collectionId)],
);

/** An entry the import could not make a collection of; once per bank reference. */
export const importExceptions = pgTable(
  'import_exceptions',
  {
    id: uuidKey(),
    bankFileId: refTo('bank_file_id', () => bankFiles.id),
    entryIndex: integer('entry_index').notNull(),
    bankReference: text('bank_reference').notNull().unique(),
    account: text('account').notNull(),
    /** As the bank wrote it. */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    payerName: text('payer_name').notNull(),
    /** ImportExceptionReason. */
    reason: text('reason').notNull(),
    resolvedAt: instant('resolved_at'),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [index('import_exceptions_open_idx').on(t.resolvedAt, t.createdAt)],
);
