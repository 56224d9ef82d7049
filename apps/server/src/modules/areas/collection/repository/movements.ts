// SQL of what bank files say besides collections (bank_movements: pending credits, notices, the
// bank's own debits, reversals), and the lookups a reversal or a booking makes for what came
// before.
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { BankMovementKind } from '@tradebridge/contracts';
import { queryRows, type DbOrTx } from '../../../../platform/db/client.ts';
import { filteredWindow, type RowWindow } from '../../../../platform/db/paging.ts';
import { bankFiles, bankMovements, collectionAccountDetails, collections } from '../schema.ts';

export type NewMovement = typeof bankMovements.$inferInsert & { amount: bigint };
export type MovementRow = typeof bankMovements.$inferSelect;

/** Inserts movements once per entry key; returns the keys written now. */
export const insertMovements = async (db: DbOrTx, rows: NewMovement[]) => {
  const written: string[] = [];
  // Chunks under PostgreSQL's 65,535 parameters (24 columns a row).
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    if (chunk.length === 0) continue;
    const inserted = await db
      .insert(bankMovements)
      .values(chunk)
      .onConflictDoNothing({ target: bankMovements.entryKey })
      .returning({ key: bankMovements.entryKey });
    written.push(...inserted.map((r) => r.key));
  }
  return written;
};

/** Which of these keys a movement or an exception already has (a file imported again). */
export const keysRecorded = async (db: DbOrTx, keys: string[]) => {
  if (keys.length === 0) return new Set<string>();
  const rows = await queryRows<{ entry_key: string }>(
    db,
    sql`SELECT entry_key FROM bank_movements WHERE entry_key IN ${keys}
        UNION ALL SELECT entry_key FROM import_exceptions WHERE entry_key IN ${keys}`,
  );
  return new Set(rows.map((r) => r.entry_key));
};

/**
 * The collection a reversal undoes: same account and amount, not yet reversed, sharing one of the
 * reversal's references (the bank's, EndToEndId, TxId or UETR); the earliest, locked.
 */
export const findReversedOriginal = async (
  db: DbOrTx,
  accountNumber: string,
  amount: bigint,
  references: string[],
) => {
  if (references.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.accountNumber, accountNumber),
        eq(collections.amount, amount),
        ne(collections.state, 13),
        or(
          inArray(collections.bankReference, references),
          inArray(collections.endToEndId, references),
          inArray(collections.txId, references),
          inArray(collections.uetr, references),
        ),
      ),
    )
    .orderBy(asc(collections.arrivedAt), asc(collections.orderNo))
    .limit(1)
    .for('update');
  return row;
};

/** Whether any pending credit waits to be booked (most imports need not look further). */
export const hasOpenExpected = async (db: DbOrTx) =>
  (
    await queryRows<{ one: number }>(
      db,
      sql`SELECT 1 AS one FROM bank_movements
          WHERE kind = 'expected' AND collection_id IS NULL LIMIT 1`,
    )
  ).length > 0;

/**
 * Pending credits now booked: each open expected fund on the account of one of these collections,
 * of the same amount and sharing its key or a reference, is linked to it (once).
 */
