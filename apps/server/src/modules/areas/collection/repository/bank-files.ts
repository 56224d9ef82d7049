// SQL of bank files and their import exceptions, with the tallies of what a file brought.
import { asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../../platform/db/client.ts';
import { filteredWindow, windowWithTotal, type RowWindow } from '../../../../platform/db/paging.ts';
import { bankFiles, collections, importExceptions } from '../schema.ts';
import { movementCounts } from './movements.ts';

export type BankFileRow = typeof bankFiles.$inferSelect;
export type ExceptionRow = typeof importExceptions.$inferSelect;

export type NewException = typeof importExceptions.$inferInsert;

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

export const listBankFiles = async (db: DbOrTx, window: RowWindow) => {
  return windowWithTotal(
    db
      .select()
      .from(bankFiles)
      .orderBy(desc(bankFiles.createdAt))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(bankFiles),
  );
};

/** Inserts exceptions; the returned ones are new (an entry seen before is not listed twice). */
export const insertExceptions = async (db: DbOrTx, rows: NewException[]) => {
  const inserted: { id: string }[] = [];
  // Chunks under PostgreSQL's 65,535 parameters (10 columns a row).
  for (let start = 0; start < rows.length; start += 5000)
    inserted.push(
      ...(await db
        .insert(importExceptions)
        .values(rows.slice(start, start + 5000))
        .onConflictDoNothing({ target: importExceptions.entryKey })
        .returning({ id: importExceptions.id })),
    );
  return inserted;
};

const exceptionColumns = { exception: importExceptions, fileName: bankFiles.name };

export const listExceptions = async (db: DbOrTx, open: boolean, window: RowWindow) => {
  return filteredWindow(
    db
      .select(exceptionColumns)
      .from(importExceptions)
      .innerJoin(bankFiles, eq(bankFiles.id, importExceptions.bankFileId))
      .$dynamic(),
    (where) => db.select({ n: count() }).from(importExceptions).where(where),
    {
      where: open ? isNull(importExceptions.resolvedAt) : undefined,
      order: [desc(importExceptions.createdAt), asc(importExceptions.entryIndex)],
      window,
    },
  );
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

/**
 * What a file's reversals took back from each merchant per currency (count, total, and the
 * latest's payer and order), from its bank movements.
 */
export const reversalTally = async (db: DbOrTx, fileId: string) => {
  const rows = await queryRows<{
    merchant_id: string;
    currency: string;
    amount: string;
    count: number;
    payer: string;
    order_no: string;
  }>(
    db,
    sql`SELECT m.merchant_id, m.currency, sum(m.amount)::text AS amount, count(*)::int AS count,
          max(c.payer_name) AS payer, max(c.order_no) AS order_no
        FROM bank_movements m JOIN collections c ON c.id = m.collection_id
        WHERE m.bank_file_id = ${fileId} AND m.kind = 'reversal' AND m.merchant_id IS NOT NULL
        GROUP BY m.merchant_id, m.currency ORDER BY m.merchant_id, m.currency`,
  );
  return rows.map((r) => ({
    merchantId: r.merchant_id,
    currency: r.currency,
    amount: BigInt(r.amount),
    count: r.count,
    payer: r.payer,
    orderNo: r.order_no,
  }));
};

/**
 * A file's counts, from what is stored (a batch imported twice counts once). `entries` counts
 * payments (a batched entry counts each of its transactions); a payment that is neither a
 * collection, an exception nor a movement was a duplicate of one imported before.
 */
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
  const moved = await movementCounts(db, fileId);
  return {
    entries,
    credited: c?.credited ?? 0,
    held: c?.held ?? 0,
    exceptions,
    expected: moved.expected,
    reversed: moved.reversed,
    movements: moved.all - moved.expected - moved.reversed,
    duplicates: Math.max(0, entries - (c?.all ?? 0) - exceptions - moved.all),
  };
};
