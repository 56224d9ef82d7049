// Ledger throughput (issue 5) of the batch path: transfers per second between random wallets
// through createLedgerBatcher → postEntries (one database transaction per batch), with 16
// concurrent callers. No product route posts this way yet: the bulk flows will (file imports,
// settlements, batch payouts; docs/architecture.md), and the first of them brings its own HTTP
// benchmark; a single wallet transfer posts through postEntry and is measured by transfer.ts. Each
// figure is the median of several warm runs; beside it the same database's raw single-row INSERT commit rate with 16
// clients. Then a hot-wallet run (every transfer into one wallet) and the invariant check, which
// fails the run on any breach. PostgreSQL: DATABASE_URL's server (a fresh database is made and
// dropped) or 127.0.0.1:5432; PGlite: a fresh folder.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { CapitalAccountType, PlatformAccount } from '@tradebridge/contracts';
import { createLedgerBatcher, postEntries, verifyLedger } from '@tradebridge/server/ledger';
import type { Database } from '@tradebridge/server/db';
import { withFreshPglite, withFreshPostgres } from './lib.ts';

const CALLERS = 16;
const WALLETS = 1000;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 4) * 1000;
/**
 * Warm runs per figure; each figure is their median, so one noisy run (another process on these
 * two cores) neither passes nor fails the benchmark. Raw inserts and the ledger alternate, so both
 * see the same moments of the machine, and the ratio is the median of the paired ratios.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type RunResult = { perSecond: number; done: number; refused: number };

/** The run with the median rate of several (its counts shown with it). */
const medianRun = (runs: RunResult[]): RunResult => {
  const rate = median(runs.map((r) => r.perSecond));
  return {
    ...runs.reduce((a, b) => (Math.abs(b.perSecond - rate) < Math.abs(a.perSecond - rate) ? b : a)),
    perSecond: rate,
  };
};
/**
 * Each measured run follows an unmeasured one of this length on the same database, so both the
 * raw inserts and the ledger are measured warm (the server's plan and catalogue caches, the
 * function's cached plans in each connection, V8's compiled code), not their first seconds.
 */
const WARM_UP_MS = 3000;

const setUp = async (database: Database) => {
  await database.migrate();
  const ids: string[] = [];
  for (let chunk = 0; chunk < WALLETS; chunk += 500) {
    const rows = await database.db.execute(sql`
      INSERT INTO merchants (mer_no, name, state)
      SELECT 'B' || ${chunk} + g || '-' || ${randomBytes(3).toString('hex')}, 'Bench ' || g, 2 FROM generate_series(1, 500) g
      RETURNING id`);
    ids.push(...(rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  }
  const funding = ids.map((merchantId, i) => ({
    reference: `bench:fund:${i}:${randomBytes(4).toString('hex')}`,
    causedBy: 'bench',
    postings: [
      {
        account: { platform: PlatformAccount.BankClearing, currency: 'USD' as const },
        amount: -1_000_000_00n,
      },
      {
        account: { merchantId, currency: 'USD' as const, type: CapitalAccountType.Available },
        amount: 1_000_000_00n,
      },
    ],
  }));
  for (let i = 0; i < funding.length; i += 200) {
    await database.db.transaction((tx) => postEntries(tx, funding.slice(i, i + 200)));
  }
  return ids;
};

const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 2);

const run = async (
  database: Database,
  ids: string[],
  pickTo: () => string,
  durationMs = DURATION_MS,
) => {
  // PGlite has one connection: a second batch in flight would only queue behind the first.
  const batcher = createLedgerBatcher(database.db, {
    maxInFlight: database.kind === 'postgres' ? IN_FLIGHT : 1,
  });
  let done = 0;
  let refused = 0;
  let seq = 0;
  const tag = randomBytes(4).toString('hex');
  const deadline = Date.now() + durationMs;
  const caller = async () => {
    while (Date.now() < deadline) {
      const from = ids[Math.floor(Math.random() * ids.length)]!;
      let to = pickTo();
      if (to === from) to = ids[(ids.indexOf(from) + 1) % ids.length]!;
      try {
        await batcher.submit({
          reference: `bench:t:${tag}:${seq++}`,
          orderType: 5,
          causedBy: 'bench',
          postings: [
            {
              account: { merchantId: from, currency: 'USD', type: CapitalAccountType.Available },
              amount: -1_00n,
            },
            {
              account: { merchantId: to, currency: 'USD', type: CapitalAccountType.Available },
              amount: 1_00n,
            },
          ],
        });
        done++;
      } catch {
        refused++;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CALLERS }, caller));
  await batcher.idle();
  return { perSecond: (done / (Date.now() - started)) * 1000, done, refused };
};

const rawInsertRate = async (url: string, durationMs = DURATION_MS) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    'CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, v bigint NOT NULL)',
  );
  await admin.end();
  const clients = await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  let done = 0;
  const deadline = Date.now() + durationMs;
  const started = Date.now();
  await Promise.all(
    clients.map(async (c) => {
      while (Date.now() < deadline) {
        await c.query('INSERT INTO bench_raw (v) VALUES ($1)', [done]);
        done++;
      }
    }),
  );
  await Promise.all(clients.map((c) => c.end()));
  return (done / (Date.now() - started)) * 1000;
};

