// The download centre: export requests become download records whose files a job generates;
// users list, download and delete them. A user sees their own files and, with the wallet view
// permission, the merchant's scheduled statements; never another merchant's.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  DOWNLOAD_KEEP_DAYS,
  DownloadState,
  FileState,
  FileType,
  GenerationType,
  ReportKind,
  type DownloadListQuery,
  type DownloadRecord,
  type ExportFundDetailsRequest,
  type ExportStatementRequest,
  type Language,
} from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { queryRows, type DbOrTx } from '../../platform/db/client.ts';
import type { Client, Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { canUse, userActor, type UserAuth } from '../../platform/http/auth.ts';
import { exportTexts } from './texts.ts';
import { offsetOf } from '../../platform/numbers.ts';

/** Exports one user may have generating at once. */
export const MAX_GENERATING = 5;
export const GENERATE_JOB = 'download.generate';

export type DownloadRow = {
  id: string;
  merchant_id: string;
  user_id: string | null;
  report: string;
  file_type: string;
  file_name: string;
  generation_type: number;
  file_state: number;
  download_state: number;
  params: Record<string, unknown>;
  language: string;
  progress: number;
  row_count: number | null;
  size: string | number | null;
  storage_key: string | null;
  fail_reason: string | null;
  created_at: string | Date;
  completed_at: string | Date | null;
  expires_at: string | Date | null;
};

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

export const recordOf = (row: DownloadRow): DownloadRecord => ({
  id: row.id,
  fileName: row.file_name,
  fileType: row.file_type as DownloadRecord['fileType'],
  report: row.report as DownloadRecord['report'],
  generationType: row.generation_type as DownloadRecord['generationType'],
  fileState: row.file_state as DownloadRecord['fileState'],
  downloadState: row.download_state as DownloadRecord['downloadState'],
  failReason: row.fail_reason,
  progress: Number(row.progress),
  rowCount: row.row_count === null ? null : Number(row.row_count),
  size: row.size === null ? null : Number(row.size),
  createdAt: iso(row.created_at)!,
  completedAt: iso(row.completed_at),
  expiresAt: iso(row.expires_at),
});

/** The records a user may see: their own and, with wallet view, the merchant's scheduled files. */
const visibleTo = (auth: UserAuth): SQL =>
  canUse(auth, 'wallet:view')
    ? sql`d.merchant_id = ${auth.merchantId} AND d.deleted_at IS NULL
          AND (d.user_id = ${auth.userId} OR d.user_id IS NULL)`
    : sql`d.merchant_id = ${auth.merchantId} AND d.deleted_at IS NULL AND d.user_id = ${auth.userId}`;

const stamp = (date: Date) =>
  date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const compact = (isoDate: string) => isoDate.replaceAll('-', '');

/** A file name that says what is inside: "资金明细_USD_20261101-20261121.xlsx". */
export const fileNameFor = (
  base: string,
  parts: {
    currency?: string | undefined;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
  },
  ext: string,
  now = new Date(),
) => {
  const period =
    parts.dateFrom || parts.dateTo
      ? `${parts.dateFrom ? compact(parts.dateFrom) : ''}-${parts.dateTo ? compact(parts.dateTo) : ''}`
      : stamp(now);
  return [base, parts.currency, period].filter(Boolean).join('_') + `.${ext}`;
};

type NewRecord = {
  report: (typeof ReportKind)[keyof typeof ReportKind];
  fileType: (typeof FileType)[keyof typeof FileType];
  fileName: string;
  params: Record<string, unknown>;
};

/** Writes a record (generating) and its job in one transaction; the worker is woken after. */
const createRecord = async (
  deps: Deps,
  auth: UserAuth,
  record: NewRecord,
  language: Language,
  client: Client,
): Promise<DownloadRecord> => {
  const row = await deps.db.transaction(async (tx) => {
    // Serialises one user's export requests, so the limit below holds under double clicks.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${auth.userId} FOR UPDATE`);
    const [pending] = await queryRows<{ n: string | number }>(
      tx,
      sql`SELECT count(*) AS n FROM downloads
          WHERE user_id = ${auth.userId} AND file_state = ${FileState.Generating} AND deleted_at IS NULL`,
    );
    if (Number(pending?.n ?? 0) >= MAX_GENERATING)
      throw new AppError('EXPORT_TOO_MANY_PENDING', { limit: MAX_GENERATING });
    const [created] = await queryRows<DownloadRow>(
      tx,
      sql`INSERT INTO downloads (merchant_id, user_id, report, file_type, file_name, generation_type,
                                 file_state, params, language)
          VALUES (${auth.merchantId}, ${auth.userId}, ${record.report}, ${record.fileType},
                  ${record.fileName}, ${GenerationType.Manual}, ${FileState.Generating},
                  ${JSON.stringify(record.params)}::jsonb, ${language})
          RETURNING *`,
    );
    await enqueueGeneration(deps, tx, created!);
    await writeAudit(tx, {
      actor: userActor(auth),
      action: 'download.export',
      target: `download:${created!.id}`,
      ip: client.ip,
      after: { report: record.report, fileType: record.fileType, params: record.params },
    });
    return created!;
  });
  deps.jobs.wake();
  return recordOf(row);
};

export const enqueueGeneration = async (deps: Deps, tx: DbOrTx, row: DownloadRow) => {
  const jobId = await deps.jobs.enqueue(tx, {
    kind: GENERATE_JOB,
    payload: { downloadId: row.id },
    dedupeKey: `download:${row.id}`,
    merchantId: row.merchant_id,
  });
  await tx.execute(sql`UPDATE downloads SET job_id = ${jobId} WHERE id = ${row.id}`);
};

export const requestFundDetailsExport = (
  deps: Deps,
  auth: UserAuth,
  input: ExportFundDetailsRequest & { filter: NonNullable<ExportFundDetailsRequest['filter']> },
  language: Language,
  client: Client,
) =>
  createRecord(
    deps,
    auth,
    {
      report: ReportKind.FundDetails,
      fileType: input.fileType,
      fileName: fileNameFor(
        exportTexts(language).fundDetails.fileName,
        input.filter,
        input.fileType,
      ),
      params: { filter: input.filter },
    },
    language,
    client,
  );

export const requestStatementExport = (
  deps: Deps,
  auth: UserAuth,
  input: ExportStatementRequest,
  language: Language,
  client: Client,
) =>
  createRecord(
    deps,
    auth,
    {
      report: ReportKind.Statement,
      fileType: FileType.Pdf,
      fileName: fileNameFor(exportTexts(language).statement.fileName, input, FileType.Pdf),
      params: { currency: input.currency, dateFrom: input.dateFrom, dateTo: input.dateTo },
    },
    language,
    client,
  );

export const listDownloads = async (
  deps: Deps,
  auth: UserAuth,
  query: DownloadListQuery & { pageNum: number; pageSize: number },
) => {
  const parts: SQL[] = [visibleTo(auth)];
  if (query.fileType) parts.push(sql`d.file_type = ${query.fileType}`);
  if (query.fileState !== undefined) parts.push(sql`d.file_state = ${query.fileState}`);
  if (query.downloadState !== undefined) parts.push(sql`d.download_state = ${query.downloadState}`);
  if (query.generationType !== undefined)
    parts.push(sql`d.generation_type = ${query.generationType}`);
  if (query.dateFrom)
    parts.push(sql`d.created_at >= (${query.dateFrom}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (query.dateTo)
    parts.push(sql`d.created_at < (${query.dateTo}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  const where = sql.join(parts, sql` AND `);
  const rows = await queryRows<DownloadRow>(
    deps.db,
    sql`SELECT d.* FROM downloads d WHERE ${where}
        ORDER BY d.created_at DESC, d.id DESC
        LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}`,
  );
  const [count] = await queryRows<{ n: string | number }>(
    deps.db,
    sql`SELECT count(*) AS n FROM downloads d WHERE ${where}`,
  );
  return {
    list: rows.map(recordOf),
    total: Number(count?.n ?? 0),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
};

export const countDownloads = async (deps: Deps, auth: UserAuth) => {
  const [row] = await queryRows<{ ready: string | number; generating: string | number }>(
    deps.db,
    sql`SELECT
          count(*) FILTER (WHERE d.file_state = ${FileState.Complete}
                             AND d.download_state = ${DownloadState.NotDownloaded}) AS ready,
          count(*) FILTER (WHERE d.file_state = ${FileState.Generating}) AS generating
        FROM downloads d WHERE ${visibleTo(auth)}`,
  );
  return { ready: Number(row?.ready ?? 0), generating: Number(row?.generating ?? 0) };
};

const getVisible = async (deps: Deps, auth: UserAuth, id: string) => {
  const [row] = await queryRows<DownloadRow>(
    deps.db,
    sql`SELECT d.* FROM downloads d WHERE d.id = ${id} AND ${visibleTo(auth)}`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

export const storedPath = (deps: Deps, storageKey: string) =>
  path.join(deps.config.dataDir, 'downloads', storageKey);

const MIME: Record<string, string> = {
  [FileType.Csv]: 'text/csv; charset=utf-8',
  [FileType.Xlsx]: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  [FileType.Pdf]: 'application/pdf',
};

/** Opens a complete file for download and marks the record downloaded. */
export const openDownload = async (deps: Deps, auth: UserAuth, id: string) => {
  const row = await getVisible(deps, auth, id);
  if (row.download_state === DownloadState.Disabled) throw new AppError('DOWNLOAD_EXPIRED');
  if (row.file_state !== FileState.Complete || !row.storage_key)
    throw new AppError('DOWNLOAD_NOT_READY');
  const stream = createReadStream(storedPath(deps, row.storage_key));
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', reject);
  }).catch(() => {
    throw new AppError('DOWNLOAD_EXPIRED');
  });
  await deps.db.execute(
    sql`UPDATE downloads SET download_state = ${DownloadState.Downloaded}, downloaded_at = now()
        WHERE id = ${id} AND download_state = ${DownloadState.NotDownloaded}`,
  );
  return {
    stream,
    fileName: row.file_name,
    mime: MIME[row.file_type] ?? 'application/octet-stream',
    size: row.size === null ? undefined : Number(row.size),
  };
};

export const deleteDownload = async (deps: Deps, auth: UserAuth, id: string, client: Client) => {
  const row = await getVisible(deps, auth, id);
  await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE downloads SET deleted_at = now(), storage_key = NULL WHERE id = ${id}`,
    );
    await writeAudit(tx, {
      actor: userActor(auth),
      action: 'download.delete',
      target: `download:${id}`,
      ip: client.ip,
      before: { fileName: row.file_name },
    });
  });
  if (row.storage_key) await rm(storedPath(deps, row.storage_key), { force: true });
  return { id };
};

/** Removes the files past their keeping time; the records stay, shown as disabled. */
export const expireDownloads = async (deps: Deps) => {
  const rows = await queryRows<{ id: string; storage_key: string | null }>(
    deps.db,
    sql`WITH expired AS (
          SELECT id, storage_key FROM downloads
          WHERE expires_at < now() AND download_state <> ${DownloadState.Disabled} FOR UPDATE)
        UPDATE downloads d SET download_state = ${DownloadState.Disabled}, storage_key = NULL
        FROM expired e WHERE d.id = e.id
        RETURNING e.id, e.storage_key`,
  );
  for (const row of rows)
    if (row.storage_key) await rm(storedPath(deps, row.storage_key), { force: true });
  return rows.length;
};

export const KEEP_MS = DOWNLOAD_KEEP_DAYS * 86_400_000;
