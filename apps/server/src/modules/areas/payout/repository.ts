// SQL of the payout module: orders with their timeline and approvals, the merchants' approval
// policies, and the rail's files and lines (what reconciliation reads).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import { containing } from '../../../platform/db/like.ts';
import type { RowWindow } from '../../../platform/db/paging.ts';
import {
  payoutApprovals,
  payoutBatches,
  payoutEvents,
  payoutPolicies,
  payouts,
  railFiles,
  railLines,
} from './schema.ts';
import { merchants, users } from '../../../platform/db/schema.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

/** Inserts an order; a retry with the same merchant and Idempotency-Key inserts nothing. */
export const insertPayout = async (db: DbOrTx, row: NewPayout) =>
  (
    await db
      .insert(payouts)
      .values(row)
      .onConflictDoNothing({ target: [payouts.merchantId, payouts.idempotencyKey] })
      .returning()
  )[0];

export const findPayoutByKey = async (db: DbOrTx, merchantId: string, key: string) =>
  (
    await db
      .select()
      .from(payouts)
      .where(and(eq(payouts.merchantId, merchantId), eq(payouts.idempotencyKey, key)))
      .limit(1)
  )[0];

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

export const approvalsOf = (db: DbOrTx, payoutId: string) =>
  db
    .select({
      userId: payoutApprovals.userId,
      userName: users.name,
      decision: payoutApprovals.decision,
      reason: payoutApprovals.reason,
      at: payoutApprovals.at,
    })
    .from(payoutApprovals)
    .innerJoin(users, eq(users.id, payoutApprovals.userId))
    .where(eq(payoutApprovals.payoutId, payoutId))
    .orderBy(asc(payoutApprovals.at));

/** Records an approver's decision; false when this approver decided already. */
export const insertApproval = async (
  db: DbOrTx,
  row: { payoutId: string; userId: string; decision: string; reason: string | null },
) =>
  (
    await db
      .insert(payoutApprovals)
      .values(row)
      .onConflictDoNothing()
      .returning({ userId: payoutApprovals.userId })
  ).length > 0;

export const userNameOf = async (db: DbOrTx, userId: string) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1))[0]
    ?.name ?? '';

/** The merchant's active users among `ids`, with their names (approvers who still exist). */
export const activeUsersOf = (db: DbOrTx, merchantId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.merchantId, merchantId), inArray(users.id, ids), eq(users.state, 1)));

export const findPolicy = async (db: DbOrTx, merchantId: string) =>
  (
    await db
      .select({
        approverIds: payoutPolicies.approverIds,
        bands: payoutPolicies.bands,
        updatedAt: payoutPolicies.updatedAt,
        updatedBy: users.name,
      })
      .from(payoutPolicies)
      .leftJoin(users, eq(users.id, payoutPolicies.updatedBy))
      .where(eq(payoutPolicies.merchantId, merchantId))
      .limit(1)
  )[0];

