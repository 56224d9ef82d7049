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
  expected: integer('expected').notNull().default(0),
  reversed: integer('reversed').notNull().default(0),
  movements: integer('movements').notNull().default(0),
  error: text('error'),
  /** The reader's first problems, by line: [{ line, message }]. */
  problems: jsonb('problems').$type<{ line: number | null; message: string }[]>(),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  importedAt: instant('imported_at'),
});

/** Numbers collections: an import of 100,000 entries needs numbers that never collide. */
export const collectionOrderNo = pgSequence('collection_order_no');

/**
 * Money received on a collection account: one per payment a bank entry carries (a batched entry
 * carries several). `entryKey` says which payment it is (import.ts, keyOf: the account, the
 * bank's references, amount and date, or the content where the bank gives no reference) and is
 * unique, so the same payment imported twice is one collection and one credit; its ledger entries
 * are named after it. Rows imported before keys existed have their bank reference as key.
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
    entryKey: text('entry_key').notNull().unique(),
    /** The bank's reference of the entry, as shown (AcctSvcrRef, else NtryRef); not unique. */
    bankReference: text('bank_reference').notNull(),
    endToEndId: text('end_to_end_id'),
    txId: text('tx_id'),
    uetr: text('uetr'),
    /** Structured creditor references (RmtInf/Strd/CdtrRefInf/Ref), space-separated. */
    creditorReference: text('creditor_reference').notNull().default(''),
    currency: text('currency').notNull(),
    amount: money('amount'),
    payerName: text('payer_name').notNull(),
    payerCountry: text('payer_country').notNull().default(''),
    payerAddress: text('payer_address').notNull().default(''),
    payerAccount: text('payer_account').notNull().default(''),
    ultimatePayer: text('ultimate_payer').notNull().default(''),
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
    // A reversal or a booking of a pending credit looks for its payment by account and amount.
    index('collections_account_amount_idx').on(t.accountNumber, t.amount),
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

/** A payment the import could not make a collection of; once per payment (its entry key). */
export const importExceptions = pgTable(
  'import_exceptions',
  {
    id: uuidKey(),
    bankFileId: refTo('bank_file_id', () => bankFiles.id),
    entryIndex: integer('entry_index').notNull(),
    entryKey: text('entry_key').notNull().unique(),
    bankReference: text('bank_reference').notNull(),
    account: text('account').notNull(),
    /** As the bank wrote it. */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    payerName: text('payer_name').notNull(),
    /** ImportExceptionReason. */
    reason: text('reason').notNull(),
    detail: text('detail'),
    resolvedAt: instant('resolved_at'),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [index('import_exceptions_open_idx').on(t.resolvedAt, t.createdAt)],
);

/**
 * What a bank file said that is not a collection (BankMovementKind): pending credits (expected
 * funds, `collectionId` set once a later file books them), notices, the bank's own debits and the
 * reversals applied (`collectionId` the original). Once per payment (its entry key).
 */
export const bankMovements = pgTable(
  'bank_movements',
  {
    id: uuidKey(),
    bankFileId: refTo('bank_file_id', () => bankFiles.id),
    entryIndex: integer('entry_index').notNull(),
    entryKey: text('entry_key').notNull().unique(),
    kind: text('kind').notNull(),
    account: text('account').notNull(),
    /** The account's merchant, when the account is known. */
    merchantId: uuid('merchant_id'),
    currency: text('currency').notNull(),
    amount: money('amount'),
    creditDebit: text('credit_debit').notNull(),
    bankReference: text('bank_reference').notNull(),
    endToEndId: text('end_to_end_id'),
    txId: text('tx_id'),
    uetr: text('uetr'),
    bankCode: text('bank_code').notNull().default(''),
    counterparty: text('counterparty').notNull().default(''),
    payerCountry: text('payer_country').notNull().default(''),
    payerKind: text('payer_kind').notNull().default('unknown'),
    note: text('note').notNull().default(''),
    bookingDate: text('booking_date'),
    valueDate: text('value_date'),
    collectionId: uuid('collection_id').references(() => collections.id),
    payoutOrderNo: text('payout_order_no'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_movements_file_idx').on(t.bankFileId, t.entryIndex),
    // A merchant's expected funds not yet booked, and the booking that looks for them.
    index('bank_movements_expected_idx')
      .on(t.account, t.amount)
      .where(sql`${t.kind} = 'expected' AND ${t.collectionId} IS NULL`),
  ],
);
