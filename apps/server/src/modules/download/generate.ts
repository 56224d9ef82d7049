// Generating export files (the `download.generate` job): rows stream from the ledger in batches
// into the file's writer, so memory stays flat however many rows. The file is written under a
// temporary name and renamed to the record's own name, so a job run again after a crash replaces
// it and never leaves a second file; the record turns complete together with the job's success.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import {
  AMOUNT_FORMATS,
  FileState,
  FileType,
  ReportKind,
  formatAmount,
  type Currency,
  type FundDetailsFilter,
  type FundMovement,
} from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { countMovements, dailyMovements } from '../ledger/index.ts';
import {
  copyFundMovementsCsv,
  fundMovementBatches,
  fundMovementRows,
  type FundMovementSql,
  type FundMovementText,
} from '../wallet/index.ts';
import type { ExportColumn } from './formats/columns.ts';
import { writeChunk } from '../../platform/stream-out.ts';
import { csvFormulaGuard, csvHeader, csvRowCounter, csvTextSql, writeCsv } from './formats/csv.ts';
import { writeXlsx } from './formats/xlsx.ts';
import { GENERATE_JOB, KEEP_MS, storedPath, type DownloadRow } from './service.ts';
import { exportTexts, languageOf, movementTypeLabel, utcTime, type ExportTexts } from './texts.ts';

export type ExportResult = { rows: number; size: number; storageKey: string };

/**
 * Rows per batch read from the ledger (docs/performance.md, issue 6). PostgreSQL: small, so a
 * batch and the one read ahead fit in V8's young generation and die there instead of being
 * promoted (10,000 made RSS grow by 150–200 MB) — its round trips cost little. PGlite: each query
 * costs some 30 ms of its own (planning in WebAssembly, the file system's sync), so it reads more
 * per query; its database lives in the process and dominates the memory anyway.
 */
export const exportBatchSize = (config: Pick<Deps['config'], 'databaseUrl'>) =>
  config.databaseUrl ? 2000 : 10_000;

const fundDetailColumns = (texts: ExportTexts): ExportColumn[] => {
  const c = texts.fundDetails.columns;
  return [
    { header: c.time, kind: 'text', width: 20 },
    { header: c.currency, kind: 'text', width: 9 },
    { header: c.type, kind: 'text', width: 22 },
    { header: c.orderNo, kind: 'text', width: 22 },
    { header: c.direction, kind: 'text', width: 12 },
    { header: c.amount, kind: 'number', width: 16 },
    { header: c.balanceAfter, kind: 'number', width: 16 },
    { header: c.counterparty, kind: 'text', width: 28 },
    { header: c.note, kind: 'text', width: 32 },
  ];
};

/** One spreadsheet row: amounts signed (money out is negative), exact decimal strings. */
const fundDetailCells = (texts: ExportTexts, m: Readonly<FundMovementText>): string[] => [
  m.time,
  m.currency,
  movementTypeLabel(texts, m.orderType, m.kind),
  m.orderNo ?? '',
  texts.direction[m.direction],
  m.amount,
  m.balanceAfter,
  m.counterparty ?? '',
  m.note ?? '',
];

/**
 * fundDetailCells as SQL, for the database to write (COPY): the same cells, the same bytes. Labels
 * are literals, guarded here once; values from the ledger are guarded by csvTextSql row by row.
 */
const fundDetailCellsSql = (texts: ExportTexts, m: FundMovementSql): SQL[] => {
  const types = Object.entries(texts.orderType as Record<string, string>).map(
    ([code, text]) => sql`WHEN ${Number(code)} THEN ${csvFormulaGuard(text)}`,
  );
  const kinds = Object.entries(texts.kind as Record<string, string>).map(
    ([name, text]) => sql`WHEN ${name} THEN ${csvFormulaGuard(text)}`,
  );
  // movementTypeLabel: the order type's label (its code when unknown), else the kind's label (the
  // kind itself when unknown), else nothing.
  const type = sql`CASE WHEN ${m.orderType} IS NOT NULL
                        THEN CASE ${m.orderType} ${sql.join(types, sql` `)} ELSE ${m.orderType}::text END
                        WHEN ${m.kind} IS NOT NULL
                        THEN CASE ${m.kind} ${sql.join(kinds, sql` `)} ELSE ${csvTextSql(m.kind)} END END`;
  return [
    m.time,
    m.currency,
    type,
    csvTextSql(m.orderNo),
    sql`CASE ${m.direction} WHEN 'out' THEN ${csvFormulaGuard(texts.direction.out)}
                           ELSE ${csvFormulaGuard(texts.direction.in)} END`,
    m.amount,
    m.balanceAfter,
    csvTextSql(m.counterparty),
    csvTextSql(m.note),
  ];
};

