// The database: embedded PGlite (file-backed in DATA_DIR) by default, PostgreSQL when DATABASE_URL
// is set. Both speak the same SQL and run the same migrations.
import { mkdir } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { writeChunk } from '../stream-out.ts';
// No schema is handed to drizzle: queries name their tables (each module declares its own in its
// schema.ts), and the relational `db.query` API is not used.
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repositories take `Db | Tx` so services own the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /** Round trip to the database, for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** Any fixed number: serialises concurrent migrations of several server processes. */
const MIGRATION_LOCK = 727_001;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /**
       * A data directory dumped by PGlite's dumpDataDir to start from instead of an empty cluster
       * (creating one costs ~2 s of WebAssembly; loading a dump ~0.4 s). The integration tests
       * start each file from one migrated, seeded dump (src/test/pglite-template.ts).
       */
      from?: Blob;
    };

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, an administrator, a dropped test
    // database) is removed from the pool, and the next query opens a new one. Without a listener
    // pg would raise the error as an uncaught exception and take the process down.
    pool.on('error', () => {});
    // Money columns are bigint (int8): keep them exact as strings; code converts to bigint.
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  // Loaded only when used: the embedded database's code weighs some 40 MB of memory that a
  // process on PostgreSQL never needs (docs/performance.md, exports).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
};

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
/** A statement refused by a unique index (SQLSTATE 23505), however the driver wraps it. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export const queryRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const dialect = new PgDialect();

/**
 * Rows of a raw SQL query as arrays in the select's column order: no object per row, which is
 * what reading a million rows for an export spends most on. Outside a transaction only.
 * `prepareAs` names a statement that a hot path runs again and again with other values: on
 * PostgreSQL each connection then parses and plans it once (its text must never change).
 */
export const queryTuples = async <T extends readonly unknown[]>(
  db: Db,
  query: SQL,
  { prepareAs }: { prepareAs?: string } = {},
): Promise<T[]> => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) throw new Error('queryTuples runs outside transactions');
  if (client instanceof pg.Pool) {
    const config = { text, values: params, rowMode: 'array' as const };
    return (await client.query<T & unknown[]>(prepareAs ? { ...config, name: prepareAs } : config))
      .rows;
  }
  return (await client.query<T>(text, params, { rowMode: 'array' })).rows;
};

/**
 * Streams the rows of `query` as CSV written by PostgreSQL itself (`COPY (query) TO STDOUT WITH
 * (FORMAT csv)`: RFC 4180 quoting, NULL as an empty field, one line per row ending in LF) into
 * `out`, which it does not end, and answers the bytes written. The query runs in one read-only
 * REPEATABLE READ transaction (one snapshot however long it streams) with `settings` applied to it
 * alone (planner settings) and DateStyle ISO. COPY takes no bind parameters, so the query's
 * parameters are written into it as escaped literals (standard_conforming_strings is set on for
 * it). `onChunk` sees every chunk before it is written (progress). PostgreSQL only: PGlite has no
 * COPY TO STDOUT stream.
 */
export const copyCsvOut = async (
  db: Db,
  query: SQL,
  out: Writable,
  options: {
    settings?: Record<string, string>;
    onChunk?: (chunk: Buffer) => void | Promise<void>;
    signal?: AbortSignal;
  } = {},
): Promise<number> => {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('copyCsvOut needs PostgreSQL');
  const client = await pool.connect();
  // A connection left mid-COPY by an error or a cancel is closed, not reused: closing it is also
  // what stops the query on the server.
  let failed: Error | undefined;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Literals as written, dates and times in their ISO text form, whatever the server's defaults.
    const settings = { ...options.settings, standard_conforming_strings: 'on', DateStyle: 'ISO' };
    for (const [name, value] of Object.entries(settings))
      await client.query('SELECT set_config($1, $2, true)', [name, value]);
    const { sql: text } = dialect.sqlToQuery(query.inlineParams());
    const source = client.query(copyTo(`COPY (${text}) TO STDOUT WITH (FORMAT csv)`));
    let bytes = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      options.signal?.throwIfAborted();
      await options.onChunk?.(chunk);
      bytes += await writeChunk(out, chunk);
    }
    await client.query('COMMIT');
    return bytes;
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(failed ?? false);
  }
};
