// The bank's end-of-day statement at scale (issue 37): the camt.053 of one account with
// BENCH_COLLECTIONS (100,000) collections, all booked the same day, written through the product's
// path (endOfDayStatement → the sandbox bank's streamed writer; the route pipes the same chunks to
// the response) — the day's statement (every entry) and the next day's (its opening balance from
// the whole history, no entry). The collections are seeded through the product's import
// (importBankFile on a camt.054 of that many credits, as the collection-import bench does). Printed
// beside two baselines of the same run: the database reading the same day's rows in one plain
// query, and the writer alone on as many entries held in memory. Target: < 5 s on PostgreSQL and on
// PGlite. BENCH_DB=pglite|postgres|both (default both).
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '@tradebridge/server/db';
import { prepareDatabase } from '@tradebridge/server/bootstrap';
import { loadConfig } from '@tradebridge/server/config';
import { verifyLedger } from '@tradebridge/server/ledger';
import type { Deps } from '../apps/server/src/platform/deps.ts';
import { createOutbox } from '../apps/server/src/platform/outbox.ts';
import { importBankFile } from '../apps/server/src/modules/areas/collection/import.ts';
import { endOfDayStatement } from '../apps/server/src/modules/areas/collection/statement.ts';
import { writeCamt053 } from '../apps/server/src/rails/iso20022/camt053.ts';
import { writeCamt054 } from '../apps/server/src/rails/iso20022/camt054.ts';
import { createSandboxBank } from '../apps/server/src/rails/bank/sandbox/index.ts';
import { issueAccountDetails } from '../apps/server/src/rails/bank/sandbox/accounts.ts';
import { mb, withFreshPglite, withFreshPostgres } from './lib.ts';
import { quietLog } from './quiet-log.ts';

const COLLECTIONS = Number(process.env.BENCH_COLLECTIONS ?? 100_000);
export const TARGET_SECONDS = 5;

const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The first demo merchant's effective EUR account (a German IBAN, 22 characters): its details. */
export const seedAccount = async (database: Database) => {
  await prepareDatabase(database, { isProduction: false });
  const [m] = await rowsOf(database, sql`SELECT id, name FROM merchants ORDER BY mer_no LIMIT 1`);
  const [account] = await rowsOf(
    database,
    sql`INSERT INTO collection_accounts (merchant_id, usage, category, state, profile, currencies, opened_at)
        VALUES (${m!.id}, 3, 1, 1, ${JSON.stringify({ usage: 3, businessDescription: 'Bench', website: '', salesCategory: 'Bench', annualSales: '1000000' })}::jsonb,
                '["EUR"]'::jsonb, now()) RETURNING id`,
  );
  const d = issueAccountDetails({ id: String(account!.id), holderName: String(m!.name) }, 'EUR');
  await database.db.execute(sql`
    INSERT INTO collection_account_details (account_id, merchant_id, currency, account_name,
      account_number, bank_name, bank_address, bic, iban)
    VALUES (${account!.id}, ${m!.id}, 'EUR', ${d.accountName}, ${d.accountNumber}, ${d.bankName},
      ${d.bankAddress}, ${d.bic}, ${d.iban})`);
  return d.iban!;
};

/** COLLECTIONS credits to the account, imported through the product's path; the deps it used. */
export const seedCollections = async (database: Database, dataDir: string, iban: string) => {
  const dir = path.join(dataDir, 'bank', 'files');
  await mkdir(dir, { recursive: true });
  const storageKey = `bench-${Date.now()}.xml`;
  const today = new Date().toISOString().slice(0, 10);
  const entries = function* () {
    for (let n = 0; n < COLLECTIONS; n += 1)
      yield {
        references: { entry: `STMT-BENCH-${n}`, servicer: `STMT-BENCH-${n}` },
        amount: `${(n % 5000) + 10}.${String(n % 100).padStart(2, '0')}`,
        currency: 'EUR',
        creditDebit: 'CRDT' as const,
        bookingDate: today,
        transactions: [
          {
            references: { endToEndId: `E2E-${n}` },
            counterparty: {
              name: `Buyer ${n % 500} GmbH`,
              country: 'DE',
              kind: 'organisation' as const,
            },
            note: `INV-${n}`,
          },
        ],
      };
  };
  const now = new Date().toISOString();
  await pipeline(
    Readable.from(
      writeCamt054({ id: 'BENCH', createdAt: now }, [
        { id: 'N', createdAt: now, account: { iban, currency: 'EUR' }, entries: entries() },
      ]),
    ),
    createWriteStream(path.join(dir, storageKey)),
  );
  const [file] = await rowsOf(
    database,
    sql`INSERT INTO bank_files (name, source, sha256, storage_key, created_by)
        VALUES ('bench.xml', 'console', ${storageKey}, ${storageKey}, 'bench') RETURNING id`,
  );
  const config = loadConfig({ DATA_DIR: dataDir });
  const outbox = createOutbox(database.db, config, quietLog);
  const deps = {
    db: database.db,
    config,
    outbox,
    log: quietLog,
    rails: { bank: createSandboxBank(database.db, 0) },
  } as unknown as Deps;
  const started = performance.now();
  const imported = await importBankFile(deps, String(file!.id));
  const seconds = (performance.now() - started) / 1000;
  await outbox.settle();
  if (imported.state !== 2) throw new Error(`import ended in state ${imported.state}`);
  await database.db.execute(sql`ANALYZE`);
  return { deps, seconds, credited: imported.credited + imported.held };
};

