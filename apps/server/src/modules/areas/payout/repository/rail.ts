// SQL of the payout rail: the orders it sends and asks about, its files and their lines.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../platform/db/client.ts';
import { windowWithTotal, type RowWindow } from '../../../../platform/db/paging.ts';
import { payouts, railFiles, railLines } from '../schema.ts';

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
  file: {
    messageId: string;
    kind: string;
    xml: string;
    transactions: number;
    createdAt: Date;
    source?: string;
  },
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

/** What applying a pain.002 did, kept with it (contracts StatusReportOutcome). */
export const setRailFileOutcome = async (db: DbOrTx, messageId: string, outcome: unknown) => {
  await db.update(railFiles).set({ outcome }).where(eq(railFiles.messageId, messageId));
};

/**
 * The pain.002 files received, newest first, with their source and outcome; the XML only of
 * those kept before outcomes were (the file it answers is read from it).
 */
export const listStatusReportFiles = (db: DbOrTx, window: RowWindow) =>
  windowWithTotal(
    db
      .select({
        messageId: railFiles.messageId,
        createdAt: railFiles.createdAt,
        source: railFiles.source,
        outcome: railFiles.outcome,
        oldXml: sql<
          string | null
        >`CASE WHEN ${railFiles.outcome} IS NULL THEN ${railFiles.xml} END`,
      })
      .from(railFiles)
      .where(eq(railFiles.kind, 'pain.002'))
      .orderBy(desc(railFiles.createdAt), desc(railFiles.messageId))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(railFiles).where(eq(railFiles.kind, 'pain.002')),
  );

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

export const findRailLine = async (db: DbOrTx, endToEndId: string) =>
  (await db.select().from(railLines).where(eq(railLines.endToEndId, endToEndId)).limit(1))[0];
