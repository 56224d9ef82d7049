// The sandbox bank's book: the payments it took, by EndToEndId, and which it has answered.
import { and, asc, count, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { sandboxBankPayments } from './schema.ts';

export type BankRow = typeof sandboxBankPayments.$inferSelect;
export type NewBankRow = typeof sandboxBankPayments.$inferInsert;

/** Books payments; one already booked (the same file or order again) is not booked twice. */
export const bookPayments = async (db: DbOrTx, rows: NewBankRow[]) => {
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(sandboxBankPayments)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
};

/** Takes the payments whose answer is due and not yet given, marking them answered. */
export const takeDue = (db: DbOrTx, now: Date, limit: number) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(sandboxBankPayments)
      .where(and(isNull(sandboxBankPayments.reportedAt), lte(sandboxBankPayments.answerAt, now)))
      .orderBy(asc(sandboxBankPayments.answerAt), asc(sandboxBankPayments.endToEndId))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0)
      await tx
        .update(sandboxBankPayments)
        .set({ reportedAt: now })
        .where(
          inArray(
            sandboxBankPayments.endToEndId,
            due.map((row) => row.endToEndId),
          ),
        );
    return due;
  });

/** The payments among these whose outcome is known by now. */
export const knownPayments = (db: DbOrTx, endToEndIds: string[], now: Date) =>
  db
    .select()
    .from(sandboxBankPayments)
    .where(
      and(
        inArray(sandboxBankPayments.endToEndId, endToEndIds),
        lte(sandboxBankPayments.answerAt, now),
      ),
    );

/** How many payments each block (PmtInfId) of these messages holds, by message. */
export const blockSizes = async (db: DbOrTx, messageIds: string[]) => {
  const sizes = new Map<string, Map<string, number>>();
  if (messageIds.length === 0) return sizes;
  const rows = await db
    .select({
      messageId: sandboxBankPayments.messageId,
      paymentInfoId: sandboxBankPayments.paymentInfoId,
      n: count(),
    })
    .from(sandboxBankPayments)
    .where(inArray(sandboxBankPayments.messageId, messageIds))
    .groupBy(sandboxBankPayments.messageId, sandboxBankPayments.paymentInfoId);
  for (const row of rows) {
    const blocks = sizes.get(row.messageId) ?? new Map<string, number>();
    blocks.set(row.paymentInfoId ?? row.messageId, row.n);
    sizes.set(row.messageId, blocks);
  }
  return sizes;
};

/**
 * Takes the files of payments not acknowledged (nor answered) yet, marking them acknowledged: a
 * file answered already needs no acknowledgement.
 */
export const takeUnacknowledged = (db: DbOrTx, now: Date, limit: number) =>
  db.transaction(async (tx) => {
    const rows = await tx
      .select({
        endToEndId: sandboxBankPayments.endToEndId,
        messageId: sandboxBankPayments.messageId,
      })
      .from(sandboxBankPayments)
      .where(
        and(isNull(sandboxBankPayments.acknowledgedAt), isNull(sandboxBankPayments.reportedAt)),
      )
      .orderBy(asc(sandboxBankPayments.receivedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(sandboxBankPayments)
        .set({ acknowledgedAt: now })
        .where(
          inArray(
            sandboxBankPayments.endToEndId,
            rows.map((row) => row.endToEndId),
          ),
        );
    return [...new Set(rows.map((row) => row.messageId))];
  });
