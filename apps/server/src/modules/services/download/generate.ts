// Generating export files (the `download.generate` job): the record's report (from the registry)
// makes the content, rows streaming in batches into the file's writer, so memory stays flat
// however many rows. The file is written under a temporary name and renamed to the record's own
// name, so a job run again after a crash replaces it and never leaves a second file; the record
// turns complete together with the job's success.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { FileState, FileType, formatDateTimeIn } from '@tradebridge/contracts';
import type { Deps } from '../../../platform/deps.ts';
import type { JobDefinition } from '../../../platform/jobs.ts';
import { writeChunk } from '../../../platform/stream-out.ts';
import { csvHeader, csvRowCounter, writeCsv } from './formats/csv.ts';
import { writeXlsx } from './formats/xlsx.ts';
import { findMerchant } from '../../core/merchants/index.ts';
import type {
  DocumentContext,
  ReportContent,
  ReportDocument,
  ReportRegistry,
  ReportStatement,
  ReportTable,
} from './registry.ts';
import {
  findDownload,
  markComplete,
  markFailed,
  markRetried,
  setProgress,
  type DownloadRow,
} from './repository.ts';
import { GENERATE_JOB, KEEP_MS, storedPath } from './service.ts';
import { exportTexts, languageOf } from './texts.ts';

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

/** The file types each shape of content is written as. */
const FILE_TYPES_OF: Record<ReportContent['shape'], readonly FileType[]> = {
  table: [FileType.Csv, FileType.Xlsx],
  statement: [FileType.Pdf],
  document: [FileType.Pdf],
};

type Progress = (percent: number) => Promise<void>;

/**
 * A table's CSV written by PostgreSQL (COPY), this process only passing the bytes on: the fast
 * path (docs/performance.md). Rows are counted as they stream, for progress and the record.
 */
const copyCsv = async (
  table: ReportTable,
  copyRows: NonNullable<ReportTable['copyCsvRows']>,
  out: Writable,
  onProgress: Progress,
  signal?: AbortSignal,
) => {
  await writeChunk(out, csvHeader(table.columns));
  let total = 0;
  // Progress only: a count that fails leaves the progress at 0, not the export failed.
  const counting = table.total.then(
    (n) => {
      total = n;
    },
    () => {},
  );
  const countRows = csvRowCounter();
  let rows = 0;
  let reported = 0;
  await copyRows(out, {
    signal,
    async onChunk(chunk) {
      rows = countRows(chunk);
      const percent = total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 0;
      if (percent > reported) {
        reported = percent;
        await onProgress(percent);
      }
    },
  });
  await counting;
  return rows;
};

/** Passes batches on, counting their rows into `tally` and reporting progress every batch. */
async function* counted<T>(
  source: AsyncIterable<T[]>,
  total: number,
  onProgress: Progress,
  tally: { rows: number },
  signal?: AbortSignal,
) {
  for await (const batch of source) {
    signal?.throwIfAborted();
    yield batch;
    tally.rows += batch.length;
    await onProgress(total > 0 ? Math.min(99, Math.floor((tally.rows * 100) / total)) : 99);
  }
}

export const platformDetails = (deps: Deps) => {
  const email = /<([^>]+)>/.exec(deps.config.mailFrom)?.[1] ?? deps.config.mailFrom;
  return {
    name: deps.config.platformName,
    address: deps.config.platformAddress,
    website: deps.config.publicUrl,
    email,
  };
};

/** Writes a table as CSV or XLSX; answers the rows written. */
const writeTable = async (
  deps: Deps,
  table: ReportTable,
  fileType: string,
  out: Writable,
  onProgress: Progress,
  signal?: AbortSignal,
) => {
  if (fileType === FileType.Csv && deps.config.databaseUrl && table.copyCsvRows)
    return copyCsv(table, table.copyCsvRows, out, onProgress, signal);
  const batches = counted(table.rows(), await table.total, onProgress, { rows: 0 }, signal);
  const written =
    fileType === FileType.Xlsx
      ? await writeXlsx(out, { sheetName: table.sheetName, columns: table.columns, batches })
      : await writeCsv(out, table.columns, batches);
  return written.rows;
};

