// SQL of the collection module: accounts and their details, collections with their events and
// materials, bank files and import exceptions.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import { containing } from '../../../platform/db/like.ts';
import type { RowWindow } from '../../../platform/db/paging.ts';
import {
  bankFiles,
  collectionAccountDetails,
  collectionAccountEvents,
  collectionAccounts,
  collectionEvents,
  collectionMaterials,
  collections,
  importExceptions,
} from './schema.ts';
import { files, merchants, operators } from '../../../platform/db/schema.ts';

export type AccountRow = typeof collectionAccounts.$inferSelect;
export type DetailRow = typeof collectionAccountDetails.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type BankFileRow = typeof bankFiles.$inferSelect;
export type ExceptionRow = typeof importExceptions.$inferSelect;
export type NewCollection = typeof collections.$inferInsert;
export type NewException = typeof importExceptions.$inferInsert;

// ——— Accounts ———

export const insertAccount = async (db: DbOrTx, row: typeof collectionAccounts.$inferInsert) => {
  const [created] = await db.insert(collectionAccounts).values(row).returning();
  return created!;
};

/** An account, of this merchant when one is named (another merchant's id is not found). */
const accountQuery = (db: DbOrTx, accountId: string, merchantId?: string) =>
  db
    .select()
    .from(collectionAccounts)
    .where(
      and(
        eq(collectionAccounts.id, accountId),
        merchantId ? eq(collectionAccounts.merchantId, merchantId) : undefined,
      ),
    )
    .$dynamic();

export const findAccount = async (db: DbOrTx, accountId: string, merchantId?: string) =>
  (await accountQuery(db, accountId, merchantId).limit(1))[0];

export const lockAccount = async (db: DbOrTx, accountId: string, merchantId?: string) =>
  (await accountQuery(db, accountId, merchantId).for('update'))[0];

/** Writes a change and bumps the version (every change does). */
export const updateAccount = async (
  db: DbOrTx,
  row: AccountRow,
  patch: Partial<typeof collectionAccounts.$inferInsert>,
) => {
  const [updated] = await db
    .update(collectionAccounts)
    .set({ ...patch, version: row.version + 1, updatedAt: new Date() })
    .where(eq(collectionAccounts.id, row.id))
    .returning();
  return updated!;
};

export type AccountFilter = {
  merchantId?: string | undefined;
  state?: number | undefined;
  currency?: string | undefined;
};

const accountWhere = (filter: AccountFilter): SQL | undefined =>
  and(
    filter.merchantId ? eq(collectionAccounts.merchantId, filter.merchantId) : undefined,
    filter.state === undefined ? undefined : eq(collectionAccounts.state, filter.state),
    filter.currency
      ? sql`${collectionAccounts.currencies} @> ${JSON.stringify([filter.currency])}::jsonb`
      : undefined,
  );

/** Accounts, newest first; for the console the review queue (under review) first, oldest first. */
export const listAccounts = async (
  db: DbOrTx,
  filter: AccountFilter,
  window: RowWindow,
  queueFirst = false,
) => {
  const where = accountWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ account: collectionAccounts, merNo: merchants.merNo, merchantName: merchants.name })
      .from(collectionAccounts)
      .innerJoin(merchants, eq(merchants.id, collectionAccounts.merchantId))
      .where(where)
      .orderBy(
        ...(queueFirst
          ? [sql`(${collectionAccounts.state} = 2) DESC`, asc(collectionAccounts.appliedAt)]
          : [desc(collectionAccounts.createdAt)]),
      )
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(collectionAccounts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The merchant's effective accounts, oldest first (where a shop's payouts may go). */
export const listEffectiveAccounts = (db: DbOrTx, merchantId: string) =>
  db
    .select({
      id: collectionAccounts.id,
      alias: collectionAccounts.alias,
      currencies: collectionAccounts.currencies,
    })
    .from(collectionAccounts)
    .where(and(eq(collectionAccounts.merchantId, merchantId), eq(collectionAccounts.state, 1)))
    .orderBy(asc(collectionAccounts.openedAt));

