// The download module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../../platform/db/schema.ts';
import { merchantRef } from '../../../platform/db/merchant-columns.ts';
import { createdAt, instant, uuidKey } from '../../../platform/db/columns.ts';

/** Download-centre records: one exported file each, produced by a job. */
export const downloads = pgTable(
  'downloads',
  {
    id: uuidKey(),
    merchantId: merchantRef(),
    /** The requester; null for scheduled files (every user of the merchant sees those). */
    userId: uuid('user_id').references(() => users.id),
    report: text('report').notNull(),
    fileType: text('file_type').notNull(),
    fileName: text('file_name').notNull(),
    /** GenerationType: 1 manual, 2 scheduled. */
    generationType: smallint('generation_type').notNull(),
    /** FileState: 1 generating, 2 complete, 3 failed. */
    fileState: smallint('file_state').notNull(),
    /** DownloadState: 0 not downloaded, 1 downloaded, 2 disabled (expired). */
    downloadState: smallint('download_state').notNull().default(0),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** The requester's language: the file's headings and texts are in it. */
    language: text('language').notNull(),
    jobId: uuid('job_id'),
    progress: smallint('progress').notNull().default(0),
    rowCount: integer('row_count'),
    size: bigint('size', { mode: 'number' }),
    storageKey: text('storage_key'),
    failReason: text('fail_reason'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
    downloadedAt: instant('downloaded_at'),
    expiresAt: instant('expires_at'),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('downloads_merchant_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('downloads_scheduled_uq')
      .on(t.merchantId, t.report, t.fileName)
      .where(sql`generation_type = 2`),
  ],
);
