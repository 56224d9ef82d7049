// SQL of collections: the lists, a collection with its events and materials, and its changes.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../platform/db/client.ts';
import { containing } from '../../../../platform/db/like.ts';
import { filteredWindow, type RowWindow } from '../../../../platform/db/paging.ts';
import { versionedRecords } from '../../../../platform/db/versioned.ts';
import {
  collectionAccounts,
  collectionEvents,
  collectionMaterials,
  collections,
} from '../schema.ts';
import { files, merchants, operators } from '../../../../platform/db/schema.ts';
import { storyRecords } from '../../../../platform/db/story-records.ts';
import { merchantNamed } from '../../../../platform/db/merchant-lists.ts';

export type CollectionRow = typeof collections.$inferSelect;

export type NewCollection = typeof collections.$inferInsert;

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
  ...merchantNamed,
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
  return filteredWindow(
    db
      .select(collectionColumns)
      .from(collections)
      .innerJoin(collectionAccounts, eq(collectionAccounts.id, collections.accountId))
      .innerJoin(merchants, eq(merchants.id, collections.merchantId))
      .$dynamic(),
    (where) => db.select({ n: count() }).from(collections).where(where),
    {
      where: collectionWhere(filter),
      order: [
        oldestFirst ? asc(collections.arrivedAt) : desc(collections.arrivedAt),
        asc(collections.orderNo),
      ],
      window,
    },
  );
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

// The bank's statement of an account reads the ledger's bank-clearing postings of the account's
// collections (their arrival and return entries, `collection:<entry key>:arrival|return`, moves.ts).
// Named by SQL, never a parameter per collection: an account may have more than 65,535 of them.
// Both lookups use indexes the import keeps anyway (collections_account_idx, the entry key's
// unique index): one more index on collections would slow every import for the statement's sake.

/** The references of the ledger entries of an account's collections in one currency (a subquery). */
export const accountEntryReferences = (accountId: string, currency: string): SQL =>
  sql`SELECT 'collection:' || c.entry_key || m.move
      FROM ${collections} c CROSS JOIN (VALUES (':arrival'), (':return')) AS m(move)
      WHERE c.account_id = ${accountId} AND c.currency = ${currency}`;

/**
 * The entry key an entry's reference names (`collection:<it>:arrival|return`), else null: by
 * LIKE and substr, which cost a fraction of a regular expression's backtracking on every row.
 */
const entryKeyIn = (reference: SQL): SQL =>
  sql`CASE WHEN ${reference} LIKE 'collection:%:arrival' THEN substr(${reference}, 12, length(${reference}) - 19)
           WHEN ${reference} LIKE 'collection:%:return' THEN substr(${reference}, 12, length(${reference}) - 18) END`;

/** What a statement shows of a collection, beside its posting. */
export type StatementCollection = { bank_reference: string; payer_name: string; note: string };

/**
 * The collection of this account an entry's reference names (one unique-index probe per entry),
 * as a lateral subquery: no row for an entry of another account or of anything else.
 */
export const accountCollectionOfEntry =
  (accountNumber: string) =>
  (reference: SQL): SQL =>
    sql`SELECT c.bank_reference, c.payer_name, c.note FROM ${collections} c
        WHERE c.entry_key = ${entryKeyIn(reference)}
          AND c.account_number = ${accountNumber}`;

const collectionRecords = versionedRecords(collections);

export const lockCollection = collectionRecords.lock;

export const updateCollection = collectionRecords.update;

const collectionStory = storyRecords(collectionEvents, 'collectionId');

export const insertCollectionEvent = collectionStory.insert;

export const collectionEventsOf = collectionStory.of;

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