export const findMerchantOfAccount = async (db: DbOrTx, merchantId: string) => {
  const [row] = await db
    .select({ merNo: merchants.merNo, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row!;
};

export const detailsOf = async (db: DbOrTx, accountIds: string[]) =>
  accountIds.length === 0
    ? []
    : db
        .select()
        .from(collectionAccountDetails)
        .where(inArray(collectionAccountDetails.accountId, accountIds))
        .orderBy(asc(collectionAccountDetails.id));

export const insertDetails = async (
  db: DbOrTx,
  rows: (typeof collectionAccountDetails.$inferInsert)[],
) => {
  if (rows.length > 0) await db.insert(collectionAccountDetails).values(rows);
};

export const insertAccountEvent = async (
  db: DbOrTx,
  event: { accountId: string; action: string; actor: string; reason?: string | null },
) => {
  await db.insert(collectionAccountEvents).values(event);
};

export const accountEventsOf = (db: DbOrTx, accountId: string) =>
  db
    .select()
    .from(collectionAccountEvents)
    .where(eq(collectionAccountEvents.accountId, accountId))
    .orderBy(asc(collectionAccountEvents.at), asc(collectionAccountEvents.id));

/**
 * What an account holds back per currency: the sum of its collections that arrived and wait (for
 * materials, review or screening) — in transit in the merchant's ledger, not yet available.
 */
export const heldByAccount = async (db: DbOrTx, accountId: string) => {
  const rows = await db
    .select({ currency: collections.currency, held: sql<string>`sum(${collections.amount})::text` })
    .from(collections)
    .where(
      and(eq(collections.accountId, accountId), inArray(collections.state, [0, 1, 2, 6, 10, 11])),
    )
    .groupBy(collections.currency);
  return new Map(rows.map((r) => [r.currency, BigInt(r.held)]));
};

/** The accounts' details by account number and IBAN, for matching entries. */
export const detailsByIdentifier = async (db: DbOrTx, identifiers: string[]) => {
  if (identifiers.length === 0) return [];
  return db
    .select({ detail: collectionAccountDetails, accountState: collectionAccounts.state })
    .from(collectionAccountDetails)
    .innerJoin(collectionAccounts, eq(collectionAccounts.id, collectionAccountDetails.accountId))
    .where(
      sql`${collectionAccountDetails.accountNumber} IN ${identifiers} OR ${collectionAccountDetails.iban} IN ${identifiers}`,
    );
};

/** The details (and account state) of one account number or IBAN, whoever's it is. */
export const detailByIdentifier = async (db: DbOrTx, identifier: string) =>
  (await detailsByIdentifier(db, [identifier]))[0];

// ——— Collections ———

export type CollectionFilter = {
  merchantId?: string | undefined;
  accountId?: string | undefined;
  currency?: string | undefined;
  states?: number[] | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
  payer?: string | undefined;
};

const collectionWhere = (filter: CollectionFilter): SQL | undefined =>
  and(
    filter.merchantId ? eq(collections.merchantId, filter.merchantId) : undefined,
    filter.accountId ? eq(collections.accountId, filter.accountId) : undefined,
    filter.currency ? eq(collections.currency, filter.currency) : undefined,
    filter.states ? inArray(collections.state, filter.states) : undefined,
    filter.from ? gte(collections.arrivedAt, filter.from) : undefined,
    filter.before ? lt(collections.arrivedAt, filter.before) : undefined,
    filter.payer ? ilike(collections.payerName, containing(filter.payer)) : undefined,
  );

const collectionColumns = {
  collection: collections,
  alias: collectionAccounts.alias,
  merNo: merchants.merNo,
  merchantName: merchants.name,
};

export type CollectionListRow = {
  collection: CollectionRow;
  alias: string;
  merNo: string;
  merchantName: string;
};

/** Collections, newest first; a queue reads oldest first (first come, first reviewed). */
export const listCollections = async (
  db: DbOrTx,
  filter: CollectionFilter,
  window: RowWindow,
  oldestFirst = false,
): Promise<{ rows: CollectionListRow[]; total: number }> => {
  const where = collectionWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(collectionColumns)
      .from(collections)
      .innerJoin(collectionAccounts, eq(collectionAccounts.id, collections.accountId))
      .innerJoin(merchants, eq(merchants.id, collections.merchantId))
      .where(where)
      .orderBy(
        oldestFirst ? asc(collections.arrivedAt) : desc(collections.arrivedAt),
        asc(collections.orderNo),
      )
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(collections).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findCollection = async (
  db: DbOrTx,
  collectionId: string,
  merchantId?: string,
): Promise<CollectionListRow | undefined> => {
  const [row] = await db
    .select(collectionColumns)
    .from(collections)
    .innerJoin(collectionAccounts, eq(collectionAccounts.id, collections.accountId))
    .innerJoin(merchants, eq(merchants.id, collections.merchantId))
    .where(
      and(
        eq(collections.id, collectionId),
        merchantId ? eq(collections.merchantId, merchantId) : undefined,
      ),
    )
    .limit(1);
  return row;
};

export const findCollectionsOf = (db: DbOrTx, merchantId: string, ids: string[]) =>
  db
    .select(collectionColumns)
    .from(collections)
    .innerJoin(collectionAccounts, eq(collectionAccounts.id, collections.accountId))
    .innerJoin(merchants, eq(merchants.id, collections.merchantId))
    .where(and(eq(collections.merchantId, merchantId), inArray(collections.id, ids)));

/** Every collection of an account number (the bank's statement of that account). */
export const collectionsOfAccountNumber = (db: DbOrTx, accountNumber: string) =>
  db
    .select({
      bankReference: collections.bankReference,
      payerName: collections.payerName,
      payerCountry: collections.payerCountry,
      note: collections.note,
    })
    .from(collections)
    .where(eq(collections.accountNumber, accountNumber));

export const lockCollection = async (db: DbOrTx, collectionId: string, merchantId?: string) => {
  const [row] = await db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.id, collectionId),
        merchantId ? eq(collections.merchantId, merchantId) : undefined,
      ),
    )
    .for('update');
  return row;
};

