// The download centre's SQL: its `downloads` records and the SQL form of the CSV rule for reports
// that let the database write their CSV.
import {
  DownloadState,
  FileState,
  GenerationType,
  type DownloadListQuery,
  type FileType,
  type ReportKind,
} from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import { rowWindowOf } from '../../../platform/db/paging.ts';
import { fromDay, toDay } from '../../../platform/db/days.ts';

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
  deleted_at: string | Date | null;
};

/** Who looks: a user sees their own records and the merchant's scheduled files of these reports. */
export type Viewer = { merchantId: string; userId: string; scheduledReports: readonly string[] };

const visibleTo = (viewer: Viewer): SQL => {
  const mine = sql`d.merchant_id = ${viewer.merchantId} AND d.deleted_at IS NULL`;
  if (viewer.scheduledReports.length === 0) return sql`${mine} AND d.user_id = ${viewer.userId}`;
  const reports = sql.join(
    viewer.scheduledReports.map((report) => sql`${report}`),
    sql`, `,
  );
  return sql`${mine} AND (d.user_id = ${viewer.userId}
                          OR (d.user_id IS NULL AND d.report IN (${reports})))`;
};

export type NewDownload = {
  merchantId: string;
  report: ReportKind;
  fileType: FileType;
  fileName: string;
  params: Record<string, unknown>;
  language: string;
};

export const countGenerating = async (tx: DbOrTx, userId: string) => {
  const [pending] = await queryRows<{ n: string | number }>(
    tx,
    sql`SELECT count(*) AS n FROM downloads
        WHERE user_id = ${userId} AND file_state = ${FileState.Generating} AND deleted_at IS NULL`,
  );
  return Number(pending?.n ?? 0);
};

/** A user's requested file, generating. */
export const insertRequested = async (tx: DbOrTx, userId: string, record: NewDownload) => {
  const [created] = await queryRows<DownloadRow>(
    tx,
    sql`INSERT INTO downloads (merchant_id, user_id, report, file_type, file_name, generation_type,
                               file_state, params, language)
        VALUES (${record.merchantId}, ${userId}, ${record.report}, ${record.fileType},
                ${record.fileName}, ${GenerationType.Manual}, ${FileState.Generating},
                ${JSON.stringify(record.params)}::jsonb, ${record.language})
        RETURNING *`,
  );
  return created!;
};

/** A scheduled file, generating; nothing when the merchant has one of that report and name. */
export const insertScheduled = async (tx: DbOrTx, record: NewDownload) => {
  const [created] = await queryRows<DownloadRow>(
    tx,
    sql`INSERT INTO downloads (merchant_id, user_id, report, file_type, file_name,
                               generation_type, file_state, params, language)
        VALUES (${record.merchantId}, NULL, ${record.report}, ${record.fileType},
                ${record.fileName}, ${GenerationType.Scheduled}, ${FileState.Generating},
                ${JSON.stringify(record.params)}::jsonb, ${record.language})
        -- The literal 2 (GenerationType.Scheduled) must match the partial unique index.
        ON CONFLICT (merchant_id, report, file_name) WHERE generation_type = 2
        DO NOTHING RETURNING *`,
  );
  return created;
};

export const setJob = async (tx: DbOrTx, id: string, jobId: string | null) => {
  await tx.execute(sql`UPDATE downloads SET job_id = ${jobId} WHERE id = ${id}`);
};

/** A page of the records a viewer sees, newest first, and how many there are. */
export const pageOfDownloads = async (
  db: DbOrTx,
  viewer: Viewer,
  query: DownloadListQuery & { pageNum: number; pageSize: number },
) => {
  const parts: SQL[] = [visibleTo(viewer)];
  if (query.fileType) parts.push(sql`d.file_type = ${query.fileType}`);
  if (query.fileState !== undefined) parts.push(sql`d.file_state = ${query.fileState}`);
  if (query.downloadState !== undefined) parts.push(sql`d.download_state = ${query.downloadState}`);
  if (query.generationType !== undefined)
    parts.push(sql`d.generation_type = ${query.generationType}`);
  if (query.dateFrom) parts.push(fromDay(sql`d.created_at`, query.dateFrom));
  if (query.dateTo) parts.push(toDay(sql`d.created_at`, query.dateTo));
  const where = sql.join(parts, sql` AND `);
  const rows = await queryRows<DownloadRow>(
    db,
    sql`SELECT d.* FROM downloads d WHERE ${where}
        ORDER BY d.created_at DESC, d.id DESC
        LIMIT ${rowWindowOf(query).limit} OFFSET ${rowWindowOf(query).offset}`,
  );
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM downloads d WHERE ${where}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
};

