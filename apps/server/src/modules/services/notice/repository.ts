// SQL of the notice module: notification settings, notifications, announcements with their
// audiences and read marks.
import {
  AnnouncementAudience,
  AnnouncementState,
  type NotificationKind,
  type NotificationSetting,
} from '@tradebridge/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import type { RowWindow } from '../../../platform/db/paging.ts';
import { notificationSettings } from './schema.ts';

// Notification settings.

export const listNotificationSettingRows = (db: DbOrTx, userId: string) =>
  db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));

export const findNotificationSetting = async (
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
) => {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.kind, kind)));
  return row;
};

export const upsertNotificationSetting = (
  db: DbOrTx,
  userId: string,
  setting: NotificationSetting,
) =>
  db
    .insert(notificationSettings)
    .values({ userId, kind: setting.kind, inApp: setting.inApp, email: setting.email })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { inApp: setting.inApp, email: setting.email, updatedAt: new Date() },
    });

// Notifications.

export type NotificationRow = {
  id: string;
  kind: string;
  params: Record<string, string>;
  read_at: string | Date | null;
  created_at: string | Date;
};

/** False when this event already notified the user (same dedupe key). */
export const insertNotification = async (
  db: DbOrTx,
  input: {
    merchantId: string;
    userId: string;
    kind: NotificationKind;
    params: Record<string, string>;
    dedupeKey: string;
  },
) => {
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO notifications (merchant_id, user_id, kind, params, dedupe_key)
        VALUES (${input.merchantId}, ${input.userId}, ${input.kind},
                ${JSON.stringify(input.params)}::jsonb, ${input.dedupeKey})
        ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id`,
  );
  return inserted.length > 0;
};

/** Inserts many notifications; answers "<userId>:<dedupeKey>" of those new (not seen before). */
export const insertNotifications = async (
  db: DbOrTx,
  inputs: {
    merchantId: string;
    userId: string;
    kind: NotificationKind;
    params: Record<string, string>;
    dedupeKey: string;
  }[],
) => {
  const written = new Set<string>();
  for (let i = 0; i < inputs.length; i += 1000) {
    const rows = await queryRows<{ user_id: string; dedupe_key: string }>(
      db,
      sql`INSERT INTO notifications (merchant_id, user_id, kind, params, dedupe_key)
          SELECT n."merchantId", n."userId", n.kind, n.params, n."dedupeKey"
          FROM jsonb_to_recordset(${JSON.stringify(inputs.slice(i, i + 1000))}::jsonb)
            AS n("merchantId" uuid, "userId" uuid, kind text, params jsonb, "dedupeKey" text)
          ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING user_id, dedupe_key`,
    );
    for (const row of rows) written.add(`${row.user_id}:${row.dedupe_key}`);
  }
  return written;
};

export const listUnreadNotifications = (db: DbOrTx, userId: string, limit: number) =>
  queryRows<NotificationRow>(
    db,
    sql`SELECT id, kind, params, read_at, created_at FROM notifications
        WHERE user_id = ${userId} AND read_at IS NULL
        ORDER BY created_at DESC LIMIT ${limit}`,
  );

export const pageNotifications = async (
  db: DbOrTx,
  userId: string,
  unreadOnly: boolean,
  page: RowWindow,
) => {
  const where = sql`user_id = ${userId} ${unreadOnly ? sql`AND read_at IS NULL` : sql``}`;
  const rows = await queryRows<NotificationRow>(
    db,
    sql`SELECT id, kind, params, read_at, created_at FROM notifications WHERE ${where}
        ORDER BY created_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM notifications WHERE ${where}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
};

/** The user's notification, marked read (undefined when it is not theirs). */
export const readNotification = async (db: DbOrTx, id: string, userId: string) => {
  const [row] = await queryRows<NotificationRow>(
    db,
    sql`UPDATE notifications SET read_at = coalesce(read_at, now())
        WHERE id = ${id} AND user_id = ${userId}
        RETURNING id, kind, params, read_at, created_at`,
  );
  return row;
};

/** `AND <column> IN (ids)` when ids are given, nothing otherwise. */
const andIdIn = (column: SQL, ids: readonly string[] | undefined) =>
  ids
    ? sql`AND ${column} IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;

/** Marks the user's unread notifications read (only `ids` when given); how many changed. */
export const markNotificationsRead = async (
  db: DbOrTx,
  userId: string,
  ids: readonly string[] | undefined,
) => {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE notifications SET read_at = now()
        WHERE user_id = ${userId} AND read_at IS NULL ${andIdIn(sql.raw('id'), ids)}
        RETURNING id`,
  );
  return rows.length;
};