const checkInvariants = async (database: Database, label: string) => {
  const checks = await verifyLedger(database.db);
  const breaches = checks.flatMap((c) => c.breaches.map((b) => `${c.name}: ${b}`));
  if (breaches.length > 0) {
    console.log(`FAIL ${label}: invariant breaches:\n  ${breaches.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `${label}: invariants hold (${checks.map((c) => `${c.name} ${c.checked}`).join(', ')})`,
    );
  }
};

const line = (label: string, r: RunResult) =>
  `${label.padEnd(44)} ${r.perSecond.toFixed(0).padStart(7)} transfers/s  (${r.done} posted, ${r.refused} refused)`;

export const ledgerBench = async () => {
  console.log(
    `${CALLERS} concurrent callers, ${WALLETS} USD wallets, ${DURATION_MS / 1000} s per run`,
  );

  await withFreshPostgres(async (postgres, url) => {
    const ids = await setUp(postgres);
    const random = () => ids[Math.floor(Math.random() * ids.length)]!;
    await rawInsertRate(url, WARM_UP_MS);
    await run(postgres, ids, random, WARM_UP_MS);
    const raws: number[] = [];
    const spreads: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      raws.push(await rawInsertRate(url));
      spreads.push(await run(postgres, ids, random));
    }
    const raw = median(raws);
    const spread = medianRun(spreads);
    const hot = await run(postgres, ids, () => ids[0]!);
    console.log(
      `${'PostgreSQL raw single-row INSERT commits'.padEnd(44)} ${raw.toFixed(0).padStart(7)} rows/s  (median of ${RUNS}: ${raws.map((r) => r.toFixed(0)).join(', ')})`,
    );
    console.log(
      `${line('PostgreSQL ledger, random wallets', spread)}  (median of ${RUNS}: ${spreads.map((r) => r.perSecond.toFixed(0)).join(', ')})`,
    );
    console.log(line('PostgreSQL ledger, hot wallet (all into one)', hot));
    const ratio = median(spreads.map((r, i) => r.perSecond / raws[i]!));
    console.log(
      `ratio ledger/raw: ${(ratio * 100).toFixed(1)} % (median of the paired runs; target >= 60 %)`,
    );
    if (ratio < 0.6) {
      console.log('FAIL: PostgreSQL ledger below target');
      process.exitCode = 1;
    }
    await checkInvariants(postgres, 'PostgreSQL');
  }, 8);

  await withFreshPglite(async (pglite) => {
    const ids = await setUp(pglite);
    const random = () => ids[Math.floor(Math.random() * ids.length)]!;
    await run(pglite, ids, random, WARM_UP_MS);
    const spreads: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) spreads.push(await run(pglite, ids, random));
    const spread = medianRun(spreads);
    console.log(
      `${line('PGlite ledger, random wallets', spread)}  (median of ${RUNS}: ${spreads.map((r) => r.perSecond.toFixed(0)).join(', ')})`,
    );
    if (spread.perSecond < 2000) {
      console.log('FAIL: PGlite ledger below 2,000 transfers/s');
      process.exitCode = 1;
    }
    await checkInvariants(pglite, 'PGlite');
  });
};