export const bookExpected = async (db: DbOrTx, collectionIds: string[]) => {
  if (collectionIds.length === 0) return 0;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE bank_movements m SET collection_id = c.id
        FROM collections c
        WHERE c.id IN ${collectionIds}
          AND m.kind = 'expected' AND m.collection_id IS NULL
          AND m.account = c.account_number AND m.amount = c.amount
          AND (m.entry_key = c.entry_key
               OR (m.bank_reference <> '' AND m.bank_reference = c.bank_reference)
               OR m.end_to_end_id = c.end_to_end_id OR m.tx_id = c.tx_id OR m.uetr = c.uetr)
        RETURNING m.id`,
  );
  return rows.length;
};

const movementColumns = {
  movement: bankMovements,
  fileName: bankFiles.name,
  collectionOrderNo: collections.orderNo,
};

export const listMovements = async (
  db: DbOrTx,
  filter: { bankFileId?: string | undefined; kind?: string | undefined },
  window: RowWindow,
) => {
  const where: SQL[] = [];
  if (filter.bankFileId) where.push(eq(bankMovements.bankFileId, filter.bankFileId));
  if (filter.kind) where.push(eq(bankMovements.kind, filter.kind));
  return filteredWindow(
    db
      .select(movementColumns)
      .from(bankMovements)
      .innerJoin(bankFiles, eq(bankFiles.id, bankMovements.bankFileId))
      .leftJoin(collections, eq(collections.id, bankMovements.collectionId))
      .$dynamic(),
    (w) => db.select({ n: count() }).from(bankMovements).where(w),
    {
      where: where.length > 0 ? and(...where) : undefined,
      order: [desc(bankMovements.createdAt), asc(bankMovements.entryIndex)],
      window,
    },
  );
};

/** A merchant's expected funds not yet booked, newest first, with the account they are on. */
export const listExpectedFunds = async (
  db: DbOrTx,
  merchantId: string,
  currency: string | undefined,
  window: RowWindow,
) => {
  const where = and(
    eq(bankMovements.merchantId, merchantId),
    eq(bankMovements.kind, BankMovementKind.Expected),
    isNull(bankMovements.collectionId),
    currency ? eq(bankMovements.currency, currency) : undefined,
  );
  return filteredWindow(
    db
      .select({ movement: bankMovements, accountId: collectionAccountDetails.accountId })
      .from(bankMovements)
      .innerJoin(
        collectionAccountDetails,
        and(
          eq(collectionAccountDetails.accountNumber, bankMovements.account),
          eq(collectionAccountDetails.currency, bankMovements.currency),
        ),
      )
      .$dynamic(),
    (w) => db.select({ n: count() }).from(bankMovements).where(w),
    { where, order: [desc(bankMovements.createdAt), asc(bankMovements.entryIndex)], window },
  );
};

/** A file's movements by kind, from what is stored. */
export const movementCounts = async (db: DbOrTx, fileId: string) => {
  const [m] = await db
    .select({
      all: count(),
      expected: sql<number>`count(*) FILTER (WHERE ${bankMovements.kind} = 'expected')::int`,
      reversed: sql<number>`count(*) FILTER (WHERE ${bankMovements.kind} = 'reversal' AND ${bankMovements.collectionId} IS NOT NULL)::int`,
    })
    .from(bankMovements)
    .where(eq(bankMovements.bankFileId, fileId));
  return { all: m?.all ?? 0, expected: m?.expected ?? 0, reversed: m?.reversed ?? 0 };
};

/**
 * Credited collections whose money did not reach available exactly once: counted over the
 * collection's arrival and credit entries' postings into a merchant's available balance (kind 1).
 */
export const collectionCreditBreaches = async (db: DbOrTx) => {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM collections WHERE state = 3`,
  );
  const breaches = await queryRows<{ order_no: string; credits: number }>(
    db,
    sql`SELECT c.order_no, count(p.id)::int AS credits
        FROM collections c
        LEFT JOIN journal_entries e
          ON e.reference IN ('collection:' || c.entry_key || ':arrival', 'collection:' || c.entry_key || ':credit')
        LEFT JOIN postings p ON p.entry_id = e.id AND p.amount > 0
          AND p.account_id IN (SELECT id FROM ledger_accounts WHERE owner <> 'P' AND kind = 1)
        WHERE c.state = 3
        GROUP BY c.order_no HAVING count(p.id) <> 1
        ORDER BY c.order_no LIMIT 100`,
  );
  return { checked: count?.n ?? 0, breaches };
};

/**
 * Reversals of collections' entries that do not name their original, or do not undo exactly its
 * postings; collections the bank reversed whose arrival has no reversal.
 */
export const collectionReversalBreaches = async (db: DbOrTx) => {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM journal_entries
        WHERE reference LIKE 'collection:%:reversal'`,
  );
  const breaches = await queryRows<{ reference: string; problem: string }>(
    db,
    sql`SELECT r.reference,
          CASE WHEN o.id IS NULL OR o.reference || ':reversal' <> r.reference
               THEN 'does not name its original' ELSE 'does not undo its postings' END AS problem
        FROM journal_entries r LEFT JOIN journal_entries o ON o.id = r.reverses
        WHERE r.reference LIKE 'collection:%:reversal'
          AND (o.id IS NULL OR o.reference || ':reversal' <> r.reference
               OR (SELECT string_agg(account_id || ':' || amount, ',' ORDER BY account_id, amount)
                   FROM postings WHERE entry_id = r.id)
                  IS DISTINCT FROM
                  (SELECT string_agg(account_id || ':' || (-amount), ',' ORDER BY account_id, -amount)
                   FROM postings WHERE entry_id = o.id))
      UNION ALL
        SELECT 'collection ' || c.order_no, 'reversed by the bank, its arrival not reversed'
        FROM collections c
        WHERE c.state = 13 AND c.reason = 'reversed'
          AND NOT EXISTS (SELECT 1 FROM journal_entries e
                          WHERE e.reference = 'collection:' || c.entry_key || ':arrival:reversal')
      LIMIT 100`,
  );
  return { checked: count?.n ?? 0, breaches };
};
