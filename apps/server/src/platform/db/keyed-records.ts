// The records a merchant's request makes once per Idempotency-Key (payout orders, payout batches,
// quota applications): the key is unique per merchant, so a retry's insert inserts nothing, and the
// record the key made is found by it (a retry's answer, or the one that raced it and committed first).
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

type KeyedTable = PgTable & { merchantId: AnyPgColumn; idempotencyKey: AnyPgColumn };

export const keyedRecords = <T extends KeyedTable>(table: T) => {
  type Row = T['$inferSelect'];
  return {
    /** Inserts the record; a retry with the same merchant and key inserts nothing (undefined). */
    insert: async (db: DbOrTx, row: T['$inferInsert']) =>
      (
        (await db
          .insert(table)
          .values(row)
          .onConflictDoNothing({ target: [table.merchantId, table.idempotencyKey] })
          .returning()) as Row[]
      )[0],
    /** The record the merchant's key made, if any. */
    findByKey: async (db: DbOrTx, merchantId: string, key: string) =>
      (
        (await db
          .select()
          .from(table as PgTable)
          .where(and(eq(table.merchantId, merchantId), eq(table.idempotencyKey, key)))
          .limit(1)) as Row[]
      )[0],
  };
};
