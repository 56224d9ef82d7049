// One case of the exports bench, run in its own process so its peak RSS is its own: a real export
// (runExport on a download record: the movements read from the database and written to the file)
// or a writer alone on synthetic rows. Prints one JSON line with what it measured.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ExportColumn } from '../apps/server/src/modules/services/download/formats/columns.ts';
import type { StatementLine } from '../apps/server/src/modules/services/download/formats/statement-pdf.ts';
import type { Deps } from '../apps/server/src/platform/deps.ts';
import zhCN from '../apps/server/src/locales/zh-CN/exports.json' with { type: 'json' };

// Each case loads only what it runs (dynamic imports below), as the server's job runner has only
// the modules the export needs in use: the process's RSS before the export is then that of the
// export's own code, not of the writers of other cases or of the HTTP layer.

/** A case on a seeded database: runExport of a record, or only reading its movements ('read'). */
export type DatabaseCase = {
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  recordId: string;
  dataDir: string;
};

export type CaseInput =
  | ({ kind: 'export' } & DatabaseCase)
  | ({ kind: 'read' } & DatabaseCase)
  | { kind: 'synthetic'; format: 'csv' | 'xlsx' | 'pdf'; rows: number };

export type CaseResult = {
  rows: number;
  size: number;
  seconds: number;
  /** RSS when the export began (database open), the highest sampled during it, and the OS's. */
  startRss: number;
  peakRss: number;
  maxRss: number;
  /** CPU time of this process (user + system), which the machine's other load does not inflate. */
  cpuSeconds: number;
};

const BATCH = 5000;

/**
 * Rows shaped like the fund-details export's nine columns. A pool of distinct rows is built once
 * and handed out again, so the figures are the writer's, not the generator's.
 */
const POOL = Array.from({ length: BATCH }, (_, i) => [
  new Date(1_767_225_600_000 + i * 60_000).toISOString().slice(0, 19).replace('T', ' '),
  i % 10 < 6 ? 'USD' : 'EUR',
  i % 2 ? '钱包转账' : 'Перевод между кошельками',
  `O${7_000_000_000 + i}`,
  i % 3 ? '收入' : '支出',
  i % 3 ? `${(i % 900000) + 100}.${String(i % 100).padStart(2, '0')}` : `-${i % 9000}.75`,
  `${1_000_000 + i * 7}.00`,
  i % 2 ? `深圳市前海贸易有限公司 ${i % 700}` : `ООО «Северный ветер» ${i % 500}`,
  `Invoice INV-2026-${i}, "spring" order`,
]);

async function* syntheticRows(count: number): AsyncGenerator<string[][]> {
  for (let start = 0; start < count; start += BATCH)
    yield POOL.slice(0, Math.min(BATCH, count - start));
}

async function* syntheticLines(count: number): AsyncGenerator<StatementLine[]> {
  for await (const batch of syntheticRows(count))
    yield batch.map((r) => ({
      time: r[0]!,
      type: r[2]!,
      orderNo: r[3]!,
      description: `${r[7]} · ${r[8]}`,
      amountIn: r[5]!.startsWith('-') ? '' : r[5]!,
      amountOut: r[5]!.startsWith('-') ? r[5]!.slice(1) : '',
      balance: r[6]!,
    }));
}

const columns: ExportColumn[] = Object.values(zhCN.fundDetails.columns).map((header, i) => ({
  header,
  kind: i === 5 || i === 6 ? 'number' : 'text',
}));