/** Writes a statement as PDF, with the merchant it is for and who issued it; answers its lines. */
const writeStatement = async (
  deps: Deps,
  record: DownloadRow,
  statement: ReportStatement,
  out: Writable,
  onProgress: Progress,
  signal?: AbortSignal,
) => {
  // Loaded on first use: pdfkit and its font weigh about 25 MB that CSV and XLSX exports never need.
  const { writeStatementPdf } = await import('./formats/statement-pdf.ts');
  const merchant = await findMerchant(deps.db, record.merchant_id);
  const tally = { rows: 0 };
  await writeStatementPdf(out, {
    texts: statement.texts,
    header: {
      ...statement.header,
      merchantName: merchant?.name ?? '',
      merNo: merchant?.merNo ?? '',
      generatedAt: `${formatDateTimeIn(new Date(), languageOf(record.language), 'UTC')} UTC`,
    },
    platform: platformDetails(deps),
    lines: counted(statement.lines, statement.total, onProgress, tally, signal),
  });
  return tally.rows;
};

const writeDocument = async (
  deps: Deps,
  record: DownloadRow,
  document: ReportDocument,
  out: Writable,
) => {
  await document.write(out, await documentContextOf(deps, record.merchant_id, record.language));
  return document.total;
};

/** The letterhead and merchant a document is written with (also for a document sent directly). */
export const documentContextOf = async (
  deps: Deps,
  merchantId: string,
  language: string | null,
): Promise<DocumentContext> => {
  const merchant = await findMerchant(deps.db, merchantId);
  return {
    platform: platformDetails(deps),
    merchantName: merchant?.name ?? '',
    merNo: merchant?.merNo ?? '',
    generatedAt: `${formatDateTimeIn(new Date(), languageOf(language), 'UTC')} UTC`,
  };
};

/**
 * Writes the file of one download record and answers what was written. Does not touch the
 * record: the caller marks it complete (in the job's finishing transaction).
 */
export const runExport = async (
  deps: Deps,
  reports: ReportRegistry,
  recordId: string,
  onProgress: Progress = async () => {},
  signal?: AbortSignal,
): Promise<ExportResult> => {
  const record = await findDownload(deps.db, recordId);
  if (!record) throw new Error(`download ${recordId} does not exist`);
  const report = reports.get(record.report);
  // A report no longer registered: the job fails and the record ends failed with a reason.
  if (!report) throw new Error(`download ${recordId}: report ${record.report} is not registered`);
  const content = await report.produce({
    db: deps.db,
    merchantId: record.merchant_id,
    params: record.params,
    language: languageOf(record.language),
    texts: exportTexts(record.language),
    batchSize: exportBatchSize(deps.config),
  });
  // A count that fails before a writer waits for it (a refused file type below) is no crash.
  if (content.shape === 'table') content.total.catch(() => {});
  if (!FILE_TYPES_OF[content.shape].includes(record.file_type as FileType))
    throw new Error(
      `download ${recordId}: a ${content.shape} is not written as ${record.file_type}`,
    );
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
    rows =
      content.shape === 'table'
        ? await writeTable(deps, content, record.file_type, out, onProgress, signal)
        : content.shape === 'statement'
          ? await writeStatement(deps, record, content, out, onProgress, signal)
          : await writeDocument(deps, record, content, out);
    out.end();
    await closed;
    await rename(partial, target);
  } catch (error) {
    // A write still in flight fails once the stream is destroyed: that failure is this one's
    // consequence, so it is awaited and dropped (unawaited, it would be an unhandled rejection),
    // and the file is removed only once its handle is closed.
    out.destroy();
    await closed.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(target);
  return { rows, size, storageKey };
};

/** The job that generates a record's file; a dead job leaves the record failed with a reason. */
export const generateJob = (deps: Deps, reports: ReportRegistry): JobDefinition => ({
  kind: GENERATE_JOB,
  maxAttempts: 3,
  async run(context) {
    const downloadId = String(context.job.payload.downloadId);
    const record = await findDownload(deps.db, downloadId);
    // Deleted while waiting, or already complete (a replay): nothing to do.
    if (!record || record.deleted_at || record.file_state !== FileState.Generating) return;
    const report = async (percent: number) => {
      await context.progress(percent);
      await setProgress(deps.db, downloadId, percent);
    };
    const result = await runExport(deps, reports, downloadId, report, context.signal);
    await context.finish((tx) => markComplete(tx, downloadId, result, KEEP_MS));
  },
  async onDead(tx, job) {
    await markFailed(tx, String(job.payload.downloadId), 'DATA_EXPORT_FAILED');
  },
  async onRetry(tx, job) {
    await markRetried(tx, String(job.payload.downloadId));
  },
});
