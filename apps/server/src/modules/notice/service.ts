// Notices: notifications produced by events for merchant users (in-app and e-mail, as each user
// chose, written in the reader's language) and system announcements written by operators.
import {
  AnnouncementAudience,
  AnnouncementState,
  NOTICE_BELL_SIZE,
  NoticeType,
  type Announcement,
  type AnnouncementListQuery,
  type AnnouncementSaveRequest,
  type Language,
  type Notice,
  type NoticeListQuery,
  type NoticeReadRequest,
  type NoticeUnread,
  type NotificationKind,
} from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { queryRows, type DbOrTx } from '../../platform/db/client.ts';
import type { Deps, Client } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserAuth } from '../../platform/http/auth.ts';
import { messageText, type MessageKind } from '../../platform/messages.ts';
import { notificationChannels } from './settings.ts';
import { offsetOf } from '../../platform/numbers.ts';

export type NotifyInput = {
  merchantId: string;
  userId: string;
  kind: NotificationKind;
  /** Values of the message's placeholders (amounts already formatted as decimal strings). */
  params: Record<string, string>;
  /** Names the event: the same event never notifies a user twice. */
  dedupeKey: string;
};

const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US', 'ru-RU', 'zh-TW'];
const languageOr = (value: string | null | undefined): Language =>
  LANGUAGES.includes(value as Language) ? (value as Language) : 'zh-CN';

const render = (kind: string, language: Language, params: Record<string, string>) => ({
  title: messageText(kind as MessageKind, 'subject', language, params),
  context: messageText(kind as MessageKind, 'body', language, params),
});

/**
 * Notifies one user of an event inside the caller's transaction: an in-app notification and an
 * e-mail in the user's language, each only if the user has that channel on. Returns the outbox id
 * to deliver after commit (null when no e-mail is due).
 */