/**
 * The CSV of fund details written by PostgreSQL (COPY), this process only passing the bytes on:
 * the fast path (docs/performance.md). Rows are counted as they stream, for progress and the
 * record.
 */
const copyFundDetailsCsv = async (
  deps: Deps,
  record: DownloadRow,
  filter: FundDetailsFilter,
  texts: ExportTexts,
  columns: ExportColumn[],
  out: Writable,
  progress: {
    total: Promise<number>;
    onProgress: (percent: number) => Promise<void>;
    signal?: AbortSignal;
  },
) => {
  await writeChunk(out, csvHeader(columns));
  let total = 0;
  // Progress only: a count that fails leaves the progress at 0, not the export failed.
  const counted = progress.total.then(
    (n) => {
      total = n;
    },
    () => {},
  );
  const countRows = csvRowCounter();
  let rows = 0;
  let reported = 0;
  await copyFundMovementsCsv(
    deps.db,
    record.merchant_id,
    filter,
    (m) => fundDetailCellsSql(texts, m),
    out,
    {
      signal: progress.signal,
      async onChunk(chunk) {
        rows = countRows(chunk);
        const percent = total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 0;
        if (percent > reported) {
          reported = percent;
          await progress.onProgress(percent);
        }
      },
    },
  );
  await counted;
  return rows;
};

async function* mapBatches<T, U>(source: AsyncIterable<T[]>, map: (item: T) => U) {
  for await (const batch of source) yield batch.map(map);
}

/** Counts rows through a generator and reports progress every batch. */
async function* counted<T>(
  source: AsyncIterable<T[]>,
  total: number,
  onProgress: (percent: number) => Promise<void>,
  signal?: AbortSignal,
) {
  let done = 0;
  for await (const batch of source) {
    signal?.throwIfAborted();
    yield batch;
    done += batch.length;
    await onProgress(total > 0 ? Math.min(99, Math.floor((done * 100) / total)) : 99);
  }
}

const platformDetails = (deps: Deps) => {
  const email = /<([^>]+)>/.exec(deps.config.mailFrom)?.[1] ?? deps.config.mailFrom;
  return {
    name: deps.config.platformName,
    address: deps.config.platformAddress,
    website: deps.config.publicUrl,
    email,
  };
};

/**
 * Writes the file of one download record and answers what was written. Does not touch the
 * record: the caller marks it complete (in the job's finishing transaction).
 */
