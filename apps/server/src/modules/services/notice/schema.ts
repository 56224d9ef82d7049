// The notice module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { operators, users } from '../../../platform/db/schema.ts';
import { merchantRef } from '../../../platform/db/merchant-columns.ts';
import {
  createdAt,
  instant,
  refTo,
  timestamps,
  updatedAt,
  uuidKey,
} from '../../../platform/db/columns.ts';

/** Per user, per kind: which channels carry the notification. Missing row = both on. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: refTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** In-app notifications of merchant users, rendered in the reader's language from kind + params. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidKey(),
    merchantId: merchantRef(),
    userId: refTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** One notification per event and user whatever retries happen. */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_uq').on(t.userId, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
  ],
);

/** System announcements written by operators. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuidKey(),
    title: text('title').notNull(),
    context: text('context').notNull(),
    /** AnnouncementAudience: 0 all merchants, 1 chosen merchants (announcement_targets). */
    audience: smallint('audience').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: instant('publish_at').notNull(),
    withdrawnAt: instant('withdrawn_at'),
    createdBy: refTo('created_by', () => operators.id),
    ...timestamps(),
  },
  (t) => [index('announcements_publish_idx').on(t.publishAt)],
);

export const announcementTargets = pgTable(
  'announcement_targets',
  {
    announcementId: refTo('announcement_id', () => announcements.id),
    merchantId: merchantRef(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.merchantId] }),
    index('announcement_targets_merchant_idx').on(t.merchantId),
  ],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: refTo('announcement_id', () => announcements.id),
    userId: refTo('user_id', () => users.id),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);