const synthetic = async (format: 'csv' | 'xlsx' | 'pdf', rows: number, file: string) => {
  const out = createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    out.once('close', () => resolve());
    out.once('error', reject);
  });
  let written = rows;
  if (format === 'csv') {
    const { writeCsv } =
      await import('../apps/server/src/modules/services/download/formats/csv.ts');
    written = (await writeCsv(out, columns, syntheticRows(rows))).rows;
  } else if (format === 'xlsx') {
    const { writeXlsx } =
      await import('../apps/server/src/modules/services/download/formats/xlsx.ts');
    written = (await writeXlsx(out, { sheetName: 'x', columns, batches: syntheticRows(rows) }))
      .rows;
  } else {
    const { writeStatementPdf } =
      await import('../apps/server/src/modules/services/download/formats/statement-pdf.ts');
    await writeStatementPdf(out, {
      texts: zhCN.statement,
      header: {
        merchantName: '深圳市前海贸易有限公司',
        merNo: 'M100001',
        currency: 'USD',
        periodFrom: '2026-01-01',
        periodTo: '2026-12-31',
        openingBalance: '1,000.00',
        closingBalance: '2,000.00',
        totalIn: '3,000.00',
        totalOut: '2,000.00',
        generatedAt: '2027-01-01 00:00:00 UTC',
      },
      platform: { name: 'Tradebridge', address: '', website: 'https://x.example', email: 'a@x' },
      lines: syntheticLines(rows),
    });
  }
  out.end();
  await closed;
  return { rows: written, size: (await stat(file)).size };
};

const input = JSON.parse(process.env.BENCH_CASE ?? '') as CaseInput;
let peakRss = 0;
const cpuAtStart = process.cpuUsage();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

let measured: { rows: number; size: number };
let startRss: number;
let seconds: number;
if (input.kind === 'read') {
  // Reading only, as the export reads: the movements as text, in the export's batches.
  const { sql } = await import('drizzle-orm');
  const { openDatabase } = await import('@tradebridge/server/db');
  const { iterateMovementTexts } = await import('@tradebridge/server/ledger');
  const { exportBatchSize } =
    await import('../apps/server/src/modules/services/download/generate.ts');
  const database = await openDatabase(input.database);
  const [record] = (
    (await database.db.execute(
      sql`SELECT merchant_id FROM downloads WHERE id = ${input.recordId}`,
    )) as unknown as { rows: { merchant_id: string }[] }
  ).rows;
  startRss = process.memoryUsage().rss;
  const started = performance.now();
  let rows = 0;
  const batchSize = Number(
    process.env.BENCH_BATCH ??
      exportBatchSize({ databaseUrl: input.database.kind === 'postgres' ? 'set' : undefined }),
  );
  for await (const batch of iterateMovementTexts(
    database.db,
    record!.merchant_id,
    {},
    { batchSize },
  ))
    rows += batch.length;
  seconds = (performance.now() - started) / 1000;
  measured = { rows, size: 0 };
  await database.close();
} else if (input.kind === 'export') {
  const { openDatabase } = await import('@tradebridge/server/db');
  const { loadConfig } = await import('@tradebridge/server/config');
  const { runExport } = await import('../apps/server/src/modules/services/download/generate.ts');
  const { createReportRegistry } =
    await import('../apps/server/src/modules/services/download/registry.ts');
  const { walletReports } = await import('../apps/server/src/modules/areas/wallet/reports.ts');
  const database = await openDatabase(input.database);
  // runExport reads the database and the data folder only.
  const deps = {
    db: database.db,
    // As the server's config: DATABASE_URL is what tells it PostgreSQL from PGlite.
    config: loadConfig({
      DATA_DIR: input.dataDir,
      ...(input.database.kind === 'postgres' ? { DATABASE_URL: input.database.url } : {}),
    }),
  } as unknown as Deps;
  startRss = process.memoryUsage().rss;
  const started = performance.now();
  const result = await runExport(deps, createReportRegistry(walletReports), input.recordId);
  seconds = (performance.now() - started) / 1000;
  measured = { rows: result.rows, size: result.size };
  await database.close();
} else {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tb-bench-writer-'));
  startRss = process.memoryUsage().rss;
  const started = performance.now();
  measured = await synthetic(input.format, input.rows, path.join(dir, `out.${input.format}`));
  seconds = (performance.now() - started) / 1000;
  await rm(dir, { recursive: true, force: true });
}
clearInterval(sampler);
const result: CaseResult = {
  ...measured,
  seconds,
  startRss,
  peakRss: Math.max(peakRss, startRss),
  maxRss: process.resourceUsage().maxRSS * 1024,
  cpuSeconds: (() => {
    const cpu = process.cpuUsage(cpuAtStart);
    return (cpu.user + cpu.system) / 1e6;
  })(),
};
console.log(JSON.stringify(result));