/** The statement through the product's path, drained as the route's response would be. */
const timeStatement = async (deps: Deps, iban: string, date: string) => {
  const started = performance.now();
  const { chunks } = await endOfDayStatement(deps, iban, date);
  let bytes = 0;
  let entries = 0;
  for await (const chunk of chunks) {
    bytes += Buffer.byteLength(chunk);
    for (let at = chunk.indexOf('<Ntry>'); at !== -1; at = chunk.indexOf('<Ntry>', at + 6))
      entries += 1;
  }
  return { seconds: (performance.now() - started) / 1000, bytes, entries };
};

/** Baseline 1: the same day's rows (posting, reference, payer, note) in one plain query. */
const timeRawRead = async (database: Database, iban: string, date: string) => {
  const started = performance.now();
  const rows = await rowsOf(
    database,
    sql`SELECT p.id, e.reference, p.amount, c.payer_name, c.note
        FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        JOIN collections c ON e.reference IN ('collection:' || c.bank_reference || ':arrival', 'collection:' || c.bank_reference || ':return')
        JOIN ledger_accounts a ON a.id = p.account_id AND a.owner = 'P' AND a.kind = 101 AND a.currency = 'EUR'
        WHERE c.account_number = ${iban}
          AND p.created_at >= ${`${date}T00:00:00Z`}::timestamptz
          AND p.created_at < ${`${date}T00:00:00Z`}::timestamptz + interval '1 day'`,
  );
  return { seconds: (performance.now() - started) / 1000, rows: rows.length };
};

/** Baseline 2: the writer alone, on as many entries already in memory. */
const timeWriterAlone = async (count: number) => {
  const batch = Array.from({ length: 5000 }, (_, n) => ({
    reference: `STMT-BENCH-${n}`,
    amountMinor: BigInt(1000 + n),
    credit: true,
    bookingDate: '2026-12-04',
    counterparty: `Buyer ${n % 500} GmbH`,
    note: `INV-${n}`,
  }));
  const batches = Math.ceil(count / batch.length);
  const sum = batch.reduce((s, e) => s + e.amountMinor, 0n) * BigInt(batches);
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of writeCamt053(
    {
      date: '2026-12-04',
      start: new Date('2026-12-04T00:00:00Z'),
      end: new Date('2026-12-05T00:00:00Z'),
      createdAt: new Date(),
      account: { iban: 'DE89370400440532013000', number: 'X', name: 'Bench', currency: 'EUR' },
      servicer: { bic: 'TBSBDEFFXXX', name: 'Bench Bank' },
      openingMinor: 0n,
      credits: { count: batches * batch.length, sumMinor: sum },
      debits: { count: 0, sumMinor: 0n },
    },
    Array.from({ length: batches }, () => batch),
  ))
    bytes += Buffer.byteLength(chunk);
  return { seconds: (performance.now() - started) / 1000, bytes, entries: batches * batch.length };
};

export const run = async (kind: 'postgres' | 'pglite', database: Database, dataDir: string) => {
  const iban = await seedAccount(database);
  const seeded = await seedCollections(database, dataDir, iban);
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const day = await timeStatement(seeded.deps, iban, today);
  clearInterval(sampler);
  const next = await timeStatement(seeded.deps, iban, tomorrow);
  const raw = await timeRawRead(database, iban, today);
  const alone = await timeWriterAlone(COLLECTIONS);
  const breaches = (await verifyLedger(database.db)).reduce((n, c) => n + c.breaches.length, 0);
  console.log(
    `  ${kind.padEnd(8)} seeded ${seeded.credited.toLocaleString('en-US')} collections through the import in ${seeded.seconds.toFixed(1)} s; ` +
      `statement of the day: ${day.entries.toLocaleString('en-US')} entries, ${mb(day.bytes)} in ${day.seconds.toFixed(2)} s ` +
      `(${Math.round(day.entries / day.seconds).toLocaleString('en-US')} entries/s, RSS +${mb(peak - rssBefore)}); ` +
      `next day (opening over the whole history): ${next.seconds.toFixed(2)} s; ` +
      `baselines: the day's rows in one plain query ${raw.seconds.toFixed(2)} s (${raw.rows.toLocaleString('en-US')} rows), ` +
      `the writer alone ${alone.seconds.toFixed(2)} s (${alone.entries.toLocaleString('en-US')} entries); ` +
      `ledger:verify ${breaches === 0 ? 'holds' : `${breaches} breaches`}`,
  );
  if (day.entries !== COLLECTIONS || next.entries !== 0) {
    console.log(`FAIL ${kind}: ${day.entries} entries written (expected ${COLLECTIONS})`);
    process.exitCode = 1;
  }
  for (const [label, r] of [
    ['day', day],
    ['next day', next],
  ] as const)
    if (r.seconds >= TARGET_SECONDS) {
      console.log(
        `FAIL ${kind} ${label}: ${r.seconds.toFixed(2)} s (target < ${TARGET_SECONDS} s)`,
      );
      process.exitCode = 1;
    }
  if (breaches > 0) process.exitCode = 1;
};

export const camt053Bench = async () => {
  const which = process.env.BENCH_DB ?? 'both';
  console.log(
    `camt.053 of one account with ${COLLECTIONS.toLocaleString('en-US')} collections booked in one day`,
  );
  if (which !== 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-stmt-'));
    try {
      await withFreshPostgres((database) => run('postgres', database, dataDir));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (which !== 'postgres') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-stmt-'));
    try {
      await withFreshPglite((database) => run('pglite', database, dataDir));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await camt053Bench();
