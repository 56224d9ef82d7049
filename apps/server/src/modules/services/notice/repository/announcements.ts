// SQL of announcements as merchant users read them: the visible ones, unread counts, read marks.
import { AnnouncementAudience } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../../platform/db/client.ts';
import type { RowWindow } from '../../../../platform/db/paging.ts';
import { andIdIn } from './notifications.ts';

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
