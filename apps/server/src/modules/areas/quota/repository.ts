// SQL of the quota module: applications (quotas) and what payouts drew on them.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import { keyedRecords } from '../../../platform/db/keyed-records.ts';
import { filteredWindow, type RowWindow } from '../../../platform/db/paging.ts';
import { quotaDraws, quotas } from './schema.ts';
import { merchants, users } from '../../../platform/db/schema.ts';
import { merchantNamed, queueFirstOr } from '../../../platform/db/merchant-lists.ts';

export type QuotaRow = typeof quotas.$inferSelect;
export type NewQuota = typeof quotas.$inferInsert;

const quotaRecords = keyedRecords(quotas);

/** Inserts an application; a retry with the same merchant and Idempotency-Key inserts nothing. */
export const insertQuota = quotaRecords.insert;

export const findQuotaByKey = quotaRecords.findByKey;

/** A quota by number, of this merchant when one is named (another merchant's is not found). */
export const findQuota = async (
  db: DbOrTx,
  quotaNo: string,
  merchantId?: string,
  options: { lock?: boolean } = {},
) => {
  const query = db
    .select()
    .from(quotas)
    .where(
      and(eq(quotas.quotaNo, quotaNo), merchantId ? eq(quotas.merchantId, merchantId) : undefined),
    )
    .$dynamic();
  return (await (options.lock ? query.for('update') : query.limit(1)))[0];
};

export const updateQuota = async (db: DbOrTx, id: string, patch: Partial<NewQuota>) =>
  db.update(quotas).set(patch).where(eq(quotas.id, id));

/** Every quota of a merchant (a handful): what the overview sums by kind. */
export const quotasOfMerchant = (db: DbOrTx, merchantId: string) =>
  db.select().from(quotas).where(eq(quotas.merchantId, merchantId));

export type QuotaFilter = {
  merchantId?: string | undefined;
  merNo?: string | undefined;
  kind?: string | undefined;
  state?: number | undefined;
  /** SQL for a label (see quotaLabelOf), today as YYYY-MM-DD. */
  label?: { label: string; today: string } | undefined;
};

const labelSql = ({ label, today }: { label: string; today: string }): SQL => {
  const inPeriod = sql`${quotas.validFrom} <= ${today}::date AND ${quotas.validTo} >= ${today}::date`;
  switch (label) {
    case 'available':
      return sql`${quotas.state} = 1 AND ${inPeriod} AND ${quotas.used} < ${quotas.amount}`;
    case 'usedUp':
      return sql`${quotas.state} = 1 AND ${inPeriod} AND ${quotas.used} >= ${quotas.amount}`;
    case 'unavailable':
      return sql`(${quotas.state} = 2 OR (${quotas.state} = 1 AND ${quotas.validFrom} > ${today}::date))`;
    default:
      return sql`(${quotas.state} = 0 OR (${quotas.state} = 1 AND ${quotas.validTo} < ${today}::date))`;
  }
};

export const listQuotas = async (
  db: DbOrTx,
  filter: QuotaFilter,
  window: RowWindow,
  underReviewFirst = false,
) => {
  const where = and(
    filter.merchantId ? eq(quotas.merchantId, filter.merchantId) : undefined,
    filter.merNo ? eq(merchants.merNo, filter.merNo) : undefined,
    filter.kind ? eq(quotas.kind, filter.kind) : undefined,
    filter.state === undefined ? undefined : eq(quotas.state, filter.state),
    filter.label ? labelSql(filter.label) : undefined,
  );
  return filteredWindow(
    db
      .select({
        quota: quotas,
        ...merchantNamed,
        createdByName: users.name,
      })
      .from(quotas)
      .innerJoin(merchants, eq(merchants.id, quotas.merchantId))
      .innerJoin(users, eq(users.id, quotas.createdBy))
      .$dynamic(),
    (where) =>
      db
        .select({ n: count() })
        .from(quotas)
        .innerJoin(merchants, eq(merchants.id, quotas.merchantId))
        .where(where),
    {
      where,
      order: [
        ...queueFirstOr(
          underReviewFirst,
          { state: quotas.state, waiting: 2, since: quotas.createdAt },
          [],
        ),
        desc(quotas.createdAt),
        desc(quotas.id),
      ],
      window,
    },
  );
};

export const userNameOf = async (db: DbOrTx, userId: string) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? '';

// ——— Draws ———

