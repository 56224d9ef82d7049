// The download module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants, users } from '../../../platform/db/schema.ts';

/** Download-centre records: one exported file each, produced by a job. */
export const downloads = pgTable(
  'downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('downloads_merchant_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('downloads_scheduled_uq')
      .on(t.merchantId, t.report, t.fileName)
      .where(sql`generation_type = 2`),
  ],
);
