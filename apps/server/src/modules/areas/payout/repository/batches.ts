// SQL of payout batches: the batch rows, their orders and their states.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../platform/db/client.ts';
import { keyedRecords } from '../../../../platform/db/keyed-records.ts';
import { filteredWindow, type RowWindow } from '../../../../platform/db/paging.ts';
import { payoutBatches, payouts } from '../schema.ts';
import { users } from '../../../../platform/db/schema.ts';
import type { NewPayout } from './orders.ts';

export type BatchRow = typeof payoutBatches.$inferSelect;
export type NewBatch = typeof payoutBatches.$inferInsert;

const batchRecords = keyedRecords(payoutBatches);

/** Inserts a batch; a retry with the same merchant and Idempotency-Key inserts nothing. */
export const insertBatch = batchRecords.insert;

export const findBatchByKey = batchRecords.findByKey;

export const findBatch = async (db: DbOrTx, batchNo: string, merchantId: string) =>
  (
    await db
      .select()
      .from(payoutBatches)
      .where(and(eq(payoutBatches.batchNo, batchNo), eq(payoutBatches.merchantId, merchantId)))
      .limit(1)
  )[0];

export const listBatches = async (db: DbOrTx, merchantId: string, window: RowWindow) => {
  return filteredWindow(
    db
      .select({ batch: payoutBatches, createdByName: users.name })
      .from(payoutBatches)
      .innerJoin(users, eq(users.id, payoutBatches.createdBy))
      .$dynamic(),
    (where) => db.select({ n: count() }).from(payoutBatches).where(where),
    {
      where: eq(payoutBatches.merchantId, merchantId),
      order: [desc(payoutBatches.createdAt), desc(payoutBatches.id)],
      window,
    },
  );
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
