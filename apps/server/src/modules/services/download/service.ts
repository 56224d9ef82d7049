// The download centre: export requests become download records whose files a job generates;
// users list, download and delete them. A user sees their own files and, with a report's
// permission, the merchant's scheduled files of that report; never another merchant's.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  DOWNLOAD_KEEP_DAYS,
  DownloadState,
  FileState,
  FileType,
  type DownloadListQuery,
  type DownloadRecord,
  type Language,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { pageOf } from '../../../platform/db/paging.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import { canUse, type UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { lockUser } from '../../core/identity/index.ts';
import type { FileNameParts, ReportDefinition, ReportRegistry } from './registry.ts';
import {
  countGenerating,
  countReadyAndGenerating,
  disableExpired,
  findVisible,
  insertRequested,
  markDeleted,
  markDownloaded,
  pageOfDownloads,
  setJob,
  type DownloadRow,
  type NewDownload,
  type Viewer,
} from './repository.ts';
import { exportTexts } from './texts.ts';

/** Exports one user may have generating at once. */
export const MAX_GENERATING = 5;
export const GENERATE_JOB = 'download.generate';

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

/** A user sees their own records and the scheduled files of the reports they may use. */
const viewerOf = (reports: ReportRegistry, auth: UserAuth): Viewer => ({
  merchantId: auth.merchantId,
  userId: auth.userId,
  scheduledReports: reports.list.filter((r) => canUse(auth, r.permission)).map((r) => r.kind),
});

const stamp = (date: Date) =>
  date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const compact = (isoDate: string) => isoDate.replaceAll('-', '');

/** A file name that says what is inside: "资金明细_USD_20261101-20261121.xlsx". */
export const fileNameFor = (base: string, parts: FileNameParts, ext: string, now = new Date()) => {
  const period =
    parts.dateFrom || parts.dateTo
      ? `${parts.dateFrom ? compact(parts.dateFrom) : ''}-${parts.dateTo ? compact(parts.dateTo) : ''}`
      : stamp(now);
  return [base, parts.currency, period].filter(Boolean).join('_') + `.${ext}`;
};

/** Writes a record (generating) and its job in one transaction; the worker is woken after. */
export const requestExport = async (
  deps: Deps,
  report: ReportDefinition,
  auth: UserAuth,
  input: unknown,
  language: Language,
  client: Client,
): Promise<DownloadRecord> => {
  const file = report.prepare(input);
  // What the file is made of must be the caller's merchant's (another merchant's ids: not found).
  await report.check?.(deps.db, auth.merchantId, file.params);
  if (!report.fileTypes.includes(file.fileType))
    throw new Error(`report ${report.kind} is not written as ${file.fileType}`);
  const record: NewDownload = {
    merchantId: auth.merchantId,
    report: report.kind,
    fileType: file.fileType,
    fileName: fileNameFor(report.fileName(exportTexts(language)), file.nameParts, file.fileType),
    params: file.params,
    language,
  };
  const row = await deps.db.transaction(async (tx) => {
    // Serialises one user's export requests, so the limit below holds under double clicks.
    await lockUser(tx, auth.userId);
    if ((await countGenerating(tx, auth.userId)) >= MAX_GENERATING)
      throw new AppError('EXPORT_TOO_MANY_PENDING', { limit: MAX_GENERATING });
    const created = await insertRequested(tx, auth.userId, record);
    await enqueueGeneration(deps, tx, created);
    await auditUser(tx, auth, client, {
      action: 'download.export',
      target: `download:${created.id}`,
      after: { report: record.report, fileType: record.fileType, params: record.params },
    });
    return created;
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
  await setJob(tx, row.id, jobId);
};

export const listDownloads = async (
  deps: Deps,
  reports: ReportRegistry,
  auth: UserAuth,
  query: DownloadListQuery & { pageNum: number; pageSize: number },
) => {
  const { rows, total } = await pageOfDownloads(deps.db, viewerOf(reports, auth), query);
  return pageOf(query, rows.map(recordOf), total);
};

export const countDownloads = (deps: Deps, reports: ReportRegistry, auth: UserAuth) =>
  countReadyAndGenerating(deps.db, viewerOf(reports, auth));

const getVisible = async (deps: Deps, reports: ReportRegistry, auth: UserAuth, id: string) => {
  const row = orNotFound(await findVisible(deps.db, viewerOf(reports, auth), id));
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
export const openDownload = async (
  deps: Deps,
  reports: ReportRegistry,
  auth: UserAuth,
  id: string,
) => {
  const row = await getVisible(deps, reports, auth, id);
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
  await markDownloaded(deps.db, id);
  return {
    stream,
    fileName: row.file_name,
    mime: MIME[row.file_type] ?? 'application/octet-stream',
    size: row.size === null ? undefined : Number(row.size),
  };
};

export const deleteDownload = async (
  deps: Deps,
  reports: ReportRegistry,
  auth: UserAuth,
  id: string,
  client: Client,
) => {
  const row = await getVisible(deps, reports, auth, id);
  await deps.db.transaction(async (tx) => {
    await markDeleted(tx, id);
    await auditUser(tx, auth, client, {
      action: 'download.delete',
      target: `download:${id}`,
      before: { fileName: row.file_name },
    });
  });
  if (row.storage_key) await rm(storedPath(deps, row.storage_key), { force: true });
  return { id };
};

/** Removes the files past their keeping time; the records stay, shown as disabled. */
export const expireDownloads = async (deps: Deps) => {
  const rows = await disableExpired(deps.db);
  for (const row of rows)
    if (row.storage_key) await rm(storedPath(deps, row.storage_key), { force: true });
  return rows.length;
};

export const KEEP_MS = DOWNLOAD_KEEP_DAYS * 86_400_000;