export const runExport = async (
  deps: Deps,
  recordId: string,
  onProgress: (percent: number) => Promise<void> = async () => {},
  signal?: AbortSignal,
): Promise<ExportResult> => {
  const [record] = await queryRows<DownloadRow>(
    deps.db,
    sql`SELECT * FROM downloads WHERE id = ${recordId}`,
  );
  if (!record) throw new Error(`download ${recordId} does not exist`);
  const texts = exportTexts(record.language);
  const storageKey = `${new Date(record.created_at).toISOString().slice(0, 7)}/${record.id}.${record.file_type}`;
  const target = storedPath(deps, storageKey);
  const partial = `${target}.part`;
  await mkdir(path.dirname(target), { recursive: true });
  // Room for a few batches: the writer goes on with the next batch while the disk takes this one.
  const out = createWriteStream(partial, { highWaterMark: 1 << 20 });
  const closed = new Promise<void>((resolve, reject) => {
    out.once('close', resolve);
    out.once('error', reject);
  });
  let rows: number;
  try {
    if (record.report === ReportKind.FundDetails) {
      const filter = (record.params.filter ?? {}) as FundDetailsFilter;
      const columns = fundDetailColumns(texts);
      // The count is for progress only; the COPY path does not wait for it.
      const counting = countMovements(deps.db, record.merchant_id, filter);
      if (record.file_type === FileType.Csv && deps.config.databaseUrl) {
        rows = await copyFundDetailsCsv(deps, record, filter, texts, columns, out, {
          total: counting,
          onProgress,
          signal,
        });
      } else {
        const batches = counted(
          fundMovementRows(deps.db, record.merchant_id, filter, (m) => fundDetailCells(texts, m), {
            batchSize: exportBatchSize(deps.config),
          }),
          await counting,
          onProgress,
          signal,
        );
        const written =
          record.file_type === FileType.Xlsx
            ? await writeXlsx(out, { sheetName: texts.fundDetails.sheet, columns, batches })
            : await writeCsv(out, columns, batches);
        rows = written.rows;
      }
    } else {
      rows = await writeStatement(deps, record, texts, out, onProgress, signal);
    }
    out.end();
    await closed;
    await rename(partial, target);
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(target);
  return { rows, size, storageKey };
};

const writeStatement = async (
  deps: Deps,
  record: DownloadRow,
  texts: ExportTexts,
  out: Writable,
  onProgress: (percent: number) => Promise<void>,
  signal?: AbortSignal,
) => {
  // Loaded on first use: pdfkit and its font weigh about 25 MB that CSV and XLSX exports never need.
  const { writeStatementPdf } = await import('./formats/statement-pdf.ts');
  const language = languageOf(record.language);
  const { currency, dateFrom, dateTo } = record.params as {
    currency: Currency;
    dateFrom: string;
    dateTo: string;
  };
  const [merchant] = await queryRows<{ name: string; mer_no: string }>(
    deps.db,
    sql`SELECT name, mer_no FROM merchants WHERE id = ${record.merchant_id}`,
  );
  const daily = await dailyMovements(deps.db, record.merchant_id, currency, dateFrom, dateTo);
  let totalIn = 0n;
  let totalOut = 0n;
  for (const day of daily.days) {
    totalIn += day.inflow;
    totalOut += day.outflow;
  }
  const closing = daily.days.at(-1)?.closingBalance ?? daily.openingBalance;
  const money = (value: bigint | string) =>
    formatAmount(value, currency, { ...AMOUNT_FORMATS[language], fixed: true });
  const total = await countMovements(deps.db, record.merchant_id, { currency, dateFrom, dateTo });
  let rows = 0;
  const lines = counted(
    mapBatches(
      fundMovementBatches(
        deps.db,
        record.merchant_id,
        { currency, dateFrom, dateTo },
        { batchSize: 1000, order: 'asc' },
      ),
      (m: FundMovement) => {
        rows += 1;
        return {
          time: utcTime(m.time),
          type: movementTypeLabel(texts, m.orderType, m.kind),
          orderNo: m.orderNo ?? '',
          description: [m.counterparty, m.note].filter(Boolean).join(' · '),
          amountIn: m.direction === 'in' ? money(m.amount) : '',
          amountOut: m.direction === 'out' ? money(m.amount) : '',
          balance: money(m.balanceAfter),
        };
      },
    ),
    total,
    onProgress,
    signal,
  );
  const s = texts.statement;
  await writeStatementPdf(out, {
    texts: s,
    header: {
      merchantName: merchant?.name ?? '',
      merNo: merchant?.mer_no ?? '',
      currency,
      periodFrom: dateFrom,
      periodTo: dateTo,
      openingBalance: money(daily.openingBalance),
      closingBalance: money(closing),
      totalIn: money(totalIn),
      totalOut: money(totalOut),
      generatedAt: `${utcTime(new Date().toISOString())} UTC`,
    },
    platform: platformDetails(deps),
    lines,
  });
  return rows;
};

/** The job that generates a record's file; a dead job leaves the record failed with a reason. */
export const generateJob = (deps: Deps): JobDefinition => ({
  kind: GENERATE_JOB,
  maxAttempts: 3,
  async run(context) {
    const downloadId = String(context.job.payload.downloadId);
    const [record] = await queryRows<{ file_state: number; deleted_at: string | null }>(
      deps.db,
      sql`SELECT file_state, deleted_at FROM downloads WHERE id = ${downloadId}`,
    );
    // Deleted while waiting, or already complete (a replay): nothing to do.
    if (!record || record.deleted_at || record.file_state !== FileState.Generating) return;
    const report = async (percent: number) => {
      await context.progress(percent);
      await deps.db.execute(
        sql`UPDATE downloads SET progress = ${percent}
            WHERE id = ${downloadId} AND file_state = ${FileState.Generating}`,
      );
    };
    const result = await runExport(deps, downloadId, report, context.signal);
    await context.finish(async (tx) => {
      await tx.execute(
        sql`UPDATE downloads SET file_state = ${FileState.Complete}, progress = 100,
              row_count = ${result.rows}, size = ${result.size}, storage_key = ${result.storageKey},
              completed_at = now(), expires_at = now() + ${`${KEEP_MS} milliseconds`}::interval,
              fail_reason = NULL
            WHERE id = ${downloadId} AND file_state = ${FileState.Generating}`,
      );
    });
  },
  async onDead(tx, job) {
    await tx.execute(
      sql`UPDATE downloads SET file_state = ${FileState.Failed}, fail_reason = 'DATA_EXPORT_FAILED'
          WHERE id = ${String(job.payload.downloadId)} AND file_state = ${FileState.Generating}`,
    );
  },
  async onRetry(tx, job) {
    await tx.execute(
      sql`UPDATE downloads SET file_state = ${FileState.Generating}, fail_reason = NULL, progress = 0
          WHERE id = ${String(job.payload.downloadId)} AND file_state = ${FileState.Failed}
            AND deleted_at IS NULL`,
    );
  },
});
