// Inbound funds at scale (issues 16, 37): a camt.054 of BENCH_ENTRIES (100,000) credit
// notifications imported end to end through the product's path — the console upload over HTTP
// (bankFileUpload.json: streamed to disk, hashed, queued), the import job run by the server's job
// worker (importBankFile: read as a stream, matched to collection accounts by number or IBAN,
// screened, written as collections and posted through the ledger's batch path in batches), timed
// from the upload's first byte until the file's row says imported. The server is a fresh process
// of its own (collection-import-case.ts), so its RSS (VmHWM, reset just before the upload) and CPU
// (/proc/<pid>/stat) are the server's. Printed beside the same database's raw multi-row insert
// rate (rows of a collection's width into a bare table), then the ledger's invariants
// (ledger:verify) checked. Targets: ≥ 10,000 entries/s on PostgreSQL, ≥ 2,000/s on PGlite, peak RSS
// < 300 MB (judged on PostgreSQL: PGlite's database lives in the server's process).
// BENCH_DB=pglite|postgres|both (default both); BENCH_CPU_PROF=<folder> writes the server's CPU
// profile there.
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@tradebridge/server/db';
import { prepareDatabase } from '@tradebridge/server/bootstrap';
import { BankFileState, type BankFile } from '@tradebridge/contracts';
import { DEMO, DEMO_PASSWORD } from '@tradebridge/server/demo';
import { verifyLedger } from '@tradebridge/server/ledger';
import { writeCamt054 } from '../apps/server/src/rails/iso20022/camt054.ts';
import { issueAccountDetails } from '../apps/server/src/rails/bank/sandbox/accounts.ts';
import { mb, startServer, withFreshPostgres } from './lib.ts';
import { memoryOf, operatorSession, type Envelope } from './product.ts';
import type { ImportCaseInput } from './collection-import-case.ts';

/**
 * BENCH_SHAPE=verbose: entries as real banks write them (issue 37) — every fourth batches four
 * payments (NtryDtls/Btch with a TxDtls each), each payment with its EndToEndId, TxId and UETR, a
 * structured creditor reference, the payer's postal address and account, an ultimate debtor and
 * remittance text; 20,000 entries by default, target ≥ 5,000 entries/s on PostgreSQL.
 */
const VERBOSE = process.env.BENCH_SHAPE === 'verbose';
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? (VERBOSE ? 20_000 : 100_000));
export const TARGETS = {
  postgres: VERBOSE ? 5_000 : 10_000,
  pglite: VERBOSE ? 1_000 : 2_000,
  peakRssMb: 300,
};

/** The payments of a verbose entry: four (batched) for every fourth entry, else one. */
const verboseTransactions = (n: number, amount: string, kind: 'individual' | 'organisation') => {
  const count = n % 4 === 0 ? 4 : 1;
  const [whole, cents = '00'] = amount.split('.');
  const minor = BigInt(whole!) * 100n + BigInt(cents);
  return Array.from({ length: count }, (_, i) => {
    const part = count === 1 ? minor : i < count - 1 ? minor / 4n : minor - (minor / 4n) * 3n;
    return {
      amount: count === 1 ? null : `${part / 100n}.${String(part % 100n).padStart(2, '0')}`,
      references: {
        endToEndId: `E2E-${n}-${i}`,
        txId: `TX-${n}-${i}`,
        uetr: `${String(n).padStart(8, '0')}-0000-4000-8000-${String(i).padStart(12, '0')}`,
      },
      counterparty: {
        name: `Buyer ${(n + i) % 500} GmbH`,
        address: [`Hafenstrasse ${(n % 90) + 1}`, `${20000 + (n % 9000)} Hamburg`],
        country: 'DE',
        kind,
        account: `DE89370400440532${String(n % 1_000_000).padStart(6, '0')}`,
      },
      ultimateCounterparty: `Buyer ${(n + i) % 500} Retail GmbH`,
      creditorReferences: [`RF18${String(n).padStart(10, '0')}${i}`],
      note: `Invoice INV-${n}-${i} for LED panels, order PO-${n % 10_000}`,
    };
  });
};
const CURRENCIES = ['USD', 'EUR', 'GBP', 'HKD'] as const;