export const savePolicy = async (
  db: DbOrTx,
  row: { merchantId: string; approverIds: string[]; bands: unknown; updatedBy: string },
) => {
  await db
    .insert(payoutPolicies)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: payoutPolicies.merchantId,
      set: {
        approverIds: row.approverIds,
        bands: row.bands,
        updatedBy: row.updatedBy,
        updatedAt: new Date(),
      },
    });
};

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
    f.dateFrom
      ? sql`${payouts.createdAt} >= (${f.dateFrom}::date)::timestamp AT TIME ZONE 'UTC'`
      : undefined,
    f.dateTo
      ? sql`${payouts.createdAt} < (${f.dateTo}::date + 1)::timestamp AT TIME ZONE 'UTC'`
      : undefined,
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
  const where = payoutWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        payout: payouts,
        merNo: merchants.merNo,
        merchantName: merchants.name,
        createdByName: users.name,
      })
      .from(payouts)
      .innerJoin(merchants, eq(merchants.id, payouts.merchantId))
      .innerJoin(users, eq(users.id, payouts.createdBy))
      .where(where)
      .orderBy(
        ...(queueFirst
          ? [sql`(${payouts.state} = 1) DESC`, asc(payouts.createdAt)]
          : [desc(payouts.createdAt), desc(payouts.id)]),
      )
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(payouts)
      .innerJoin(merchants, eq(merchants.id, payouts.merchantId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const merchantOf = async (db: DbOrTx, merchantId: string) =>
  (
    await db
      .select({ merNo: merchants.merNo, name: merchants.name })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .limit(1)
  )[0]!;

// ——— The rail ———

/** Orders passed and due to leave (oldest first), locked for the sender; others skip them. */
export const lockDueToSend = (db: DbOrTx, limit: number, sameDayOnly: boolean) =>
  db
    .select()
    .from(payouts)
    .where(and(eq(payouts.state, 2), sameDayOnly ? eq(payouts.sameDay, true) : undefined))
    .orderBy(asc(payouts.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });

export const insertRailFile = async (
  db: DbOrTx,
  file: { messageId: string; kind: string; xml: string; transactions: number; createdAt: Date },
) =>
  (
    await db
      .insert(railFiles)
      .values(file)
      .onConflictDoNothing()
      .returning({ id: railFiles.messageId })
  ).length > 0;

export const insertRailLines = async (
  db: DbOrTx,
  lines: { endToEndId: string; messageId: string; currency: string; amount: string }[],
) => {
  if (lines.length > 0) await db.insert(railLines).values(lines).onConflictDoNothing();
};

export const markPayoutsSent = async (
  db: DbOrTx,
  ids: string[],
  messageId: string,
  at: Date,
  nextInquiryAt: Date,
) => {
  if (ids.length === 0) return;
  await db
    .update(payouts)
    .set({ state: 4, railMessageId: messageId, sentAt: at, nextInquiryAt })
    .where(inArray(payouts.id, ids));
};

export const undeliveredFiles = (db: DbOrTx) =>
  db
    .select({ messageId: railFiles.messageId, xml: railFiles.xml })
    .from(railFiles)
    .where(and(eq(railFiles.kind, 'pain.001'), sql`${railFiles.deliveredAt} IS NULL`))
    .orderBy(asc(railFiles.createdAt));

export const markDelivered = async (db: DbOrTx, messageId: string, at: Date) => {
  await db
    .update(railFiles)
    .set({ deliveredAt: at })
    .where(and(eq(railFiles.messageId, messageId), sql`${railFiles.deliveredAt} IS NULL`));
};

/** Paying orders among these order numbers, locked (a status report resolves each once). */
export const lockPaying = (db: DbOrTx, orderNos: string[]) =>
  orderNos.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(payouts)
        .where(and(inArray(payouts.orderNo, orderNos), eq(payouts.state, 4)))
        .orderBy(asc(payouts.id))
        .for('update');

export const setLineStatuses = async (
  db: DbOrTx,
  statuses: { endToEndId: string; status: string; reasonCode: string | null }[],
  messageId: string,
  at: Date,
) => {
  if (statuses.length === 0) return;
  await db.execute(sql`
    UPDATE rail_lines SET status = s.status, reason_code = s."reasonCode",
      status_message_id = ${messageId}, status_at = ${at.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb)
      AS s("endToEndId" text, status text, "reasonCode" text)
    WHERE rail_lines.end_to_end_id = s."endToEndId" AND rail_lines.status IS NULL`);
};

/** Paying orders the bank has not answered by now, for the inquiry job. */
export const unansweredPaying = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select({ id: payouts.id, orderNo: payouts.orderNo, inquiries: payouts.inquiries })
    .from(payouts)
    .where(and(eq(payouts.state, 4), lte(payouts.nextInquiryAt, now)))
    .orderBy(asc(payouts.nextInquiryAt))
    .limit(limit);

export const setNextInquiry = async (db: DbOrTx, id: string, inquiries: number, at: Date) => {
  await db.update(payouts).set({ inquiries, nextInquiryAt: at }).where(eq(payouts.id, id));
};

export const findRailFile = async (db: DbOrTx, messageId: string) =>
  (await db.select().from(railFiles).where(eq(railFiles.messageId, messageId)).limit(1))[0];

/** A day's files (UTC) and the lines of its pain.001 files, with the ledger's view of each. */
export const railFilesOn = (db: DbOrTx, from: Date, to: Date) =>
  db
    .select({
      messageId: railFiles.messageId,
      kind: railFiles.kind,
      createdAt: railFiles.createdAt,
      transactions: railFiles.transactions,
    })
    .from(railFiles)
    .where(and(gte(railFiles.createdAt, from), lt(railFiles.createdAt, to)))
    .orderBy(asc(railFiles.createdAt));

/** The lines sent in files of that day, with the order's state. */
export const railLinesOn = (db: DbOrTx, from: Date, to: Date) =>
  db
    .select({
      endToEndId: railLines.endToEndId,
      messageId: railLines.messageId,
      currency: railLines.currency,
      amount: railLines.amount,
      status: railLines.status,
      statusMessageId: railLines.statusMessageId,
      state: payouts.state,
    })
    .from(railLines)
    .innerJoin(railFiles, eq(railFiles.messageId, railLines.messageId))
    .leftJoin(payouts, eq(payouts.orderNo, railLines.endToEndId))
    .where(and(gte(railFiles.createdAt, from), lt(railFiles.createdAt, to)))
    .orderBy(asc(railFiles.createdAt), asc(railLines.endToEndId));

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
    at: Date;
  }[],
) => {
  for (let i = 0; i < events.length; i += 1000)
    await db.insert(payoutEvents).values(events.slice(i, i + 1000));
};