export const updateCollection = async (
  db: DbOrTx,
  row: CollectionRow,
  patch: Partial<NewCollection>,
) => {
  const [updated] = await db
    .update(collections)
    .set({ ...patch, version: row.version + 1, updatedAt: new Date() })
    .where(eq(collections.id, row.id))
    .returning();
  return updated!;
};

/** A collection as the import writes it (the rest takes the columns' defaults). */
export type ArrivedCollection = {
  merchantId: string;
  accountId: string;
  accountNumber: string;
  bankFileId: string;
  bankReference: string;
  currency: string;
  amount: bigint;
  payerName: string;
  payerCountry: string;
  payerKind: string;
  note: string;
  state: number;
  reason: string | null;
  needsSecondReview: boolean;
  arrivedAt: Date;
  creditedAt: Date | null;
};

/**
 * Inserts new collections in one statement whatever their number (the rows travel as one JSON
 * parameter: a multi-row VALUES list would pass PostgreSQL's 65,535 parameters at ~3,800 rows); an
 * entry already imported (same bank reference) is skipped and not returned.
 */
export const insertCollections = async (db: DbOrTx, rows: ArrivedCollection[]) => {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((r) => ({
      merchant_id: r.merchantId,
      account_id: r.accountId,
      account_number: r.accountNumber,
      bank_file_id: r.bankFileId,
      bank_reference: r.bankReference,
      currency: r.currency,
      amount: r.amount.toString(),
      payer_name: r.payerName,
      payer_country: r.payerCountry,
      payer_kind: r.payerKind,
      note: r.note,
      state: r.state,
      reason: r.reason,
      needs_second_review: r.needsSecondReview,
      arrived_at: r.arrivedAt.toISOString(),
      credited_at: r.creditedAt?.toISOString() ?? null,
    })),
  );
  return queryRows<{ id: string; bankReference: string; orderNo: string }>(
    db,
    sql`INSERT INTO collections (merchant_id, account_id, account_number, bank_file_id,
          bank_reference, currency, amount, payer_name, payer_country, payer_kind, note, state,
          reason, needs_second_review, arrived_at, credited_at)
        SELECT merchant_id, account_id, account_number, bank_file_id, bank_reference, currency,
          amount::bigint, payer_name, payer_country, payer_kind, note, state, reason,
          needs_second_review, arrived_at, credited_at
        FROM jsonb_to_recordset(${json}::jsonb) AS x(merchant_id uuid, account_id uuid,
          account_number text, bank_file_id uuid, bank_reference text, currency text, amount text,
          payer_name text, payer_country text, payer_kind text, note text, state smallint,
          reason text, needs_second_review boolean, arrived_at timestamptz, credited_at timestamptz)
        ON CONFLICT (bank_reference) DO NOTHING
        RETURNING id, bank_reference AS "bankReference", order_no AS "orderNo"`,
  );
};