const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The demo merchants, each with an effective account in four currencies; their account details. */
const seedAccounts = async (database: Database) => {
  await prepareDatabase(database, { isProduction: false });
  // The demo's start-up work (statements, exports) is not the import's: the server runs none of it.
  await database.db.execute(sql`DELETE FROM jobs`);
  const merchants = await rowsOf(database, sql`SELECT id, name FROM merchants ORDER BY mer_no`);
  const details: { number: string; iban: string | null; currency: string }[] = [];
  for (const m of merchants) {
    const [account] = await rowsOf(
      database,
      sql`INSERT INTO collection_accounts (merchant_id, usage, category, state, profile, currencies, opened_at)
          VALUES (${m.id}, 3, 1, 1, ${JSON.stringify({ usage: 3, businessDescription: 'Bench', website: '', salesCategory: 'Bench', annualSales: '1000000' })}::jsonb,
                  ${JSON.stringify(CURRENCIES)}::jsonb, now()) RETURNING id`,
    );
    for (const currency of CURRENCIES) {
      const d = issueAccountDetails(
        { id: String(account!.id), holderName: String(m.name) },
        currency,
      );
      await database.db.execute(sql`
        INSERT INTO collection_account_details (account_id, merchant_id, currency, account_name,
          account_number, bank_name, bank_address, bic, iban, routing_number, bsb, sort_code, cnaps)
        VALUES (${account!.id}, ${m.id}, ${currency}, ${d.accountName}, ${d.accountNumber},
          ${d.bankName}, ${d.bankAddress}, ${d.bic}, ${d.iban}, ${d.routingNumber}, ${d.bsb},
          ${d.sortCode}, ${d.cnaps})`);
      details.push({ number: d.accountNumber, iban: d.iban, currency });
    }
  }
  return details;
};

/**
 * The file: entries spread over the accounts, 500 payers; 2 % from individuals (held), 1 % for an
 * unknown account (exceptions), 1 % large (materials), the rest credited at once.
 */
const writeBankFile = async (
  file: string,
  details: { number: string; iban: string | null; currency: string }[],
) => {
  const perAccount = Math.ceil(ENTRIES / details.length);
  let made = 0;
  const notifications = details.map((d, a) => ({
    id: `N${a}`,
    createdAt: '2026-11-25T18:00:00Z',
    account: d.iban
      ? { iban: d.iban, currency: d.currency }
      : { number: d.number, currency: d.currency },
    entries: (function* () {
      for (let i = 0; i < perAccount && made < ENTRIES; i += 1, made += 1) {
        const n = made;
        const unknown = n % 100 === 7;
        yield {
          references: { entry: `BENCH-${n}`, servicer: `BENCH-${n}` },
          amount:
            n % 100 === 3 ? '80000.00' : `${(n % 5000) + 10}.${String(n % 100).padStart(2, '0')}`,
          currency: unknown ? 'XXX' : d.currency,
          creditDebit: 'CRDT' as const,
          status: 'BOOK' as const,
          bookingDate: '2026-11-25',
          ...(VERBOSE ? { batchCount: n % 4 === 0 ? 4 : null } : {}),
          transactions: VERBOSE
            ? verboseTransactions(
                n,
                n % 100 === 3
                  ? '80000.00'
                  : `${(n % 5000) + 10}.${String(n % 100).padStart(2, '0')}`,
                n % 50 === 1 ? 'individual' : 'organisation',
              )
            : [
                {
                  references: { endToEndId: `E2E-${n}` },
                  counterparty: {
                    name: `Buyer ${n % 500} GmbH`,
                    country: 'DE',
                    kind: n % 50 === 1 ? ('individual' as const) : ('organisation' as const),
                  },
                  note: `INV-${n}`,
                },
              ],
        };
      }
    })(),
  }));
  await pipeline(
    Readable.from(writeCamt054({ id: 'BENCH', createdAt: '2026-11-25T18:00:00Z' }, notifications)),
    createWriteStream(file),
  );
};

/** Raw multi-row inserts of a collection's width into a bare table: the database's own pace. */
const rawInsertRate = async (database: Database) => {
  await database.db.execute(sql`CREATE TABLE bench_raw (id uuid DEFAULT gen_random_uuid(),
    merchant_id uuid, reference text, currency text, amount bigint, payer text, note text,
    state smallint, at timestamptz)`);
  const started = performance.now();
  for (let start = 0; start < ENTRIES; start += 5000) {
    const count = Math.min(5000, ENTRIES - start);
    await database.db
      .execute(sql`INSERT INTO bench_raw (merchant_id, reference, currency, amount, payer, note, state, at)
      SELECT gen_random_uuid(), 'R' || g, 'USD', g * 100, 'Buyer ' || (g % 500) || ' GmbH', 'INV-' || g, 3, now()
      FROM generate_series(${start}::int, ${start + count - 1}::int) g`);
  }
  const seconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`DROP TABLE bench_raw`);
  return ENTRIES / seconds;
};

type ImportResult = {
  file: BankFile;
  seconds: number;
  /** Until the upload was answered (stored and queued). */
  uploadSeconds: number;
  startRss: number;
  peakRss: number;
  cpuSeconds: number;
};

/** utime + stime of a process, in seconds (/proc/<pid>/stat counts in USER_HZ, 100 on Linux). */
const cpuSecondsOf = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * Starts the server on the prepared database, signs the demo administrator in, uploads the file as
 * the console does and waits for the import to end; what it took of time, memory and CPU.
 */
