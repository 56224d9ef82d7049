// Ledger throughput (issue 5): transfers per second between random wallets through the ledger's
// batching API (createLedgerBatcher → postEntries, one database transaction per batch), with 16
// concurrent callers; beside it the same database's raw single-row INSERT commit rate with 16
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
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
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

const line = (label: string, r: { perSecond: number; done: number; refused: number }) =>
  `${label.padEnd(44)} ${r.perSecond.toFixed(0).padStart(7)} transfers/s  (${r.done} posted, ${r.refused} refused)`;

export const ledgerBench = async () => {
  console.log(
    `${CALLERS} concurrent callers, ${WALLETS} USD wallets, ${DURATION_MS / 1000} s per run`,
  );

  await withFreshPostgres(async (postgres, url) => {
    const ids = await setUp(postgres);
    const random = () => ids[Math.floor(Math.random() * ids.length)]!;
    await rawInsertRate(url, WARM_UP_MS);
    const raw = await rawInsertRate(url);
    await run(postgres, ids, random, WARM_UP_MS);
    const spread = await run(postgres, ids, random);
    const hot = await run(postgres, ids, () => ids[0]!);
    console.log(
      `${'PostgreSQL raw single-row INSERT commits'.padEnd(44)} ${raw.toFixed(0).padStart(7)} rows/s`,
    );
    console.log(line('PostgreSQL ledger, random wallets', spread));
    console.log(line('PostgreSQL ledger, hot wallet (all into one)', hot));
    const ratio = spread.perSecond / raw;
    console.log(`ratio ledger/raw: ${(ratio * 100).toFixed(1)} % (target >= 60 %)`);
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
    const spread = await run(pglite, ids, random);
    console.log(line('PGlite ledger, random wallets', spread));
    if (spread.perSecond < 2000) {
      console.log('FAIL: PGlite ledger below 2,000 transfers/s');
      process.exitCode = 1;
    }
    await checkInvariants(pglite, 'PGlite');
  });
};
