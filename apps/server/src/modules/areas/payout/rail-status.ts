// The rail's reports (ADR 0022, step 4): the bank's pain.002 reports settle or fail the orders it
// names through the ledger's batch path, and their makers hear how it ended.
import {
  fromMinor,
  NotificationKind,
  OrderState,
  PlatformAccount,
  type Currency,
} from '@tradebridge/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db/client.ts';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import { resolveHolds, type PostingInput } from '../../core/ledger/index.ts';
import { returnQuota } from '../quota/index.ts';
import { notifyMany } from '../../services/notice/index.ts';
import {
  readPain002,
  type StatusReport,
  type TransactionStatus,
} from '../../../rails/iso20022/pain002.ts';
import { holdReference } from './order-state.ts';
import { RAIL } from './rail-job.ts';
import {
  batchStates,
  insertPayoutEvents,
  insertRailFile,
  lockPaying,
  setLineStatuses,
  setPayoutOutcomes,
  type PayoutRow,
} from './repository/index.ts';
import { snapshotOf } from './views.ts';

/** States an order of a batch ends in: paid, refused, refunded after a failure. */
const FINISHED = new Set<number>([
  OrderState.PaymentSuccess,
  OrderState.ReviewRejected,
  OrderState.AbnormalRefund,
]);

const FINAL = new Set(['ACSC', 'RJCT']);

/** One report being applied: what it says of each order it answers finally, and when. */
type Reported = {
  report: StatusReport;
  statusOf: Map<string, TransactionStatus>;
  now: Date;
};

const isSettled = (reported: Reported, row: PayoutRow) =>
  reported.statusOf.get(row.orderNo)!.status === 'ACSC';

/** The bank's words (its code is the order's failureCode); the timeline gives both. */
const reasonOf = (reported: Reported, row: PayoutRow) => {
  const status = reported.statusOf.get(row.orderNo)!;
  return status.reason ?? status.reasonCode;
};

const reasonWithCode = (reported: Reported, row: PayoutRow) => {
  const status = reported.statusOf.get(row.orderNo)!;
  return [status.reasonCode, status.reason].filter(Boolean).join(' ') || null;
};

/**
 * Pays out the hold of each reported order still paying (the amount to the bank clearing account,
 * the fee to revenue) or voids it, in the ledger's batch path; returns the orders it resolved.
 */
const resolveReported = async (tx: Tx, reported: Reported) => {
  const { report } = reported;
  const rows = await lockPaying(tx, [...reported.statusOf.keys()]);
  const outcomes = await resolveHolds(
    tx,
    rows.map((row) => {
      const currency = row.currency as Currency;
      const legs = (): PostingInput[] => [
        { account: { platform: PlatformAccount.BankClearing, currency }, amount: row.amount },
        ...(row.fee > 0n
          ? [{ account: { platform: PlatformAccount.FeeRevenue, currency }, amount: row.fee }]
          : []),
      ];
      return {
        reference: holdReference(row.orderNo),
        resolution: isSettled(reported, row) ? ('posted' as const) : ('voided' as const),
        legs,
        causedBy: `rail:${report.messageId}`,
        memo: { statusMessageId: report.messageId },
      };
    }),
  );
  return rows.filter((_, i) => outcomes[i]!.ok);
};

/** Settles or fails the resolved orders, with their timelines (a failure is refunded at once). */
const recordOutcomes = async (
  tx: Tx,
  reported: Reported,
  settledRows: PayoutRow[],
  failedRows: PayoutRow[],
) => {
  const { report, now } = reported;
  await setPayoutOutcomes(tx, [
    ...settledRows.map((row) => ({
      id: row.id,
      state: OrderState.PaymentSuccess,
      settledAt: now.toISOString(),
      failureCode: null,
      reason: null,
    })),
    ...failedRows.map((row) => ({
      id: row.id,
      state: OrderState.AbnormalRefund,
      settledAt: null,
      failureCode: reported.statusOf.get(row.orderNo)!.reasonCode,
      reason: reasonOf(reported, row),
    })),
  ]);
  const event = (row: PayoutRow, action: string, state: OrderState, note: string | null) => ({
    payoutId: row.id,
    action,
    state,
    actor: RAIL,
    note,
    at: now,
  });
  await insertPayoutEvents(tx, [
    ...settledRows.map((row) => event(row, 'settled', OrderState.PaymentSuccess, report.messageId)),
    ...failedRows.flatMap((row) => [
      event(row, 'failed', OrderState.PaymentFailed, reasonWithCode(reported, row)),
      event(row, 'refunded', OrderState.AbnormalRefund, null),
    ]),
  ]);
};

/** The notice of how an order (or a batch, as one) ended: paid, or failed with the money back. */
const noticeOf = (
  reported: Reported,
  row: PayoutRow,
  settled: boolean,
  values: { orderNo: string; amount: bigint; total: bigint; counterparty: string },
  dedupeKey: string,
) => {
  const currency = row.currency as Currency;
  return {
    merchantId: row.merchantId,
    userId: row.createdBy,
    kind: NotificationKind.FundOutflow,
    params: {
      outcome: settled ? 'paid' : 'refunded',
      orderNo: values.orderNo,
      amount: fromMinor(values.amount, currency),
      total: fromMinor(values.total, currency),
      currency,
      counterparty: values.counterparty,
      reason: settled ? '' : (reasonOf(reported, row) ?? ''),
    },
    dedupeKey,
  };
};

