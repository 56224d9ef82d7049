// SQL of the payee module: payees with their story. Deleted payees stay (orders point at them)
// and are left out of every merchant-facing query.
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { containing } from '../../../platform/db/like.ts';
import { filteredWindow, type RowWindow } from '../../../platform/db/paging.ts';
import { versionedRecords } from '../../../platform/db/versioned.ts';
import { payeeEvents, payees } from './schema.ts';
import { merchants } from '../../../platform/db/schema.ts';
import { storyRecords, type StoryEvent } from '../../../platform/db/story-records.ts';
import { merchantNamed, queueFirstOr } from '../../../platform/db/merchant-lists.ts';

export type PayeeRow = typeof payees.$inferSelect;
export type NewPayee = typeof payees.$inferInsert;

export const insertPayee = async (db: DbOrTx, row: NewPayee) => {
  const [created] = await db
    .insert(payees)
    .values(row)
    .onConflictDoNothing({
      target: [payees.merchantId, payees.usage, payees.accountKey, payees.currency],
      where: sql`deleted_at IS NULL`,
    })
    .returning();
  return created;
};

/** Many payees in one statement; those whose account the merchant already has are left out. */
export const insertPayees = (db: DbOrTx, rows: NewPayee[]) =>
  db
    .insert(payees)
    .values(rows)
    .onConflictDoNothing({
      target: [payees.merchantId, payees.usage, payees.accountKey, payees.currency],
      where: sql`deleted_at IS NULL`,
    })
    .returning();

/** Payees not deleted, of this merchant when one is named (another merchant's id is not found). */
const payeeRecords = versionedRecords(payees, isNull(payees.deletedAt));

export const findPayee = payeeRecords.find;

export const lockPayee = payeeRecords.lock;

/** Another live payee of the merchant for the same account, usage and currency. */
export const findSameAccount = async (
  db: DbOrTx,
  row: Pick<NewPayee, 'merchantId' | 'usage' | 'accountKey' | 'currency'>,
) =>
  (
    await db
      .select({ id: payees.id })
      .from(payees)
      .where(
        and(
          eq(payees.merchantId, row.merchantId),
          eq(payees.usage, row.usage),
          eq(payees.accountKey, row.accountKey),
          eq(payees.currency, row.currency),
          isNull(payees.deletedAt),
        ),
      )
      .limit(1)
  )[0];

/** The merchant's live payees of a usage and currency among these accounts (a batch's rows). */
export const findPayeesByKeys = (
  db: DbOrTx,
  merchantId: string,
  usage: string,
  currency: string,
  keys: string[],
) =>
  keys.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(payees)
        .where(
          and(
            eq(payees.merchantId, merchantId),
            eq(payees.usage, usage),
            eq(payees.currency, currency),
            inArray(payees.accountKey, keys),
            isNull(payees.deletedAt),
          ),
        );

/** Writes a change and bumps the version (every change does). */
export const updatePayee = payeeRecords.update;

export type PayeeFilter = {
  merchantId?: string | undefined;
  merNo?: string | undefined;
  usage?: string | undefined;
  method?: string | undefined;
  state?: number | undefined;
  currency?: string | undefined;
  name?: string | undefined;
};

const payeeWhere = (filter: PayeeFilter): SQL | undefined =>
  and(
    isNull(payees.deletedAt),
    filter.merchantId ? eq(payees.merchantId, filter.merchantId) : undefined,
    filter.merNo ? eq(merchants.merNo, filter.merNo) : undefined,
    filter.usage ? eq(payees.usage, filter.usage) : undefined,
    filter.method ? eq(payees.method, filter.method) : undefined,
    filter.state === undefined ? undefined : eq(payees.state, filter.state),
    filter.currency ? eq(payees.currency, filter.currency) : undefined,
    filter.name
      ? or(
          ilike(payees.name, containing(filter.name)),
          ilike(payees.bankName, containing(filter.name)),
        )
      : undefined,
  );

/** Payees with their merchant; the review queue (oldest waiting first) ahead when asked. */
export const listPayees = async (
  db: DbOrTx,
  filter: PayeeFilter,
  window: RowWindow,
  queueFirst = false,
) => {
  return filteredWindow(
    db
      .select({ payee: payees, ...merchantNamed })
      .from(payees)
      .innerJoin(merchants, eq(merchants.id, payees.merchantId))
      .$dynamic(),
    (where) =>
      db
        .select({ n: count() })
        .from(payees)
        .innerJoin(merchants, eq(merchants.id, payees.merchantId))
        .where(where),
    {
      where: payeeWhere(filter),
      order: queueFirstOr(
        queueFirst,
        { state: payees.state, waiting: 1, since: payees.updatedAt },
        [desc(payees.createdAt), desc(payees.id)],
      ),
      window,
    },
  );
};

const payeeStory = storyRecords(payeeEvents, 'payeeId');

export const insertPayeeEvent = payeeStory.insert;

export const insertPayeeEvents = async (
  db: DbOrTx,
  events: ({ payeeId: string } & StoryEvent)[],
) => {
  if (events.length > 0) await db.insert(payeeEvents).values(events);
};

export const payeeEventsOf = payeeStory.of;
