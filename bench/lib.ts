// Shared helpers of the benchmarks: start a server script in a child process, load it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openWallet } from '@tradebridge/server/ledger';
import { openDatabase, type Database } from '@tradebridge/server/db';

export type Started = { port: number; info: Record<string, unknown>; stop(): Promise<void> };

export const startServer = async (script: string): Promise<Started> => {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const info = JSON.parse(first) as { port: number } & Record<string, unknown>;
  return {
    port: info.port,
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

export const load = async (options: autocannon.Options): Promise<LoadResult> => {
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
};

/** A fresh database on DATABASE_URL's PostgreSQL server (default the local one), and its removal. */
export const freshPostgres = async () => {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `tb_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

/** Runs `use` on a fresh PostgreSQL database (freshPostgres), dropped afterwards whatever happens. */
export const withFreshPostgres = async <T>(
  use: (database: Database, url: string) => Promise<T>,
  poolSize?: number,
): Promise<T> => {
  const fresh = await freshPostgres();
  try {
    const database = await openDatabase({
      kind: 'postgres',
      url: fresh.url,
      ...(poolSize ? { poolSize } : {}),
    });
    try {
      return await use(database, fresh.url);
    } finally {
      await database.close();
    }
  } finally {
    await fresh.drop();
  }
};

/** Runs `use` on a fresh file-backed PGlite database in a temporary folder, removed afterwards. */
export const withFreshPglite = async <T>(use: (database: Database) => Promise<T>): Promise<T> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
  try {
    return await use(database);
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * A fresh database's bench merchant (its number `prefix` and random hex) with USD, EUR and CNY
 * wallets; its id.
 */
export const seedBenchMerchant = async (database: Database, prefix: string) => {
  await database.migrate();
  const [merchant] = (
    (await database.db.execute(sql`
      INSERT INTO merchants (mer_no, name, state)
      VALUES (${`${prefix}${randomBytes(4).toString('hex')}`}, 'Bench Trading Ltd.', 2) RETURNING id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const merchantId = merchant!.id;
  for (const currency of ['USD', 'EUR', 'CNY'] as const)
    await openWallet(database.db, merchantId, currency);
  return merchantId;
};
