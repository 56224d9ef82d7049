// Shared helpers of the benchmarks: start a server script in a child process, load it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { openWallet } from '@tradebridge/server/ledger';
import { openDatabase, type Database } from '@tradebridge/server/db';
import { DEMO } from '@tradebridge/server/demo';
import { freshDatabaseOn } from '../apps/server/src/test/fresh-postgres.ts';

/** BENCH_CPU_PROF names a folder: the started process writes its CPU profile there at exit. */
const profileFlags = () => {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
};

export type Started = {
  port: number;
  pid: number;
  info: Record<string, unknown>;
  stop(): Promise<void>;
};

/**
 * Starts a server script in a child process (NODE_ENV production unless `env` says otherwise); it
 * prints one JSON line with its `port` once it listens (BENCH_CPU_PROF: see profileFlags).
 */
export const startServer = async (
  script: string,
  env: Record<string, string> = {},
): Promise<Started> => {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const child: ChildProcess = spawn(
    process.execPath,
    [...profileFlags(), '--import', 'tsx', file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', ...env },
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const info = JSON.parse(first) as { port: number } & Record<string, unknown>;
  return {
    port: info.port,
    pid: child.pid!,
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
export const freshPostgres = () =>
  freshDatabaseOn(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    'tb_bench',
  );

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

/** The rows of a query's result (the driver's result type is not carried through `execute`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The users' columns a copy of the demo admin takes from it: all but who the user is. */
export const copiedUserColumns = async (db: Database['db']) =>
  rowsOf<{ column_name: string }>(
    await db.execute(sql`SELECT column_name FROM information_schema.columns
      WHERE table_name = 'users' AND column_name NOT IN
        ('id', 'merchant_id', 'account_no', 'email', 'name', 'created_at')`),
  ).map((r) => sql.identifier(r.column_name));

/**
 * `count` copies of the demo merchant (certified; its entity type, country and business), mer_no
 * `prefix` + 9 digits and named `<name> <n>`: their ids and numbers, in order.
 */
export const copyDemoMerchant = async (
  db: Database['db'],
  { prefix, name, count }: { prefix: string; name: string; count: number },
) =>
  rowsOf<{ id: string; mer_no: string }>(
    await db.execute(sql`
      INSERT INTO merchants (mer_no, name, entity_type, state, country, biz_list)
      SELECT ${prefix}::text || lpad(g::text, 9, '0'), ${`${name} `}::text || g::text, entity_type,
             state, country, biz_list
      FROM merchants, generate_series(1, ${count}) g WHERE mer_no = ${DEMO.merchant.merNo}
      ORDER BY g
      RETURNING id, mer_no`),
  );

/**
 * `perMerchant` copies of the demo admin (its password and settings) for each merchant whose
 * mer_no starts with `merchants`: account number `accounts` + the mer_no's digits + k (4 digits),
 * e-mail `<mer_no>.<k>@<domain>` and name `<label> <mer_no> <k>`, k from 1.
 */
export const copyDemoAdmin = async (
  db: Database['db'],
  {
    merchants,
    accounts,
    domain,
    label,
    perMerchant,
  }: { merchants: string; accounts: string; domain: string; label: string; perMerchant: number },
) => {
  const columns = await copiedUserColumns(db);
  await db.execute(sql`
    INSERT INTO users (merchant_id, account_no, email, name, ${sql.join(columns, sql`, `)})
    SELECT m.id, ${accounts}::text || substr(m.mer_no, 2) || lpad(k::text, 4, '0'),
           lower(m.mer_no) || '.' || k || ${`@${domain}`}::text,
           ${`${label} `}::text || m.mer_no || ' ' || k,
           ${sql.join(
             columns.map((c) => sql`u.${c}`),
             sql`, `,
           )}
    FROM merchants m, users u, generate_series(1, ${perMerchant}) k
    WHERE m.mer_no LIKE ${`${merchants}%`} AND u.email = ${DEMO.merchant.email}`);
};

/**
 * `count` journal entries of the bench spread over the last two years, each with one posting on
 * the merchant's available account (USD 60 %, EUR 30 %, CNY 10 %; a third of them outgoing), then
 * the tables analysed. Order types: 5 wallet transfer 50 %, 2 transfer 30 %, 3 exchange 15 %, 1
 * withdraw ~5 %, 6 fast transfer 0.1 %. `orderNo` and `memo` are SQL of the entry's number `g`; an
 * amount is 100 cents plus the entry id modulo `amountSpread`, the balance after it
 * `balanceFrom` + the entry id × `balanceStep`.
 */
export const postBenchMovements = async (
  database: Database,
  merchantId: string,
  count: number,
  shape: {
    orderNo: SQL;
    memo: SQL;
    amountSpread: number;
    balanceFrom: number;
    balanceStep: number;
  },
) => {
  const started = Date.now();
  const int = (n: number) => sql.raw(String(Math.trunc(n)));
  await database.db.execute(sql`
    INSERT INTO journal_entries (reference, order_type, order_no, caused_by, memo, created_at)
    SELECT 'bench:' || g,
           CASE WHEN g % 1000 = 0 THEN 6 WHEN g % 20 = 1 THEN 1 WHEN g % 100 < 50 THEN 5
                WHEN g % 100 < 80 THEN 2 ELSE 3 END,
           ${shape.orderNo}, 'bench', ${shape.memo},
           now() - make_interval(secs => (${count} - g) * (63072000.0 / ${count}))
    FROM generate_series(1, ${count}) g`);
  const spread = int(shape.amountSpread);
  await database.db.execute(sql`
    INSERT INTO postings (entry_id, account_id, currency, amount, balance_after, order_type, created_at)
    SELECT e.id, a.id, a.currency,
           CASE WHEN e.id % 3 = 0 THEN -((e.id % ${spread}) + 100) ELSE (e.id % ${spread}) + 100 END,
           ${int(shape.balanceFrom)} + e.id * ${int(shape.balanceStep)}, e.order_type, e.created_at
    FROM journal_entries e
    JOIN ledger_accounts a ON a.owner = ${`M:${merchantId}`} AND a.kind = 1
     AND a.currency = CASE WHEN e.id % 10 < 6 THEN 'USD' WHEN e.id % 10 < 9 THEN 'EUR' ELSE 'CNY' END
    WHERE e.caused_by = 'bench'`);
  await database.db.execute(sql`VACUUM ANALYZE postings`);
  await database.db.execute(sql`ANALYZE journal_entries`);
  console.log(
    `  ${database.kind}: ${count.toLocaleString('en-US')} postings written in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
};

/**
 * Runs the case script `script` (beside this file) in a fresh process, with `input` as its
 * BENCH_CASE (BENCH_CPU_PROF names a folder to write its CPU profile to), and answers the JSON of
 * the last line it printed.
 */
export const runCaseScript = <R>(script: string, input: unknown) =>
  new Promise<R>((resolve, reject) => {
    const file = fileURLToPath(new URL(script, import.meta.url));
    const child = spawn(process.execPath, [...profileFlags(), '--import', 'tsx', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_CASE: JSON.stringify(input) },
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`case exited ${code}: ${output}`));
      else resolve(JSON.parse(last) as R);
    });
  });

/** Bytes as whole megabytes (10⁶): "312 MB". */
export const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
