// SQL of payout orders: the rows, their timelines, the lists and the outcomes a report sets.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../platform/db/client.ts';
import { containing } from '../../../../platform/db/like.ts';
import { filteredWindow, type RowWindow } from '../../../../platform/db/paging.ts';
import { payoutEvents, payouts } from '../schema.ts';
import { merchants, users } from '../../../../platform/db/schema.ts';
import { onDays } from '../../../../platform/db/days.ts';
import { keyedRecords } from '../../../../platform/db/keyed-records.ts';
import { merchantNamed, queueFirstOr } from '../../../../platform/db/merchant-lists.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

const payoutRecords = keyedRecords(payouts);

/** Inserts an order; a retry with the same merchant and Idempotency-Key inserts nothing. */
export const insertPayout = payoutRecords.insert;

export const findPayoutByKey = payoutRecords.findByKey;

/** An order by number, of this merchant when one is named (another merchant's is not found). */
export const findPayout = async (
  db: DbOrTx,
  orderNo: string,
  merchantId?: string,
  { lock = false } = {},
) => {
  const query = db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.orderNo, orderNo),
        merchantId ? eq(payouts.merchantId, merchantId) : undefined,
      ),
    )
    .limit(1)
    .$dynamic();
  return (await (lock ? query.for('update') : query))[0];
};

export const updatePayout = async (db: DbOrTx, id: string, patch: Partial<NewPayout>) => {
  await db.update(payouts).set(patch).where(eq(payouts.id, id));
};

export const insertPayoutEvent = async (
  db: DbOrTx,
  event: {
    payoutId: string;
    action: string;
    state: number;
    actor: string;
    note?: string | null;
    at: Date;
  },
) => {
  await db.insert(payoutEvents).values(event);
};

export const payoutEventsOf = (db: DbOrTx, payoutId: string) =>
  db
    .select()
    .from(payoutEvents)
    .where(eq(payoutEvents.payoutId, payoutId))
    .orderBy(asc(payoutEvents.at), asc(payoutEvents.id));

export type PayoutFilter = {
  merchantId?: string | undefined;
  merNo?: string | undefined;
  type?: number | undefined;
  state?: number | undefined;
  currency?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  keyword?: string | undefined;
  /** Orders waiting for this approver (7, not theirs, not decided by them yet). */
  approverId?: string | undefined;
  batchNo?: string | undefined;
};

const payoutWhere = (f: PayoutFilter): SQL | undefined =>
  and(
    f.merchantId ? eq(payouts.merchantId, f.merchantId) : undefined,
    f.merNo ? eq(merchants.merNo, f.merNo.toUpperCase()) : undefined,
    f.type !== undefined ? eq(payouts.type, f.type) : undefined,
    f.state !== undefined ? eq(payouts.state, f.state) : undefined,
    f.currency ? eq(payouts.currency, f.currency) : undefined,
    f.batchNo ? eq(payouts.batchNo, f.batchNo) : undefined,
    onDays(payouts.createdAt, f.dateFrom, f.dateTo),
    f.keyword
      ? or(
          ilike(payouts.orderNo, containing(f.keyword)),
          sql`${payouts.payee}->>'name' ILIKE ${containing(f.keyword)}`,
        )
      : undefined,
    f.approverId
      ? and(
          eq(payouts.state, 7),
          sql`${payouts.createdBy} <> ${f.approverId}`,
          sql`NOT EXISTS (SELECT 1 FROM payout_approvals a
                WHERE a.payout_id = ${payouts.id} AND a.user_id = ${f.approverId})`,
        )
      : undefined,
  );

/** Orders with their merchant and maker; the review queue (oldest first) ahead when asked. */
export const listPayouts = async (
  db: DbOrTx,
  filter: PayoutFilter,
  window: RowWindow,
  queueFirst = false,
) => {
  return filteredWindow(
    db
      .select({
        payout: payouts,
        ...merchantNamed,
        createdByName: users.name,
      })
      .from(payouts)
      .innerJoin(merchants, eq(merchants.id, payouts.merchantId))
      .innerJoin(users, eq(users.id, payouts.createdBy))
      .$dynamic(),
    (where) =>
      db
        .select({ n: count() })
        .from(payouts)
        .innerJoin(merchants, eq(merchants.id, payouts.merchantId))
        .where(where),
    {
      where: payoutWhere(filter),
      order: queueFirstOr(
        queueFirst,
        { state: payouts.state, waiting: 1, since: payouts.createdAt },
        [desc(payouts.createdAt), desc(payouts.id)],
      ),
      window,
    },
  );
};

/** Sets many orders' states at once (a status report's settlements and failures). */
export const setPayoutOutcomes = async (
  db: DbOrTx,
  outcomes: {
    id: string;
    state: number;
    settledAt: string | null;
    failureCode: string | null;
    reason: string | null;
  }[],
) => {
  if (outcomes.length === 0) return;
  await db.execute(sql`
    UPDATE payouts SET state = o.state, settled_at = o."settledAt", failure_code = o."failureCode",
      reason = coalesce(o.reason, payouts.reason), next_inquiry_at = NULL
    FROM jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
      AS o(id uuid, state smallint, "settledAt" timestamptz, "failureCode" text, reason text)
    WHERE payouts.id = o.id`);
};

export const insertPayoutEvents = async (
  db: DbOrTx,
  events: {
    payoutId: string;
    action: string;
    state: number;
    actor: string;
    note: string | null;
    bank?: unknown;
    at: Date;
  }[],
) => {
  for (let i = 0; i < events.length; i += 1000)
    await db.insert(payoutEvents).values(events.slice(i, i + 1000));
};
