// Batch views (issue 20): a batch's head (its totals, entered against rows, orders by status, what
// was paid and returned) and its orders as the viewer sees them, one batch or the merchant's list.
import {
  fromMinor,
  OrderState,
  ZPayoutBatchListQuery,
  type Currency,
  type PayoutBatch,
  type PayoutBatchListQuery,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { canApprove } from './approval-policy.ts';
import { sum } from './batch-check.ts';
import { getServiceHours } from './pricing.ts';
import {
  batchStates,
  findBatch,
  listBatches,
  listPayouts,
  userNameOf,
  type BatchRow,
} from './repository/index.ts';
import { payoutRowView } from './views.ts';

const FINAL_PAID = [OrderState.PaymentSuccess] as number[];
const RETURNED = [OrderState.ReviewRejected, OrderState.AbnormalRefund] as number[];

const batchHead = (
  batch: BatchRow,
  createdByName: string,
  states: { state: number; count: number; amount: bigint; fee: bigint }[],
  waitingForMe: number,
) => {
  const currency = batch.currency as Currency;
  return {
    batchNo: batch.batchNo,
    source: batch.source as PayoutBatch['source'],
    currency,
    count: batch.count,
    amount: fromMinor(batch.amount, currency),
    fee: fromMinor(batch.fee, currency),
    total: fromMinor(batch.amount + batch.fee, currency),
    entered:
      batch.enteredCount !== null && batch.enteredTotal !== null
        ? { count: batch.enteredCount, total: fromMinor(batch.enteredTotal, currency) }
        : null,
    rowsCount: batch.rowsCount,
    rowsTotal: fromMinor(batch.rowsTotal, currency),
    countConsistent: batch.enteredCount === null ? null : batch.enteredCount === batch.rowsCount,
    totalConsistent: batch.enteredTotal === null ? null : batch.enteredTotal === batch.rowsTotal,
    skipped: batch.rowsCount - batch.count,
    approvalsNeeded: batch.approvalsNeeded,
    createdBy: createdByName,
    createdAt: batch.createdAt.toISOString(),
    states: states
      .map((s) => ({ state: s.state as OrderState, count: s.count }))
      .sort((a, b) => a.state - b.state),
    paid: fromMinor(
      sum(states.filter((s) => FINAL_PAID.includes(s.state)).map((s) => s.amount)),
      currency,
    ),
    returned: fromMinor(
      sum(states.filter((s) => RETURNED.includes(s.state)).map((s) => s.amount + s.fee)),
      currency,
    ),
    waitingForMe,
  };
};

/** A batch with every order, as the viewer sees it (what waits for their approval). */
export const batchDetailOf = async (
  deps: Deps,
  db: DbOrTx,
  batch: BatchRow,
  viewerId: string,
): Promise<PayoutBatch> => {
  const { rows } = await listPayouts(
    db,
    { merchantId: batch.merchantId, batchNo: batch.batchNo },
    { limit: 100, offset: 0 },
  );
  // In the order of the batch's rows (each order's key ends in its row's place).
  const place = (key: string) => Number(key.slice(key.lastIndexOf('#') + 1));
  rows.sort((a, b) => place(a.payout.idempotencyKey) - place(b.payout.idempotencyKey));
  const states = new Map<number, { state: number; count: number; amount: bigint; fee: bigint }>();
  for (const { payout } of rows) {
    const s = states.get(payout.state) ?? { state: payout.state, count: 0, amount: 0n, fee: 0n };
    s.count += 1;
    s.amount += payout.amount;
    s.fee += payout.fee;
    states.set(payout.state, s);
  }
  const waiting = (await canApprove(db, batch.merchantId, viewerId))
    ? (
        await listPayouts(
          db,
          { merchantId: batch.merchantId, batchNo: batch.batchNo, approverId: viewerId },
          { limit: 1, offset: 0 },
        )
      ).total
    : 0;
  const context = { hours: await getServiceHours(db), now: nowOf(deps) };
  return {
    ...batchHead(batch, await userNameOf(db, batch.createdBy), [...states.values()], waiting),
    orders: rows.map((r) => payoutRowView(r.payout, r.createdByName, context)),
  };
};

export const getMyBatch = async (deps: Deps, auth: UserAuth, batchNo: string) => {
  const batch = await findBatch(deps.db, batchNo, auth.merchantId);
  if (!batch) throw new AppError('NOT_FOUND');
  return batchDetailOf(deps, deps.db, batch, auth.userId);
};

export const listMyBatches = async (deps: Deps, auth: UserAuth, query: PayoutBatchListQuery) => {
  const q = ZPayoutBatchListQuery.parse(query);
  const { rows, total } = await listBatches(deps.db, auth.merchantId, rowWindowOf(q));
  const states = await batchStates(
    deps.db,
    rows.map((r) => r.batch.batchNo),
  );
  const approver = await canApprove(deps.db, auth.merchantId, auth.userId);
  const list = [];
  for (const { batch, createdByName } of rows) {
    const waiting = approver
      ? (
          await listPayouts(
            deps.db,
            { merchantId: auth.merchantId, batchNo: batch.batchNo, approverId: auth.userId },
            { limit: 1, offset: 0 },
          )
        ).total
      : 0;
    list.push(
      batchHead(
        batch,
        createdByName,
        states
          .filter((s) => s.batchNo === batch.batchNo)
          .map((s) => ({
            state: s.state,
            count: s.count,
            amount: BigInt(s.amount),
            fee: BigInt(s.fee),
          })),
        waiting,
      ),
    );
  }
  return pageOf(q, list, total);
};
