// SQL of announcements as operators manage them: their rows with read counts, audiences, changes.
import { AnnouncementState } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../../platform/db/client.ts';
import type { RowWindow } from '../../../../platform/db/paging.ts';

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