/**
 * The maker hears how it ended: paid, or failed with the money back (spec "payment failed,
 * abnormal refund"). A batch's orders that are paid are told once, as the batch, when its last
 * order is done (the rail may carry them in many files); each failure on its own. Returns the
 * notices queued.
 */
const notifyMakers = async (deps: Deps, tx: Tx, reported: Reported, done: PayoutRow[]) => {
  const paidOfBatch = new Map<string, PayoutRow[]>();
  const single: PayoutRow[] = [];
  for (const row of done) {
    if (row.batchNo && isSettled(reported, row))
      paidOfBatch.set(row.batchNo, [...(paidOfBatch.get(row.batchNo) ?? []), row]);
    else single.push(row);
  }
  const batches = await batchStates(tx, [...paidOfBatch.keys()]);
  const finished = [...paidOfBatch].flatMap(([batchNo, rows]) => {
    const states = batches.filter((b) => b.batchNo === batchNo);
    if (states.some((b) => !FINISHED.has(b.state))) return [];
    const paid = states.filter((b) => b.state === OrderState.PaymentSuccess);
    const count = paid.reduce((sum, b) => sum + b.count, 0);
    const amount = paid.reduce((sum, b) => sum + BigInt(b.amount), 0n);
    const fee = paid.reduce((sum, b) => sum + BigInt(b.fee), 0n);
    return [{ batchNo, row: rows[0]!, count, amount, fee }];
  });
  return notifyMany(deps, tx, [
    ...single.map((row) => {
      const settled = isSettled(reported, row);
      return noticeOf(
        reported,
        row,
        settled,
        {
          orderNo: row.orderNo,
          amount: row.amount,
          total: row.amount + row.fee,
          counterparty: snapshotOf(row).name,
        },
        `payout:${row.orderNo}:${settled ? 'paid' : 'refunded'}`,
      );
    }),
    ...finished.map(({ batchNo, row, count, amount, fee }) =>
      noticeOf(
        reported,
        row,
        true,
        {
          orderNo: batchNo,
          amount,
          total: amount + fee,
          counterparty: snapshotOf(row).name + (count > 1 ? ` +${count - 1}` : ''),
        },
        `payoutBatch:${batchNo}:paid`,
      ),
    ),
  ]);
};

/**
 * Applies one pain.002: each order it settles (ACSC) pays its hold out — the amount to the bank
 * clearing account, the fee to revenue — and each it rejects (RJCT) fails and gives the money back
 * (6 then 18 abnormal refund), all holds through the ledger's batch path in one transaction.
 * A report applied already (its MsgId) or an order no longer paying changes nothing.
 */
export const applyStatusReport = async (deps: Deps, xml: string) => {
  const report = readPain002(xml);
  const now = nowOf(deps);
  const finals = report.transactions.filter((t) => FINAL.has(t.status));
  const notifications: string[] = [];
  const applied = await deps.db.transaction(async (tx) => {
    const fresh = await insertRailFile(tx, {
      messageId: report.messageId,
      kind: 'pain.002',
      xml,
      transactions: report.transactions.length,
      createdAt: now,
    });
    if (!fresh) return { settled: 0, failed: 0 };
    const reported: Reported = {
      report,
      statusOf: new Map(finals.map((t) => [t.endToEndId, t])),
      now,
    };
    const done = await resolveReported(tx, reported);
    const settledRows = done.filter((row) => isSettled(reported, row));
    const failedRows = done.filter((row) => reported.statusOf.get(row.orderNo)!.status === 'RJCT');
    await recordOutcomes(tx, reported, settledRows, failedRows);
    // A failed payout gives back the settlement quota it drew.
    await returnQuota(
      tx,
      failedRows.map((row) => row.orderNo),
      now,
    );
    await setLineStatuses(
      tx,
      finals.map((t) => ({ endToEndId: t.endToEndId, status: t.status, reasonCode: t.reasonCode })),
      report.messageId,
      now,
    );
    await writeAudit(tx, {
      actor: { type: 'system' },
      action: 'payout.status',
      target: `railFile:${report.messageId}`,
      after: {
        originalMessageId: report.originalMessageId,
        settled: settledRows.map((row) => row.orderNo),
        failed: failedRows.map((row) => row.orderNo),
      },
    });
    notifications.push(...(await notifyMakers(deps, tx, reported, done)));
    return { settled: settledRows.length, failed: failedRows.length };
  });
  deps.outbox.send(notifications);
  return applied;
};

/** Takes the bank's reports due now and applies each. */
export const collectStatuses = async (deps: Deps) => {
  let settled = 0;
  let failed = 0;
  for (const xml of await deps.rails.bank.collectStatusReports(nowOf(deps))) {
    const applied = await applyStatusReport(deps, xml);
    settled += applied.settled;
    failed += applied.failed;
  }
  return { settled, failed };
};
