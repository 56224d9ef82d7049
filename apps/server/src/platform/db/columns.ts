// The columns most tables share, declared once (the generated SQL is the same as writing them out:
// src/__tests__/schema-migrations.test.ts shows no new migration). A column's name in the database
// is given here; the property that carries it is the table's.
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const withTimezone = { withTimezone: true } as const;

/** A random uuid primary key. */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

/** A row number primary key (append-only tables). */
export const serialKey = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A point in time with its zone; null until it happens. */
export const instant = (name: string) => timestamp(name, withTimezone);

/** When the row was written (`created_at`). */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed (`updated_at`). */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** When the row was written and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Bumped by every change: a write names the version it started from. */
export const version = () => integer('version').notNull().default(0);

/** An amount in minor units, exact (bigint in code, int8 in the database). */
export const money = (name: string) => bigint(name, { mode: 'bigint' }).notNull();

/** A required reference to another table's uuid key. */
export const refTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target);

const storyColumns = () => ({
  id: serialKey(),
  action: text('action').notNull(),
  actor: text('actor').notNull(),
  reason: text('reason'),
  at: instant('at').notNull().defaultNow(),
});

/**
 * A record's story (shop, payee, contract, collection, account): one row per edge taken, by
 * whom and why, read in time order per record (platform/story.ts shapes it for the screens).
 */
export const storyTable = <K extends string>(
  name: string,
  key: K,
  column: string,
  subject: () => AnyPgColumn,
) =>
  pgTable(
    name,
    {
      ...storyColumns(),
      ...({ [key]: refTo(column, subject) } as Record<K, ReturnType<typeof refTo>>),
    },
    (t) => [index(`${name}_${column.replace(/_id$/, '')}_idx`).on(t[key], t.at)],
  );