export const notify = async (
  deps: Deps,
  tx: DbOrTx,
  input: NotifyInput,
): Promise<string | null> => {
  const channels = await notificationChannels(tx, input.userId, input.kind);
  if (channels.inApp) {
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO notifications (merchant_id, user_id, kind, params, dedupe_key)
          VALUES (${input.merchantId}, ${input.userId}, ${input.kind},
                  ${JSON.stringify(input.params)}::jsonb, ${input.dedupeKey})
          ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id`,
    );
    if (inserted.length === 0) return null;
  }
  if (!channels.email) return null;
  const [user] = await queryRows<{ email: string | null; language: string | null }>(
    tx,
    sql`SELECT email, language FROM users WHERE id = ${input.userId}`,
  );
  if (!user?.email) return null;
  const text = render(input.kind, languageOr(user.language), input.params);
  return deps.outbox.queue(tx, {
    channel: 'email',
    to: user.email,
    kind: `notify.${input.kind}`,
    subject: text.title,
    body: text.context,
  });
};

// Reading, for merchant users.

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
const unreadAnnouncement = (userId: string) => sql`
  NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.user_id = ${userId})
  AND (a.pinned OR a.publish_at >= (SELECT created_at FROM users WHERE id = ${userId}))`;

type NotificationRow = {
  id: string;
  kind: string;
  params: Record<string, string>;
  read_at: string | Date | null;
  created_at: string | Date;
};
type AnnouncementRow = {
  id: string;
  title: string;
  context: string;
  pinned: boolean;
  publish_at: string | Date;
  is_read: boolean;
};

const iso = (value: string | Date) => new Date(value).toISOString();

const notificationNotice = (row: NotificationRow, language: Language): Notice => ({
  id: row.id,
  type: NoticeType.Notification,
  kind: row.kind as NotificationKind,
  ...render(row.kind, language, row.params ?? {}),
  pinned: false,
  read: row.read_at !== null,
  time: iso(row.created_at),
});

const announcementNotice = (row: AnnouncementRow): Notice => ({
  id: row.id,
  type: NoticeType.Announcement,
  kind: null,
  title: row.title,
  context: row.context,
  pinned: row.pinned,
  read: row.is_read,
  time: iso(row.publish_at),
});

const selectAnnouncements = (userId: string, where: SQL, tail: SQL) =>
  sql`SELECT a.id, a.title, a.context, a.pinned, a.publish_at,
             EXISTS (SELECT 1 FROM announcement_reads r
                     WHERE r.announcement_id = a.id AND r.user_id = ${userId}) AS is_read
      FROM announcements a WHERE ${where} ${tail}`;

export const unreadNotices = async (
  deps: Deps,
  auth: UserAuth,
  language: Language,
): Promise<NoticeUnread> => {
  const [counts] = await queryRows<{
    notifications: string | number;
    announcements: string | number;
  }>(
    deps.db,
    sql`SELECT
          (SELECT count(*) FROM notifications WHERE user_id = ${auth.userId} AND read_at IS NULL) AS notifications,
          (SELECT count(*) FROM announcements a
           WHERE ${visibleAnnouncements(auth.merchantId)} AND ${unreadAnnouncement(auth.userId)}) AS announcements`,
  );
  const notifications = await queryRows<NotificationRow>(
    deps.db,
    sql`SELECT id, kind, params, read_at, created_at FROM notifications
        WHERE user_id = ${auth.userId} AND read_at IS NULL
        ORDER BY created_at DESC LIMIT ${NOTICE_BELL_SIZE}`,
  );
  const announcements = await queryRows<AnnouncementRow>(
    deps.db,
    selectAnnouncements(
      auth.userId,
      sql`${visibleAnnouncements(auth.merchantId)} AND ${unreadAnnouncement(auth.userId)}`,
      sql`ORDER BY a.publish_at DESC LIMIT ${NOTICE_BELL_SIZE}`,
    ),
  );
  const latest = [
    ...notifications.map((row) => notificationNotice(row, language)),
    ...announcements.map(announcementNotice),
  ]
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.time.localeCompare(a.time))
    .slice(0, NOTICE_BELL_SIZE);
  const n = Number(counts?.notifications ?? 0);
  const a = Number(counts?.announcements ?? 0);
  return { notifications: n, announcements: a, total: n + a, latest };
};

export const listNotices = async (
  deps: Deps,
  auth: UserAuth,
  query: NoticeListQuery & { unreadOnly: boolean; pageNum: number; pageSize: number },
  language: Language,
) => {
  const offset = offsetOf(query);
  if (query.type === NoticeType.Notification) {
    const where = sql`user_id = ${auth.userId} ${query.unreadOnly ? sql`AND read_at IS NULL` : sql``}`;
    const rows = await queryRows<NotificationRow>(
      deps.db,
      sql`SELECT id, kind, params, read_at, created_at FROM notifications WHERE ${where}
          ORDER BY created_at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
    );
    const [count] = await queryRows<{ n: string | number }>(
      deps.db,
      sql`SELECT count(*) AS n FROM notifications WHERE ${where}`,
    );
    return {
      list: rows.map((row) => notificationNotice(row, language)),
      total: Number(count?.n ?? 0),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }
  const where = sql`${visibleAnnouncements(auth.merchantId)} ${
    query.unreadOnly ? sql`AND ${unreadAnnouncement(auth.userId)}` : sql``
  }`;
  const rows = await queryRows<AnnouncementRow>(
    deps.db,
    selectAnnouncements(
      auth.userId,
      where,
      sql`ORDER BY a.pinned DESC, a.publish_at DESC, a.id DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
    ),
  );
  const [count] = await queryRows<{ n: string | number }>(
    deps.db,
    sql`SELECT count(*) AS n FROM announcements a WHERE ${where}`,
  );
  return {
    list: rows.map(announcementNotice),
    total: Number(count?.n ?? 0),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
};

/** One notice of the caller (another user's or merchant's ids are not found); marks it read. */
export const getNotice = async (
  deps: Deps,
  auth: UserAuth,
  input: { id: string; type: NoticeType },
  language: Language,
): Promise<Notice> => {
  if (input.type === NoticeType.Notification) {
    const [row] = await queryRows<NotificationRow>(
      deps.db,
      sql`UPDATE notifications SET read_at = coalesce(read_at, now())
          WHERE id = ${input.id} AND user_id = ${auth.userId}
          RETURNING id, kind, params, read_at, created_at`,
    );
    if (!row) throw new AppError('NOT_FOUND');
    return notificationNotice(row, language);
  }
  const [row] = await queryRows<AnnouncementRow>(
    deps.db,
    selectAnnouncements(
      auth.userId,
      sql`a.id = ${input.id} AND ${visibleAnnouncements(auth.merchantId)}`,
      sql``,
    ),
  );
  if (!row) throw new AppError('NOT_FOUND');
  await deps.db.execute(
    sql`INSERT INTO announcement_reads (announcement_id, user_id) VALUES (${row.id}, ${auth.userId})
        ON CONFLICT DO NOTHING`,
  );
  return announcementNotice({ ...row, is_read: true });
};

export const markNoticesRead = async (
  deps: Deps,
  auth: UserAuth,
  input: NoticeReadRequest,
): Promise<{ updated: number }> => {
  const ids = input.ids;
  if (ids && ids.length === 0) return { updated: 0 };
  const idList = ids
    ? sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : null;
  if (input.type === NoticeType.Notification) {
    const rows = await queryRows<{ id: string }>(
      deps.db,
      sql`UPDATE notifications SET read_at = now()
          WHERE user_id = ${auth.userId} AND read_at IS NULL ${idList ? sql`AND id IN (${idList})` : sql``}
          RETURNING id`,
    );
    return { updated: rows.length };
  }
  const rows = await queryRows<{ announcement_id: string }>(
    deps.db,
    sql`INSERT INTO announcement_reads (announcement_id, user_id)
        SELECT a.id, ${auth.userId}::uuid FROM announcements a
        WHERE ${visibleAnnouncements(auth.merchantId)} ${idList ? sql`AND a.id IN (${idList})` : sql``}
        ON CONFLICT DO NOTHING RETURNING announcement_id`,
  );
  return { updated: rows.length };
};

// Announcements, for operators.

type AnnouncementAdminRow = {
  id: string;
  title: string;
  context: string;
  audience: number;
  pinned: boolean;
  publish_at: string | Date;
  withdrawn_at: string | Date | null;
  created_by_name: string;
  created_at: string | Date;
  updated_at: string | Date;
  read_count: string | number;
  mer_nos: string[] | null;
};

const stateOf = (row: { publish_at: string | Date; withdrawn_at: string | Date | null }) =>
  row.withdrawn_at
    ? AnnouncementState.Withdrawn
    : new Date(row.publish_at).getTime() <= Date.now()
      ? AnnouncementState.Published
      : AnnouncementState.Scheduled;

const announcementOf = (row: AnnouncementAdminRow): Announcement => ({
  id: row.id,
  title: row.title,
  context: row.context,
  audience:
    row.audience === AnnouncementAudience.Chosen
      ? AnnouncementAudience.Chosen
      : AnnouncementAudience.All,
  merchantNos: row.mer_nos ?? [],
  publishAt: iso(row.publish_at),
  pinned: row.pinned,
  state: stateOf(row),
  readCount: Number(row.read_count),
  createdBy: row.created_by_name,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const selectAdmin = (where: SQL, tail: SQL) => sql`
  SELECT a.id, a.title, a.context, a.audience, a.pinned, a.publish_at, a.withdrawn_at,
         o.name AS created_by_name, a.created_at, a.updated_at,
         (SELECT count(*) FROM announcement_reads r WHERE r.announcement_id = a.id) AS read_count,
         (SELECT array_agg(m.mer_no ORDER BY m.mer_no) FROM announcement_targets t
            JOIN merchants m ON m.id = t.merchant_id WHERE t.announcement_id = a.id) AS mer_nos
  FROM announcements a JOIN operators o ON o.id = a.created_by
  WHERE ${where} ${tail}`;

const getAnnouncementRow = async (db: DbOrTx, id: string) => {
  const [row] = await queryRows<AnnouncementAdminRow>(db, selectAdmin(sql`a.id = ${id}`, sql``));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

export const listAnnouncements = async (
  deps: Deps,
  query: AnnouncementListQuery & { pageNum: number; pageSize: number },
) => {
  const where =
    query.state === undefined
      ? sql`true`
      : query.state === AnnouncementState.Withdrawn
        ? sql`a.withdrawn_at IS NOT NULL`
        : query.state === AnnouncementState.Published
          ? sql`a.withdrawn_at IS NULL AND a.publish_at <= now()`
          : sql`a.withdrawn_at IS NULL AND a.publish_at > now()`;
  const offset = offsetOf(query);
  const rows = await queryRows<AnnouncementAdminRow>(
    deps.db,
    selectAdmin(
      where,
      sql`ORDER BY a.publish_at DESC, a.id DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
    ),
  );
  const [count] = await queryRows<{ n: string | number }>(
    deps.db,
    sql`SELECT count(*) AS n FROM announcements a WHERE ${where}`,
  );
  return {
    list: rows.map(announcementOf),
    total: Number(count?.n ?? 0),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
};