// Announcements, as merchant users read them.

/** A merchant user reading announcements. */
export type Reader = { userId: string; merchantId: string };
/**
 * When the reader joined (identity's text form of the instant, null when unknown): unread
 * announcements count from then on.
 */
export type JoinedAt = string | null;

export type AnnouncementRow = {
  id: string;
  title: string;
  context: string;
  pinned: boolean;
  publish_at: string | Date;
  is_read: boolean;
};

/** Announcements a merchant's users see: published, not withdrawn, for all or for this merchant. */
const visibleAnnouncements = (merchantId: string) => sql`
  a.withdrawn_at IS NULL AND a.publish_at <= now()
  AND (a.audience = ${AnnouncementAudience.All}
       OR EXISTS (SELECT 1 FROM announcement_targets t
                  WHERE t.announcement_id = a.id AND t.merchant_id = ${merchantId}))`;

/**
 * Unread counts only what appeared after the user joined, or is pinned: a new user does not start
 * with years of old announcements marked unread, yet sees every pinned one.
 */
const unreadAnnouncement = (userId: string, joinedAt: JoinedAt) => sql`
  NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.user_id = ${userId})
  AND (a.pinned OR a.publish_at >= ${joinedAt}::timestamptz)`;

const selectAnnouncements = (userId: string, where: SQL, tail: SQL) =>
  sql`SELECT a.id, a.title, a.context, a.pinned, a.publish_at,
             EXISTS (SELECT 1 FROM announcement_reads r
                     WHERE r.announcement_id = a.id AND r.user_id = ${userId}) AS is_read
      FROM announcements a WHERE ${where} ${tail}`;

/** The reader's unread notifications and unread visible announcements, counted in one statement. */
export const countUnread = async (db: DbOrTx, reader: Reader, joinedAt: JoinedAt) => {
  const [counts] = await queryRows<{
    notifications: string | number;
    announcements: string | number;
  }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM notifications WHERE user_id = ${reader.userId} AND read_at IS NULL) AS notifications,
          (SELECT count(*) FROM announcements a
           WHERE ${visibleAnnouncements(reader.merchantId)} AND ${unreadAnnouncement(reader.userId, joinedAt)}) AS announcements`,
  );
  return {
    notifications: Number(counts?.notifications ?? 0),
    announcements: Number(counts?.announcements ?? 0),
  };
};

export const listUnreadAnnouncements = (
  db: DbOrTx,
  reader: Reader,
  joinedAt: JoinedAt,
  limit: number,
) =>
  queryRows<AnnouncementRow>(
    db,
    selectAnnouncements(
      reader.userId,
      sql`${visibleAnnouncements(reader.merchantId)} AND ${unreadAnnouncement(reader.userId, joinedAt)}`,
      sql`ORDER BY a.publish_at DESC LIMIT ${limit}`,
    ),
  );

/** Visible announcements, pinned first; with `unread`, only those unread. */
export const pageAnnouncements = async (
  db: DbOrTx,
  reader: Reader,
  unread: { joinedAt: JoinedAt } | null,
  page: RowWindow,
) => {
  const where = sql`${visibleAnnouncements(reader.merchantId)} ${
    unread ? sql`AND ${unreadAnnouncement(reader.userId, unread.joinedAt)}` : sql``
  }`;
  const rows = await queryRows<AnnouncementRow>(
    db,
    selectAnnouncements(
      reader.userId,
      where,
      sql`ORDER BY a.pinned DESC, a.publish_at DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
  );
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM announcements a WHERE ${where}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
};

/** One announcement the reader may see (undefined otherwise). */
export const findVisibleAnnouncement = async (db: DbOrTx, reader: Reader, id: string) => {
  const [row] = await queryRows<AnnouncementRow>(
    db,
    selectAnnouncements(
      reader.userId,
      sql`a.id = ${id} AND ${visibleAnnouncements(reader.merchantId)}`,
      sql``,
    ),
  );
  return row;
};

export const markAnnouncementRead = (db: DbOrTx, announcementId: string, userId: string) =>
  db.execute(
    sql`INSERT INTO announcement_reads (announcement_id, user_id) VALUES (${announcementId}, ${userId})
        ON CONFLICT DO NOTHING`,
  );