/**
 * Which (merchant, payer) pairs have a credited payment already, for the first-payment check: one
 * index probe per pair (payer names lower-cased), however many payments a payer has made.
 */
export const knownPayers = async (db: DbOrTx, pairs: { merchantId: string; payer: string }[]) => {
  if (pairs.length === 0) return [];
  const rows = await queryRows<{ merchant_id: string; payer: string }>(
    db,
    sql`SELECT p.merchant_id, p.payer
        FROM jsonb_to_recordset(${JSON.stringify(pairs.map((x) => ({ merchant_id: x.merchantId, payer: x.payer })))}::jsonb)
          AS p(merchant_id uuid, payer text)
        WHERE EXISTS (SELECT 1 FROM collections c
                      WHERE c.merchant_id = p.merchant_id AND lower(c.payer_name) = p.payer
                        AND c.state = 3)`,
  );
  return rows.map((r) => `${r.merchant_id}:${r.payer}`);
};

export const insertCollectionEvent = async (
  db: DbOrTx,
  event: { collectionId: string; action: string; actor: string; reason?: string | null },
) => {
  await db.insert(collectionEvents).values(event);
};

export const collectionEventsOf = (db: DbOrTx, collectionId: string) =>
  db
    .select()
    .from(collectionEvents)
    .where(eq(collectionEvents.collectionId, collectionId))
    .orderBy(asc(collectionEvents.at), asc(collectionEvents.id));

export const insertMaterials = async (
  db: DbOrTx,
  rows: { collectionId: string; kind: string; fileId: string }[],
) => {
  if (rows.length > 0) await db.insert(collectionMaterials).values(rows);
};

export const materialsOf = (db: DbOrTx, collectionId: string) =>
  db
    .select({
      kind: collectionMaterials.kind,
      fileId: collectionMaterials.fileId,
      name: files.name,
      uploadedAt: collectionMaterials.uploadedAt,
    })
    .from(collectionMaterials)
    .innerJoin(files, eq(files.id, collectionMaterials.fileId))
    .where(eq(collectionMaterials.collectionId, collectionId))
    .orderBy(asc(collectionMaterials.uploadedAt), asc(collectionMaterials.id));

export const operatorName = async (db: DbOrTx, operatorId: string | null) => {
  if (!operatorId) return null;
  const [row] = await db
    .select({ name: operators.name })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  return row?.name ?? null;
};

// ——— Bank files and exceptions ———

/** A new bank file, or null when a file with the same content was taken before. */
export const insertBankFile = async (db: DbOrTx, row: typeof bankFiles.$inferInsert) => {
  const [created] = await db
    .insert(bankFiles)
    .values(row)
    .onConflictDoNothing({ target: bankFiles.sha256 })
    .returning();
  return created ?? null;
};

export const findBankFile = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(bankFiles).where(eq(bankFiles.id, id)).limit(1);
  return row;
};

export const findBankFileBySha = async (db: DbOrTx, sha256: string) => {
  const [row] = await db.select().from(bankFiles).where(eq(bankFiles.sha256, sha256)).limit(1);
  return row;
};

export const updateBankFile = async (
  db: DbOrTx,
  id: string,
  patch: Partial<typeof bankFiles.$inferInsert>,
) => {
  const [row] = await db.update(bankFiles).set(patch).where(eq(bankFiles.id, id)).returning();
  return row!;
};

/** Adds a batch's counts to the file's. */
export const addBankFileCounts = async (
  db: DbOrTx,
  id: string,
  counts: {
    entries: number;
    credited: number;
    held: number;
    exceptions: number;
    duplicates: number;
  },
) => {
  await db
    .update(bankFiles)
    .set({
      entries: sql`${bankFiles.entries} + ${counts.entries}`,
      credited: sql`${bankFiles.credited} + ${counts.credited}`,
      held: sql`${bankFiles.held} + ${counts.held}`,
      exceptions: sql`${bankFiles.exceptions} + ${counts.exceptions}`,
      duplicates: sql`${bankFiles.duplicates} + ${counts.duplicates}`,
    })
    .where(eq(bankFiles.id, id));
};