export const findRailLine = async (db: DbOrTx, endToEndId: string) =>
  (await db.select().from(railLines).where(eq(railLines.endToEndId, endToEndId)).limit(1))[0];

/** Orders whose hold is missing, of another amount, or resolved against their state. */
export const payoutHoldMismatches = (db: DbOrTx) =>
  queryRows<{
    order_no: string;
    state: number;
    total: string;
    held: string | null;
    resolution: string | null;
  }>(
    db,
    sql`
      SELECT p.order_no, p.state, (p.amount + p.fee)::text AS total, h.amount::text AS held,
             h.resolution
      FROM payouts p LEFT JOIN holds h ON h.reference = 'payout:' || p.order_no || ':hold'
      WHERE h.id IS NULL OR h.amount <> p.amount + p.fee
         OR (p.state = 5 AND h.resolution IS DISTINCT FROM 'posted')
         OR (p.state IN (3, 6, 18) AND h.resolution IS DISTINCT FROM 'voided')
         OR (p.state IN (1, 2, 4, 7) AND h.resolution IS NOT NULL)
      ORDER BY p.created_at LIMIT 100`,
  );

/** Holds of payouts without their order. */
export const orphanPayoutHolds = (db: DbOrTx) =>
  queryRows<{ reference: string }>(
    db,
    sql`
      SELECT h.reference FROM holds h
      WHERE h.reference LIKE 'payout:%:hold'
        AND NOT EXISTS (SELECT 1 FROM payouts p WHERE 'payout:' || p.order_no || ':hold' = h.reference)
      LIMIT 100`,
  );

/** Paying orders sent before `before` and still unanswered. */
export const payingSentBefore = (db: DbOrTx, before: Date) =>
  db
    .select({ orderNo: payouts.orderNo, sentAt: payouts.sentAt })
    .from(payouts)
    .where(and(eq(payouts.state, 4), lt(payouts.sentAt, before)))
    .limit(100);

export const countPayouts = async (db: DbOrTx) =>
  (await db.select({ n: count() }).from(payouts))[0]?.n ?? 0;

// ——— Batches ———

export type BatchRow = typeof payoutBatches.$inferSelect;
export type NewBatch = typeof payoutBatches.$inferInsert;

/** Inserts a batch; a retry with the same merchant and Idempotency-Key inserts nothing. */
export const insertBatch = async (db: DbOrTx, row: NewBatch) =>
  (
    await db
      .insert(payoutBatches)
      .values(row)
      .onConflictDoNothing({ target: [payoutBatches.merchantId, payoutBatches.idempotencyKey] })
      .returning()
  )[0];

export const findBatchByKey = async (db: DbOrTx, merchantId: string, key: string) =>
  (
    await db
      .select()
      .from(payoutBatches)
      .where(and(eq(payoutBatches.merchantId, merchantId), eq(payoutBatches.idempotencyKey, key)))
      .limit(1)
  )[0];

export const findBatch = async (db: DbOrTx, batchNo: string, merchantId: string) =>
  (
    await db
      .select()
      .from(payoutBatches)
      .where(and(eq(payoutBatches.batchNo, batchNo), eq(payoutBatches.merchantId, merchantId)))
      .limit(1)
  )[0];

export const listBatches = async (db: DbOrTx, merchantId: string, window: RowWindow) => {
  const where = eq(payoutBatches.merchantId, merchantId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ batch: payoutBatches, createdByName: users.name })
      .from(payoutBatches)
      .innerJoin(users, eq(users.id, payoutBatches.createdBy))
      .where(where)
      .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(payoutBatches).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The orders of a batch, locked, in row order (a batch approval's). */
export const lockBatchOrders = (db: DbOrTx, batchNo: string, merchantId: string) =>
  db
    .select()
    .from(payouts)
    .where(and(eq(payouts.batchNo, batchNo), eq(payouts.merchantId, merchantId)))
    .orderBy(asc(payouts.orderNo))
    .for('update');

/** Many orders in one statement (a batch's). */
export const insertPayouts = (db: DbOrTx, rows: NewPayout[]) =>
  db.insert(payouts).values(rows).returning();

/** Per batch: its orders by state with their amounts and fees. */
export const batchStates = (db: DbOrTx, batchNos: string[]) =>
  batchNos.length === 0
    ? Promise.resolve([])
    : db
        .select({
          batchNo: payouts.batchNo,
          state: payouts.state,
          count: count(),
          amount: sql<string>`sum(${payouts.amount})::text`,
          fee: sql<string>`sum(${payouts.fee})::text`,
        })
        .from(payouts)
        .where(inArray(payouts.batchNo, batchNos))
        .groupBy(payouts.batchNo, payouts.state);
