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
// collections (their arrival and return entries, `collection:<bank reference>:arrival|return`).
// Named by SQL, never a parameter per collection: an account may have more than 65,535 of them.
// collections_account_number_idx (migration 0028) keeps both lookups on an index.

/** The references of the ledger entries of an account's collections, as a subquery. */
export const accountEntryReferences = (accountNumber: string): SQL =>
  sql`SELECT 'collection:' || c.bank_reference || m.move
      FROM ${collections} c CROSS JOIN (VALUES (':arrival'), (':return')) AS m(move)
      WHERE c.account_number = ${accountNumber}`;

/** An entry's reference names a collection of this account (one unique-index probe per entry). */
export const isAccountEntry =
  (accountNumber: string) =>
  (reference: SQL): SQL =>
    sql`EXISTS (SELECT 1 FROM ${collections} c
                WHERE c.bank_reference = substring(${reference} FROM '^collection:(.*):(?:arrival|return)$')
                  AND c.account_number = ${accountNumber})`;

/** The collections of these bank references (one page of a statement: one JSON parameter). */
export const collectionsByBankReference = (db: DbOrTx, references: string[]) =>
  references.length === 0
    ? Promise.resolve([])
    : db
        .select({
          bankReference: collections.bankReference,
          payerName: collections.payerName,
          note: collections.note,
        })
        .from(collections)
        .where(
          sql`${collections.bankReference} IN (SELECT jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))`,
        );

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