export const listBankFiles = async (db: DbOrTx, window: RowWindow) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankFiles)
      .orderBy(desc(bankFiles.createdAt))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(bankFiles),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Inserts exceptions; the returned ones are new (an entry seen before is not listed twice). */
export const insertExceptions = async (db: DbOrTx, rows: NewException[]) => {
  const inserted: { id: string }[] = [];
  // Chunks under PostgreSQL's 65,535 parameters (8 columns a row).
  for (let start = 0; start < rows.length; start += 5000)
    inserted.push(
      ...(await db
        .insert(importExceptions)
        .values(rows.slice(start, start + 5000))
        .onConflictDoNothing({ target: importExceptions.bankReference })
        .returning({ id: importExceptions.id })),
    );
  return inserted;
};

const exceptionColumns = { exception: importExceptions, fileName: bankFiles.name };

export const listExceptions = async (db: DbOrTx, open: boolean, window: RowWindow) => {
  const where = open ? isNull(importExceptions.resolvedAt) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(exceptionColumns)
      .from(importExceptions)
      .innerJoin(bankFiles, eq(bankFiles.id, importExceptions.bankFileId))
      .where(where)
      .orderBy(desc(importExceptions.createdAt), asc(importExceptions.entryIndex))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(importExceptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const lockException = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select(exceptionColumns)
    .from(importExceptions)
    .innerJoin(bankFiles, eq(bankFiles.id, importExceptions.bankFileId))
    .where(eq(importExceptions.id, id))
    .for('update', { of: importExceptions });
  return row;
};

export const resolveExceptionRow = async (
  db: DbOrTx,
  id: string,
  patch: { resolvedAt: Date; resolvedBy: string; resolution: string },
) => {
  const [row] = await db
    .update(importExceptions)
    .set(patch)
    .where(eq(importExceptions.id, id))
    .returning();
  return row!;
};

/**
 * What a file brought each merchant per currency: credited (count and total, and for a single one
 * its payer and order) and waiting (review, materials, screening).
 */
export const fileTally = async (db: DbOrTx, fileId: string) => {
  const rows = await queryRows<{
    merchant_id: string;
    currency: string;
    credited: string;
    credited_count: number;
    held: string;
    held_count: number;
    payer: string;
    order_no: string;
  }>(
    db,
    sql`SELECT merchant_id, currency,
          coalesce(sum(amount) FILTER (WHERE state = 3), 0)::text AS credited,
          (count(*) FILTER (WHERE state = 3))::int AS credited_count,
          coalesce(sum(amount) FILTER (WHERE state IN (0, 1, 2, 10, 11, 12)), 0)::text AS held,
          (count(*) FILTER (WHERE state IN (0, 1, 2, 10, 11, 12)))::int AS held_count,
          max(payer_name) FILTER (WHERE state = 3) AS payer,
          max(order_no) FILTER (WHERE state = 3) AS order_no
        FROM collections WHERE bank_file_id = ${fileId}
        GROUP BY merchant_id, currency ORDER BY merchant_id, currency`,
  );
  return rows.map((r) => ({
    merchantId: r.merchant_id,
    currency: r.currency,
    credited: BigInt(r.credited),
    creditedCount: r.credited_count,
    held: BigInt(r.held),
    heldCount: r.held_count,
    payer: r.payer ?? '',
    orderNo: r.order_no ?? '',
  }));
};

/** A file's counts, from what is stored (a batch imported twice counts once). */
export const bankFileCounts = async (db: DbOrTx, fileId: string, entries: number) => {
  const [c] = await db
    .select({
      all: count(),
      credited: sql<number>`count(*) FILTER (WHERE ${collections.state} = 3)::int`,
      held: sql<number>`count(*) FILTER (WHERE ${collections.state} IN (0, 1, 2, 10, 11, 12))::int`,
    })
    .from(collections)
    .where(eq(collections.bankFileId, fileId));
  const [e] = await db
    .select({ n: count() })
    .from(importExceptions)
    .where(eq(importExceptions.bankFileId, fileId));
  const exceptions = e?.n ?? 0;
  return {
    entries,
    credited: c?.credited ?? 0,
    held: c?.held ?? 0,
    exceptions,
    duplicates: Math.max(0, entries - (c?.all ?? 0) - exceptions),
  };
};
