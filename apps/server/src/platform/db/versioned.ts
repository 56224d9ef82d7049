// The reads and writes every versioned record of a merchant shares (shops, contracts, payees,
// collection accounts, ...): found or locked by id, of one merchant when one is named (another
// merchant's id is not found), and changed only with its version bumped, so a client's write names
// the version it started from.
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

type VersionedTable = PgTable & {
  id: AnyPgColumn;
  merchantId: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

export const versionedRecords = <T extends VersionedTable>(
  table: T,
  /** What else a row must meet to be found at all (a payee not deleted). */
  live?: SQL,
) => {
  type Row = T['$inferSelect'] & { id: string; version: number };
  type Patch = Partial<T['$inferInsert']>;
  const byId = (db: DbOrTx, id: string, merchantId?: string) =>
    db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), live, merchantId ? eq(table.merchantId, merchantId) : undefined))
      .$dynamic();
  return {
    insert: async (db: DbOrTx, row: T['$inferInsert']) => {
      const created = (await db.insert(table).values(row).returning()) as Row[];
      return created[0]!;
    },
    find: async (db: DbOrTx, id: string, merchantId?: string) =>
      (await byId(db, id, merchantId).limit(1))[0] as Row | undefined,
    lock: async (db: DbOrTx, id: string, merchantId?: string) =>
      (await byId(db, id, merchantId).for('update'))[0] as Row | undefined,
    /** Writes a change and bumps the version (every change does). */
    update: async (db: DbOrTx, row: Row, patch: Patch) => {
      const updated = (await db
        .update(table)
        .set({ ...patch, version: row.version + 1, updatedAt: new Date() } as Patch)
        .where(eq(table.id, row.id))
        .returning()) as Row[];
      return updated[0]!;
    },
  };
};
