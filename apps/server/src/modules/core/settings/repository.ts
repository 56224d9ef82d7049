import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { settings } from './schema.ts';

export const listSettings = async (db: DbOrTx, keys: readonly string[]) =>
  db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));

/** Inserts each setting that is not there yet; never overwrites what an operator changed. */
export const insertMissingSettings = async (db: DbOrTx, values: Record<string, unknown>) => {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (rows.length > 0) await db.insert(settings).values(rows).onConflictDoNothing();
};

export const upsertSettings = async (db: DbOrTx, values: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
};

/** One setting's stored value, or undefined when it was never written. */
export const readSetting = async (db: DbOrTx, key: string): Promise<unknown> => {
  const [row] = await listSettings(db, [key]);
  return row?.value;
};