/** Marks visible announcements read (only `ids` when given); how many were unread. */
export const markAnnouncementsRead = async (
  db: DbOrTx,
  reader: Reader,
  ids: readonly string[] | undefined,
) => {
  const rows = await queryRows<{ announcement_id: string }>(
    db,
    sql`INSERT INTO announcement_reads (announcement_id, user_id)
        SELECT a.id, ${reader.userId}::uuid FROM announcements a
        WHERE ${visibleAnnouncements(reader.merchantId)} ${andIdIn(sql.raw('a.id'), ids)}
        ON CONFLICT DO NOTHING RETURNING announcement_id`,
  );
  return rows.length;
};

// Announcements, as operators manage them.

/** An announcement with its read count; its author and audience are ids of other areas. */
export type AnnouncementAdminRow = {
  id: string;
  title: string;
  context: string;
  audience: number;
  pinned: boolean;
  publish_at: string | Date;
  withdrawn_at: string | Date | null;
  created_by: string;
  created_at: string | Date;
  updated_at: string | Date;
  read_count: string | number;
  merchant_ids: string[] | null;
};

const selectAdmin = (where: SQL, tail: SQL) => sql`
  SELECT a.id, a.title, a.context, a.audience, a.pinned, a.publish_at, a.withdrawn_at,
         a.created_by, a.created_at, a.updated_at,
         (SELECT count(*) FROM announcement_reads r WHERE r.announcement_id = a.id) AS read_count,
         (SELECT array_agg(t.merchant_id::text) FROM announcement_targets t
            WHERE t.announcement_id = a.id) AS merchant_ids
  FROM announcements a
  WHERE ${where} ${tail}`;

export const findAnnouncementAdminRow = async (db: DbOrTx, id: string) => {
  const [row] = await queryRows<AnnouncementAdminRow>(db, selectAdmin(sql`a.id = ${id}`, sql``));
  return row;
};

/** Announcements in a state (all when undefined), newest publish time first. */
export const pageAnnouncementAdminRows = async (
  db: DbOrTx,
  state: AnnouncementState | undefined,
  page: RowWindow,
) => {
  const where =
    state === undefined
      ? sql`true`
      : state === AnnouncementState.Withdrawn
        ? sql`a.withdrawn_at IS NOT NULL`
        : state === AnnouncementState.Published
          ? sql`a.withdrawn_at IS NULL AND a.publish_at <= now()`
          : sql`a.withdrawn_at IS NULL AND a.publish_at > now()`;
  const rows = await queryRows<AnnouncementAdminRow>(
    db,
    selectAdmin(
      where,
      sql`ORDER BY a.publish_at DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
  );
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM announcements a WHERE ${where}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
};

export type AnnouncementValues = {
  title: string;
  context: string;
  audience: number;
  pinned: boolean;
  publishAt: Date;
};

export const insertAnnouncement = async (
  db: DbOrTx,
  values: AnnouncementValues & { createdBy: string },
) => {
  const [created] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO announcements (title, context, audience, pinned, publish_at, created_by)
        VALUES (${values.title}, ${values.context}, ${values.audience}, ${values.pinned},
                ${values.publishAt.toISOString()}::timestamptz, ${values.createdBy})
        RETURNING id`,
  );
  return created!.id;
};

export const updateAnnouncement = (db: DbOrTx, id: string, values: AnnouncementValues) =>
  db.execute(
    sql`UPDATE announcements SET title = ${values.title}, context = ${values.context},
          audience = ${values.audience}, pinned = ${values.pinned},
          publish_at = ${values.publishAt.toISOString()}::timestamptz, updated_at = now()
        WHERE id = ${id}`,
  );

export const deleteAnnouncementTargets = (db: DbOrTx, id: string) =>
  db.execute(sql`DELETE FROM announcement_targets WHERE announcement_id = ${id}`);

/** The merchants an announcement is for, when its audience is chosen merchants. */
export const insertAnnouncementTargets = async (
  db: DbOrTx,
  id: string,
  merchantIds: readonly string[],
) => {
  if (merchantIds.length === 0) return;
  await db.execute(
    sql`INSERT INTO announcement_targets (announcement_id, merchant_id) VALUES ${sql.join(
      merchantIds.map((merchantId) => sql`(${id}, ${merchantId})`),
      sql`, `,
    )}`,
  );
};

export const withdrawAnnouncementRow = (db: DbOrTx, id: string) =>
  db.execute(
    sql`UPDATE announcements SET withdrawn_at = now(), updated_at = now() WHERE id = ${id}`,
  );