/** Files ready and not yet downloaded, and files generating, that a viewer sees. */
export const countReadyAndGenerating = async (db: DbOrTx, viewer: Viewer) => {
  const [row] = await queryRows<{ ready: string | number; generating: string | number }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE d.file_state = ${FileState.Complete}
                             AND d.download_state = ${DownloadState.NotDownloaded}) AS ready,
          count(*) FILTER (WHERE d.file_state = ${FileState.Generating}) AS generating
        FROM downloads d WHERE ${visibleTo(viewer)}`,
  );
  return { ready: Number(row?.ready ?? 0), generating: Number(row?.generating ?? 0) };
};

export const findVisible = async (db: DbOrTx, viewer: Viewer, id: string) => {
  const [row] = await queryRows<DownloadRow>(
    db,
    sql`SELECT d.* FROM downloads d WHERE d.id = ${id} AND ${visibleTo(viewer)}`,
  );
  return row;
};

/** Any record, whoever's and deleted or not: for the job that generates its file. */
export const findDownload = async (db: DbOrTx, id: string) => {
  const [row] = await queryRows<DownloadRow>(db, sql`SELECT * FROM downloads WHERE id = ${id}`);
  return row;
};

/** The first download of a file; later ones leave the record as it is. */
export const markDownloaded = async (db: DbOrTx, id: string) => {
  await db.execute(
    sql`UPDATE downloads SET download_state = ${DownloadState.Downloaded}, downloaded_at = now()
        WHERE id = ${id} AND download_state = ${DownloadState.NotDownloaded}`,
  );
};

export const markDeleted = async (tx: DbOrTx, id: string) => {
  await tx.execute(
    sql`UPDATE downloads SET deleted_at = now(), storage_key = NULL WHERE id = ${id}`,
  );
};

/** Disables the records past their keeping time; answers them with the files to remove. */
export const disableExpired = (db: DbOrTx) =>
  queryRows<{ id: string; storage_key: string | null }>(
    db,
    sql`WITH expired AS (
          SELECT id, storage_key FROM downloads
          WHERE expires_at < now() AND download_state <> ${DownloadState.Disabled} FOR UPDATE)
        UPDATE downloads d SET download_state = ${DownloadState.Disabled}, storage_key = NULL
        FROM expired e WHERE d.id = e.id
        RETURNING e.id, e.storage_key`,
  );

export const setProgress = async (db: DbOrTx, id: string, percent: number) => {
  await db.execute(
    sql`UPDATE downloads SET progress = ${percent}
        WHERE id = ${id} AND file_state = ${FileState.Generating}`,
  );
};

export const markComplete = async (
  tx: DbOrTx,
  id: string,
  file: { rows: number; size: number; storageKey: string },
  keepMs: number,
) => {
  await tx.execute(
    sql`UPDATE downloads SET file_state = ${FileState.Complete}, progress = 100,
          row_count = ${file.rows}, size = ${file.size}, storage_key = ${file.storageKey},
          completed_at = now(), expires_at = now() + ${`${keepMs} milliseconds`}::interval,
          fail_reason = NULL
        WHERE id = ${id} AND file_state = ${FileState.Generating}`,
  );
};

export const markFailed = async (tx: DbOrTx, id: string, reason: string) => {
  await tx.execute(
    sql`UPDATE downloads SET file_state = ${FileState.Failed}, fail_reason = ${reason}
        WHERE id = ${id} AND file_state = ${FileState.Generating}`,
  );
};

/** A failed record generating again (an operator retried its job), unless it was deleted. */
export const markRetried = async (tx: DbOrTx, id: string) => {
  await tx.execute(
    sql`UPDATE downloads SET file_state = ${FileState.Generating}, fail_reason = NULL, progress = 0
        WHERE id = ${id} AND file_state = ${FileState.Failed} AND deleted_at IS NULL`,
  );
};

/**
 * csvText's rule (formats/csv.ts) in SQL, for text cells the database writes (COPY quotes what
 * needs quotes): the formula guard, and an empty value written as an empty field (COPY writes ""
 * for an empty string, nothing for NULL).
 */
export const csvTextSql = (value: SQL): SQL =>
  sql`NULLIF(CASE WHEN left(${value}, 1) IN ('=', '+', '-', '@', E'\t', E'\r')
                  THEN '''' || ${value} ELSE ${value} END, '')`;
