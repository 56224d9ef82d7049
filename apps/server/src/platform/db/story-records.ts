// A record's story as stored (columns.ts's storyTable): an event added in the caller's transaction,
// and the events of one record in the order they happened.
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

type StoryTable = PgTable & { id: AnyPgColumn; at: AnyPgColumn };

export type StoryEvent = { action: string; actor: string; reason?: string | null };

export const storyRecords = <T extends StoryTable, K extends keyof T & string>(
  table: T,
  /** The column naming the record the story is of (`shopId`). */
  key: K,
) => ({
  insert: async (db: DbOrTx, event: Record<K, string> & StoryEvent) => {
    await db.insert(table).values(event as T['$inferInsert']);
  },
  of: (db: DbOrTx, recordId: string) =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(table[key] as AnyPgColumn, recordId))
      .orderBy(asc(table.at), asc(table.id)) as Promise<T['$inferSelect'][]>,
});