/** The merchant's approved quotas of `kinds` in their period on `today`. */
const inForce = (merchantId: string, kinds: string[], today: string) =>
  and(
    eq(quotas.merchantId, merchantId),
    inArray(quotas.kind, kinds),
    eq(quotas.state, 1),
    sql`${quotas.validFrom} <= ${today}::date AND ${quotas.validTo} >= ${today}::date`,
  );

/**
 * The merchant's approved quotas of `kinds` in their period on `today` with something left,
 * locked (in id order, so concurrent payouts queue rather than deadlock), soonest ending first.
 */
export const lockDrawable = async (
  db: DbOrTx,
  merchantId: string,
  kinds: string[],
  today: string,
) => {
  const rows = await db
    .select()
    .from(quotas)
    .where(and(inForce(merchantId, kinds, today), sql`${quotas.used} < ${quotas.amount}`))
    .orderBy(asc(quotas.id))
    .for('update');
  return rows.sort(
    (a, b) =>
      kinds.indexOf(a.kind) - kinds.indexOf(b.kind) ||
      a.validTo.localeCompare(b.validTo) ||
      a.createdAt.getTime() - b.createdAt.getTime(),
  );
};

/** What the same quotas leave, unlocked (the price shown before confirming). */
export const roomOf = async (db: DbOrTx, merchantId: string, kinds: string[], today: string) => {
  const [row] = await db
    .select({ room: sql<string>`coalesce(sum(${quotas.amount} - ${quotas.used}), 0)::text` })
    .from(quotas)
    .where(inForce(merchantId, kinds, today));
  return BigInt(row?.room ?? '0');
};

export type NewDraw = { quotaId: string; orderNo: string; amount: bigint };

/** Adds each draw to its quota's use and records it (the check refuses any overdraw). */
export const insertDraws = async (db: DbOrTx, draws: NewDraw[], at: Date) => {
  if (draws.length === 0) return;
  const rows = draws.map((d) => ({ ...d, amount: d.amount.toString() }));
  await db.execute(sql`
    UPDATE quotas SET used = quotas.used + d.total
    FROM (SELECT r."quotaId"::uuid AS id, sum(r.amount::bigint) AS total
            FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("quotaId" text, amount text)
           GROUP BY r."quotaId") d
    WHERE quotas.id = d.id`);
  await db.insert(quotaDraws).values(draws.map((d) => ({ ...d, at })));
};

/**
 * Gives back what the orders drew and have not given back yet, once: the draws are marked returned
 * and their quotas' use lowered in one statement each. Answers how many draws were returned.
 */
export const returnDraws = async (db: DbOrTx, orderNos: string[], at: Date) => {
  if (orderNos.length === 0) return 0;
  const returned = await queryRows<{ quota_id: string; amount: string }>(
    db,
    sql`UPDATE quota_draws SET returned_at = ${at.toISOString()}::timestamptz
        WHERE order_no IN (SELECT jsonb_array_elements_text(${JSON.stringify(orderNos)}::jsonb))
          AND returned_at IS NULL
        RETURNING quota_id, amount::text`,
  );
  if (returned.length === 0) return 0;
  await db.execute(sql`
    UPDATE quotas SET used = quotas.used - d.total
    FROM (SELECT r.quota_id::uuid AS id, sum(r.amount::bigint) AS total
            FROM jsonb_to_recordset(${JSON.stringify(returned)}::jsonb) AS r(quota_id text, amount text)
           GROUP BY r.quota_id) d
    WHERE quotas.id = d.id`);
  return returned.length;
};

export const drawsOfQuota = (db: DbOrTx, quotaId: string) =>
  db
    .select()
    .from(quotaDraws)
    .where(eq(quotaDraws.quotaId, quotaId))
    .orderBy(desc(quotaDraws.at), asc(quotaDraws.orderNo));

/** Quotas whose use is not what their draws not given back add up to (ledger:verify). */
export const quotaUseBreaks = (db: DbOrTx) =>
  queryRows<{ quota_no: string; used: string; drawn: string }>(
    db,
    sql`SELECT q.quota_no, q.used::text,
               coalesce(sum(d.amount) FILTER (WHERE d.returned_at IS NULL), 0)::text AS drawn
        FROM quotas q LEFT JOIN quota_draws d ON d.quota_id = q.id
        GROUP BY q.id
        HAVING q.used <> coalesce(sum(d.amount) FILTER (WHERE d.returned_at IS NULL), 0)`,
  );

export const countQuotas = async (db: DbOrTx) =>
  (await db.select({ n: count() }).from(quotas))[0]?.n ?? 0;
