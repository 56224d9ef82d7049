// SQL of collection accounts: the accounts, their details (the bank's identifiers) and events.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../platform/db/client.ts';
import { filteredWindow, type RowWindow } from '../../../../platform/db/paging.ts';
import { versionedRecords } from '../../../../platform/db/versioned.ts';
import {
  collectionAccountDetails,
  collectionAccountEvents,
  collectionAccounts,
  collections,
} from '../schema.ts';
import { merchants } from '../../../../platform/db/schema.ts';
import { storyRecords } from '../../../../platform/db/story-records.ts';
import { merchantNamed, queueFirstOr } from '../../../../platform/db/merchant-lists.ts';

export type AccountRow = typeof collectionAccounts.$inferSelect;
export type DetailRow = typeof collectionAccountDetails.$inferSelect;

const accountRecords = versionedRecords(collectionAccounts);

export const insertAccount = accountRecords.insert;

/** An account, of this merchant when one is named (another merchant's id is not found). */
export const findAccount = accountRecords.find;

export const lockAccount = accountRecords.lock;

/** Writes a change and bumps the version (every change does). */
export const updateAccount = accountRecords.update;

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
  return filteredWindow(
    db
      .select({ account: collectionAccounts, ...merchantNamed })
      .from(collectionAccounts)
      .innerJoin(merchants, eq(merchants.id, collectionAccounts.merchantId))
      .$dynamic(),
    (where) => db.select({ n: count() }).from(collectionAccounts).where(where),
    {
      where: accountWhere(filter),
      order: queueFirstOr(
        queueFirst,
        { state: collectionAccounts.state, waiting: 2, since: collectionAccounts.appliedAt },
        [desc(collectionAccounts.createdAt)],
      ),
      window,
    },
  );
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

const accountStory = storyRecords(collectionAccountEvents, 'accountId');

export const insertAccountEvent = accountStory.insert;

export const accountEventsOf = accountStory.of;

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
