// Exports at scale (download centre): 1,000,000 postings of one merchant exported to CSV and to
// XLSX through the real path, runExport on a download record — on PostgreSQL the CSV is written by
// the database (COPY) and this process passes the bytes on; XLSX, and everything on PGlite, reads
// the movements in keyset-paged batches and streams them into the file's writer. Each export runs
// in a fresh process (exports-case.ts), so its peak RSS is its own. Targets: CSV ≥ 200,000 rows/s,
// XLSX ≥ 50,000 rows/s, peak RSS < 300 MB, judged on PostgreSQL (PGlite's figures are printed for
// comparison: its database lives in the export's process). For reference it also times the
// writers alone on synthetic rows, the reading of the movements alone (iterateMovementTexts), and
// a statement PDF of BENCH_PDF_LINES lines (default 100,000; 0 skips it). Rows per CPU-second of
// the case's own process are printed too: wall-clock figures drop when other work shares the
// machine. BENCH_POSTINGS overrides the size; BENCH_DB=pglite|postgres|both (default both);
// BENCH_CPU_PROF=<folder> writes a CPU profile of every case there.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { FileState, FileType, GenerationType, ReportKind } from '@tradebridge/contracts';
import { openDatabase, type Database } from '@tradebridge/server/db';
import {
  mb,
  postBenchMovements,
  runCaseScript,
  seedBenchMerchant,
  withFreshPostgres,
} from './lib.ts';
import type { CaseInput, CaseResult, DatabaseCase } from './exports-case.ts';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const PDF_LINES = Number(process.env.BENCH_PDF_LINES ?? 100_000);
const TARGET_ROWS_PER_S: Record<string, number> = { csv: 200_000, xlsx: 50_000 };
const TARGET_RSS_MB = 300;

/** One merchant with USD, EUR and CNY wallets and POSTINGS postings over two years. */
export const seed = async (database: Database) => {
  const merchantId = await seedBenchMerchant(database, 'X');
  // With a payer or payee and a note on each entry, in Chinese, Russian and Latin, so the files
  // carry the text they carry in production.
  await postBenchMovements(database, merchantId, POSTINGS, {
    orderNo: sql`'O' || (7000000000 + g)`,
    memo: sql`jsonb_build_object(
             'payer', CASE WHEN g % 2 = 0 THEN '深圳市前海贸易有限公司 ' || (g % 700)
                           ELSE 'ООО «Северный ветер» ' || (g % 500) END,
             'payee', 'Globex Supplies GmbH ' || (g % 300),
             'note', 'Invoice INV-2026-' || (g % 100000) || ', "spring" order')`,
    amountSpread: 900000,
    balanceFrom: 100000000,
    balanceStep: 7,
  });
  return merchantId;
};

/** A download record of every movement of the merchant, as the export request writes it. */
const createRecord = async (database: Database, merchantId: string, fileType: string) => {
  const [row] = (
    (await database.db.execute(sql`
      INSERT INTO downloads (merchant_id, report, file_type, file_name, generation_type, file_state,
                             params, language)
      VALUES (${merchantId}, ${ReportKind.FundDetails}, ${fileType}, ${`bench.${fileType}`},
              ${GenerationType.Manual}, ${FileState.Generating}, ${JSON.stringify({ filter: {} })}::jsonb,
              'zh-CN')
      RETURNING id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  return row!.id;
};

/** Runs one case in a fresh process and answers what it printed. */
const runCase = (input: CaseInput) => runCaseScript<CaseResult>('./exports-case.ts', input);

const report = (label: string, format: string, r: CaseResult, unit = 'rows') => {
  console.log(
    `  ${label.padEnd(9)} ${format.padEnd(4)} ${r.rows.toLocaleString('en-US').padStart(9)} ${unit} in ${r.seconds.toFixed(1).padStart(5)} s: ` +
      `${Math.round(r.rows / r.seconds)
        .toLocaleString('en-US')
        .padStart(7)} ${unit}/s, file ${mb(r.size)}, ` +
      `peak RSS ${mb(r.peakRss)} (before ${mb(r.startRss)}, maxRSS ${mb(r.maxRss)}), ` +
      `${Math.round(r.rows / r.cpuSeconds).toLocaleString('en-US')} ${unit}/CPU-s of this process`,
  );
  // The targets are judged on PostgreSQL, the production database, and on the writers alone.
  // PGlite runs the database inside the export's own process (its memory is the database's,
  // ~400 MB with these postings before the export starts): its figures are for comparison.
  if (label === 'pglite') return;
  const target = TARGET_ROWS_PER_S[format];
  if (target && r.rows / r.seconds < target) {
    console.log(
      `FAIL ${label} ${format}: ${Math.round(r.rows / r.seconds)} rows/s (target ≥ ${target})`,
    );
    process.exitCode = 1;
  }
  if (Math.max(r.peakRss, r.maxRss) >= TARGET_RSS_MB * 1e6) {
    console.log(
      `FAIL ${label} ${format}: peak RSS ${mb(Math.max(r.peakRss, r.maxRss))} (target < ${TARGET_RSS_MB} MB)`,
    );
    process.exitCode = 1;
  }
};

const exportBoth = async (
  database: Database,
  merchantId: string,
  connect: DatabaseCase['database'],
  files: string,
) => {
  const records = {
    csv: await createRecord(database, merchantId, FileType.Csv),
    xlsx: await createRecord(database, merchantId, FileType.Xlsx),
  };
  return async () => {
    const read = await runCase({
      kind: 'read',
      database: connect,
      recordId: records.csv,
      dataDir: files,
    });
    report(database.kind, 'read', read);
    for (const [format, recordId] of Object.entries(records)) {
      const result = await runCase({ kind: 'export', database: connect, recordId, dataDir: files });
      if (result.rows !== POSTINGS) throw new Error(`${format}: ${result.rows} rows exported`);
      report(database.kind, format, result);
    }
  };
};

export const exportsBench = async () => {
  const which = process.env.BENCH_DB ?? 'both';
  console.log(`exports of ${POSTINGS.toLocaleString('en-US')} postings, each in a fresh process`);
  const files = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-files-'));
  try {
    for (const format of ['csv', 'xlsx'] as const)
      report('writer', format, await runCase({ kind: 'synthetic', format, rows: POSTINGS }));
    if (PDF_LINES > 0)
      report(
        'writer',
        'pdf',
        await runCase({ kind: 'synthetic', format: 'pdf', rows: PDF_LINES }),
        'lines',
      );
    if (which !== 'pglite')
      await withFreshPostgres(async (database, url) => {
        const merchantId = await seed(database);
        const run = await exportBoth(database, merchantId, { kind: 'postgres', url }, files);
        await run();
      });
    if (which !== 'postgres') {
      // PGlite takes one process at a time: seed, close, then each case opens it alone.
      const dir = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-'));
      try {
        const dataDir = path.join(dir, 'db');
        const database = await openDatabase({ kind: 'pglite', dataDir });
        let run: () => Promise<void>;
        try {
          run = await exportBoth(
            database,
            await seed(database),
            { kind: 'pglite', dataDir },
            files,
          );
        } finally {
          await database.close();
        }
        await run();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await rm(files, { recursive: true, force: true });
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await exportsBench();