const importThroughUpload = async (input: ImportCaseInput, source: string) => {
  const server = await startServer('./collection-import-case.ts', {
    BENCH_CASE: JSON.stringify(input),
    NODE_ENV: 'development',
  });
  try {
    const base = `http://127.0.0.1:${server.port}/finance-gateway/api/ops`;
    const headers = await operatorSession(
      `http://127.0.0.1:${server.port}`,
      DEMO.admin.email,
      DEMO_PASSWORD,
    );
    // The high-water mark from here on (5: reset VmHWM to the current RSS).
    await writeFile(`/proc/${server.pid}/clear_refs`, '5');
    const startRss = (await memoryOf(server.pid)).rss;
    const cpuAtStart = await cpuSecondsOf(server.pid);
    const started = performance.now();
    const body = new FormData();
    body.append('file', await openAsBlob(source, { type: 'application/xml' }), 'camt054-bench.xml');
    const uploaded = (await (
      await fetch(`${base}/collection/bankFileUpload.json`, { method: 'POST', headers, body })
    ).json()) as Envelope<BankFile>;
    if (uploaded.status !== 1) throw new Error(`upload: ${uploaded.errorCode}`);
    const uploadSeconds = (performance.now() - started) / 1000;
    for (;;) {
      const page = (await (
        await fetch(`${base}/collection/bankFiles.json`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ pageNum: 1, pageSize: 5 }),
        })
      ).json()) as Envelope<{ list: BankFile[] }>;
      const file = page.result.list.find((f) => f.id === uploaded.result.id);
      if (file && (file.state === BankFileState.Imported || file.state === BankFileState.Failed)) {
        const seconds = (performance.now() - started) / 1000;
        if (file.state === BankFileState.Failed) throw new Error(`import failed: ${file.error}`);
        const memory = await memoryOf(server.pid);
        return {
          file,
          seconds,
          uploadSeconds,
          startRss,
          peakRss: Math.max(memory.hwm, memory.rss),
          cpuSeconds: (await cpuSecondsOf(server.pid)) - cpuAtStart,
        } satisfies ImportResult;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await server.stop();
  }
};

const report = (kind: 'postgres' | 'pglite', r: ImportResult, raw: number, breaches: number) => {
  // Entries (Ntry) as the bank wrote them; a batched entry carries several payments.
  const rate = ENTRIES / r.seconds;
  const { file } = r;
  console.log(
    `  ${kind.padEnd(8)} ${ENTRIES.toLocaleString('en-US')} entries (${file.entries.toLocaleString('en-US')} payments) in ${r.seconds.toFixed(1)} s (upload answered in ${r.uploadSeconds.toFixed(1)} s): ` +
      `${Math.round(rate).toLocaleString('en-US')} entries/s (raw multi-row insert ${Math.round(raw).toLocaleString('en-US')} rows/s: ${((rate * 100) / raw).toFixed(2)} %), ` +
      `credited ${file.credited.toLocaleString('en-US')}, held ${file.held.toLocaleString('en-US')}, exceptions ${file.exceptions.toLocaleString('en-US')}; ` +
      `peak RSS ${mb(r.peakRss)} (before the upload ${mb(r.startRss)}), ` +
      `${Math.round(ENTRIES / r.cpuSeconds).toLocaleString('en-US')} entries/CPU-s of the server; ` +
      `ledger:verify ${breaches === 0 ? 'holds' : `${breaches} breaches`}`,
  );
  if (rate < TARGETS[kind]) {
    console.log(`FAIL ${kind}: ${Math.round(rate)} entries/s (target ≥ ${TARGETS[kind]})`);
    process.exitCode = 1;
  }
  if (kind === 'postgres' && r.peakRss >= TARGETS.peakRssMb * 1e6) {
    console.log(`FAIL ${kind}: peak RSS ${mb(r.peakRss)} (target < 300 MB)`);
    process.exitCode = 1;
  }
  if (breaches > 0) process.exitCode = 1;
};

const breachesOf = async (database: Database) =>
  (await verifyLedger(database.db)).reduce((n, check) => n + check.breaches.length, 0);

export const collectionImportBench = async () => {
  const which = process.env.BENCH_DB ?? 'both';
  console.log(
    `camt.054 import of ${ENTRIES.toLocaleString('en-US')} ${VERBOSE ? 'verbose ' : ''}entries, each in a fresh process`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-bank-'));
  try {
    const source = path.join(dataDir, 'camt054-bench.xml');
    const serverDir = path.join(dataDir, 'server');
    if (which !== 'pglite')
      await withFreshPostgres(async (database, url) => {
        await writeBankFile(source, await seedAccounts(database));
        const result = await importThroughUpload(
          { database: { kind: 'postgres', url }, dataDir: serverDir },
          source,
        );
        report('postgres', result, await rawInsertRate(database), await breachesOf(database));
      });
    if (which !== 'postgres') {
      const dbDir = path.join(dataDir, 'db');
      let database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
      try {
        await writeBankFile(source, await seedAccounts(database));
      } finally {
        await database.close();
      }
      const result = await importThroughUpload(
        { database: { kind: 'pglite', dataDir: dbDir }, dataDir: serverDir },
        source,
      );
      database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
      try {
        report('pglite', result, await rawInsertRate(database), await breachesOf(database));
      } finally {
        await database.close();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await collectionImportBench();
