// SQL of notifications: inserting them (one or many), a user's unread ones and pages, read marks.
import type { NotificationKind } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../../platform/db/client.ts';
import type { RowWindow } from '../../../../platform/db/paging.ts';

export type NotificationRow = {
  id: string;
  kind: string;
  params: Record<string, string>;
  read_at: string | Date | null;
  created_at: string | Date;
};

/** A notification to write: whom it tells, of what, and the event it comes from (its dedupe key). */
type NewNotification = {
  merchantId: string;
  userId: string;
  kind: NotificationKind;
  params: Record<string, string>;
  dedupeKey: string;
};

/** False when this event already notified the user (same dedupe key). */
export const insertNotification = async (db: DbOrTx, input: NewNotification) => {
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
export const insertNotifications = async (db: DbOrTx, inputs: NewNotification[]) => {
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
export const andIdIn = (column: SQL, ids: readonly string[] | undefined) =>
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