export const saveAnnouncement = async (
  deps: Deps,
  actor: Extract<Actor, { type: 'operator' }>,
  input: AnnouncementSaveRequest & { merchantNos: string[]; pinned: boolean },
  client: Client,
): Promise<Announcement> => {
  const merNos = [...new Set(input.merchantNos)];
  const chosen = input.audience === AnnouncementAudience.Chosen;
  const id = await deps.db.transaction(async (tx) => {
    const targets = chosen
      ? await queryRows<{ id: string; mer_no: string }>(
          tx,
          sql`SELECT id, mer_no FROM merchants WHERE mer_no IN (${sql.join(
            merNos.map((m) => sql`${m}`),
            sql`, `,
          )})`,
        )
      : [];
    const unknown = merNos.filter((m) => !targets.some((t) => t.mer_no === m));
    if (chosen && unknown.length)
      throw new AppError('MERCHANT_NOS_UNKNOWN', { merNos: unknown.join(', ') }, [
        { field: 'merchantNos', message: unknown.join(', ') },
      ]);
    const publishAt = input.publishAt ? new Date(input.publishAt) : new Date();
    let before: Announcement | null = null;
    let id = input.id;
    if (id) {
      const row = await getAnnouncementRow(tx, id);
      if (row.withdrawn_at) throw new AppError('ANNOUNCEMENT_WITHDRAWN');
      before = announcementOf(row);
      await tx.execute(
        sql`UPDATE announcements SET title = ${input.title}, context = ${input.context},
              audience = ${input.audience}, pinned = ${input.pinned},
              publish_at = ${publishAt.toISOString()}::timestamptz, updated_at = now()
            WHERE id = ${id}`,
      );
      await tx.execute(sql`DELETE FROM announcement_targets WHERE announcement_id = ${id}`);
    } else {
      const [created] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO announcements (title, context, audience, pinned, publish_at, created_by)
            VALUES (${input.title}, ${input.context}, ${input.audience}, ${input.pinned},
                    ${publishAt.toISOString()}::timestamptz, ${actor.id})
            RETURNING id`,
      );
      id = created!.id;
    }
    if (targets.length)
      await tx.execute(
        sql`INSERT INTO announcement_targets (announcement_id, merchant_id) VALUES ${sql.join(
          targets.map((t) => sql`(${id}, ${t.id})`),
          sql`, `,
        )}`,
      );
    const after = announcementOf(await getAnnouncementRow(tx, id));
    await writeAudit(tx, {
      actor,
      action: 'notice.announcementSave',
      target: `announcement:${id}`,
      ip: client.ip,
      before: before ? summary(before) : undefined,
      after: summary(after),
    });
    return id;
  });
  return announcementOf(await getAnnouncementRow(deps.db, id));
};

const summary = (a: Announcement) => ({
  title: a.title,
  audience: a.audience,
  merchantNos: a.merchantNos,
  publishAt: a.publishAt,
  pinned: a.pinned,
  bodyLength: a.context.length,
});

export const withdrawAnnouncement = async (
  deps: Deps,
  actor: Extract<Actor, { type: 'operator' }>,
  id: string,
  client: Client,
): Promise<Announcement> => {
  await deps.db.transaction(async (tx) => {
    const row = await getAnnouncementRow(tx, id);
    if (row.withdrawn_at) return;
    await tx.execute(
      sql`UPDATE announcements SET withdrawn_at = now(), updated_at = now() WHERE id = ${id}`,
    );
    await writeAudit(tx, {
      actor,
      action: 'notice.announcementWithdraw',
      target: `announcement:${id}`,
      ip: client.ip,
      before: summary(announcementOf(row)),
    });
  });
  return announcementOf(await getAnnouncementRow(deps.db, id));
};
