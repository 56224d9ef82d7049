// The payout rail (ADR 0022, steps 3–5): passed orders leave in service hours as pain.001 files —
// written and the orders marked paying in one transaction *before* the file leaves, and sent again
// until the bank acknowledges it (it books by EndToEndId, so an order is never paid twice); the
// bank's pain.002 reports settle or fail them through the ledger's batch path; orders the bank has
// not answered are asked about again with back-off, and their money stays frozen until it answers.
import { randomUUID } from 'node:crypto';
import {
  fromMinor,
  isServiceTime,
  NotificationKind,
  OrderState,
  PlatformAccount,
  type Currency,
} from '@tradebridge/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import { every, type JobDefinition, type JobSchedule } from '../../../platform/jobs.ts';
import { resolveHolds, type PostingInput } from '../../core/ledger/index.ts';
import { returnQuota } from '../quota/index.ts';
import { notifyMany } from '../../services/notice/index.ts';
import { readPain002, writePain001, type CreditTransfer } from '../../../rails/iso20022/pain.ts';
import { holdReference } from './order-state.ts';
import { getServiceHours } from './pricing.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  batchStates,
  findRailFile,
  insertPayoutEvents,
  insertRailFile,
  insertRailLines,
  lockDueToSend,
  lockPaying,
  markDelivered,
  markPayoutsSent,
  setLineStatuses,
  setNextInquiry,
  setPayoutOutcomes,
  unansweredPaying,
  undeliveredFiles,
  type PayoutRow,
} from './repository.ts';
import { snapshotOf } from './views.ts';

/** Orders per pain.001 file. */
const FILE_SIZE = 1000;
/** How long after sending an order is first asked about, and the longest wait between asks. */
const FIRST_INQUIRY_MS = 10 * 60_000;
const MAX_INQUIRY_MS = 6 * 3_600_000;
const RAIL = 'rail';
/** States an order of a batch ends in: paid, refused, refunded after a failure. */
const FINISHED = new Set<number>([
  OrderState.PaymentSuccess,
  OrderState.ReviewRejected,
  OrderState.AbnormalRefund,
]);

const transferOf = (row: PayoutRow): CreditTransfer => {
  const payee = snapshotOf(row);
  const currency = row.currency as Currency;
  return {
    endToEndId: row.orderNo,
    amount: fromMinor(row.amount, currency),
    currency,
    creditor: {
      name: payee.name,
      country: payee.creditor.country,
      postalCode: payee.creditor.postalCode,
      town: payee.creditor.town,
    },
    account: { iban: payee.creditor.iban, other: payee.creditor.other },
    agent: { bic: payee.creditor.bic, memberId: payee.creditor.memberId },
    remittance: row.postscript || row.orderNo,
  };
};

/**
 * Writes the next pain.001 of passed orders due now (all of them in service hours; outside them
 * none: they wait for the next period) and marks them paying, in one transaction. Returns how many
 * orders it carries (0: nothing due).
 */
export const writeNextFile = async (deps: Deps): Promise<number> => {
  const now = nowOf(deps);
  const hours = await getServiceHours(deps.db);
  if (!isServiceTime(hours, now)) return 0;
  return deps.db.transaction(async (tx) => {
    const due = await lockDueToSend(tx, FILE_SIZE, false);
    if (due.length === 0) return 0;
    const messageId = `TB${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
    const date = now.toISOString().slice(0, 10);
    const fast = due.filter((row) => row.type === 6);
    const normal = due.filter((row) => row.type !== 6);
    const payments = [
      { priority: 'HIGH' as const, rows: fast },
      { priority: 'NORM' as const, rows: normal },
    ]
      .filter((p) => p.rows.length > 0)
      .map((p) => ({
        priority: p.priority,
        executionDate: date,
        transfers: p.rows.map(transferOf),
      }));
    const xml = writePain001({
      messageId,
      debtorName: deps.config.platformName,
      createdAt: now,
      payments,
    });
    await insertRailFile(tx, {
      messageId,
      kind: 'pain.001',
      xml,
      transactions: due.length,
      createdAt: now,
    });
    await insertRailLines(
      tx,
      payments.flatMap((p) =>
        p.transfers.map((t) => ({
          endToEndId: t.endToEndId,
          messageId,
          currency: t.currency,
          amount: t.amount,
        })),
      ),
    );
    await markPayoutsSent(
      tx,
      due.map((row) => row.id),
      messageId,
      now,
      new Date(now.getTime() + FIRST_INQUIRY_MS),
    );
    await insertPayoutEvents(
      tx,
      due.map((row) => ({
        payoutId: row.id,
        action: 'sent',
        state: OrderState.Paying,
        actor: RAIL,
        note: messageId,
        at: now,
      })),
    );
    return due.length;
  });
};

const RAIL_JOB = 'payout.rail';

/**
 * Asks for a turn of the rail at `runAt` (once per `key`): when an order is passed, and when a
 * file's reports are due. The schedule's turn (every 30 s) catches whatever these miss.
 */
export const wakeRail = async (deps: Deps, db: DbOrTx, key: string, runAt = nowOf(deps)) => {
  await deps.jobs.enqueue(db, { kind: RAIL_JOB, dedupeKey: `${RAIL_JOB}@${key}`, runAt });
};

/** Sends every file not yet acknowledged (a crash between writing and sending sends it now). */
export const deliverFiles = async (deps: Deps) => {
  let delivered = 0;
  const { bank } = deps.rails;
  for (const file of await undeliveredFiles(deps.db)) {
    const now = nowOf(deps);
    await bank.sendCreditTransfers(file.xml, now);
    await deps.db.transaction(async (tx) => {
      await markDelivered(tx, file.messageId, now);
      // A turn when the bank's reports of this file are due (a second past, for the clocks).
      for (const delay of new Set(bank.answerDelaysMs))
        await wakeRail(
          deps,
          tx,
          `${file.messageId}:${delay}`,
          new Date(now.getTime() + delay + 1000),
        );
    });
    deps.jobs.wake();
    delivered += 1;
  }
  return delivered;
};

const FINAL = new Set(['ACSC', 'RJCT']);

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
    const statusOf = new Map(finals.map((t) => [t.endToEndId, t]));
    const rows = await lockPaying(tx, [...statusOf.keys()]);
    const outcomes = await resolveHolds(
      tx,
      rows.map((row) => {
        const settled = statusOf.get(row.orderNo)!.status === 'ACSC';
        const currency = row.currency as Currency;
        const legs = (): PostingInput[] => [
          { account: { platform: PlatformAccount.BankClearing, currency }, amount: row.amount },
          ...(row.fee > 0n
            ? [{ account: { platform: PlatformAccount.FeeRevenue, currency }, amount: row.fee }]
            : []),
        ];
        return {
          reference: holdReference(row.orderNo),
          resolution: settled ? ('posted' as const) : ('voided' as const),
          legs,
          causedBy: `rail:${report.messageId}`,
          memo: { statusMessageId: report.messageId },
        };
      }),
    );
    const done = rows.filter((_, i) => outcomes[i]!.ok);
    const settledRows = done.filter((row) => statusOf.get(row.orderNo)!.status === 'ACSC');
    const failedRows = done.filter((row) => statusOf.get(row.orderNo)!.status === 'RJCT');
    /** The bank's words (its code is the order's failureCode); the timeline gives both. */
    const reasonOf = (row: PayoutRow) => {
      const status = statusOf.get(row.orderNo)!;
      return status.reason ?? status.reasonCode;
    };
    const reasonWithCode = (row: PayoutRow) => {
      const status = statusOf.get(row.orderNo)!;
      return [status.reasonCode, status.reason].filter(Boolean).join(' ') || null;
    };
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
        failureCode: statusOf.get(row.orderNo)!.reasonCode,
        reason: reasonOf(row),
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
      ...settledRows.map((row) =>
        event(row, 'settled', OrderState.PaymentSuccess, report.messageId),
      ),
      ...failedRows.flatMap((row) => [
        event(row, 'failed', OrderState.PaymentFailed, reasonWithCode(row)),
        event(row, 'refunded', OrderState.AbnormalRefund, null),
      ]),
    ]);
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
    // The maker hears how it ended: paid, or failed with the money back (spec "payment failed,
    // abnormal refund").
    const notice = (
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
          reason: settled ? '' : (reasonOf(row) ?? ''),
        },
        dedupeKey,
      };
    };
    // A batch's orders that are paid are told once, as the batch, when its last order is done (the
    // rail may carry them in many files); each failure on its own.
    const paidOfBatch = new Map<string, PayoutRow[]>();
    const single: PayoutRow[] = [];
    for (const row of done) {
      if (row.batchNo && statusOf.get(row.orderNo)!.status === 'ACSC')
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
    const queued = await notifyMany(deps, tx, [
      ...single.map((row) => {
        const settled = statusOf.get(row.orderNo)!.status === 'ACSC';
        return notice(
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
        notice(
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
    notifications.push(...queued);
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

/**
 * Asks the bank about paying orders it has not answered in time, with back-off (10 minutes, then
 * doubling up to 6 hours). Their money stays frozen meanwhile: never released on a guess.
 */
export const inquireUnanswered = async (deps: Deps) => {
  const now = nowOf(deps);
  const rows = await unansweredPaying(deps.db, now, 1000);
  if (rows.length === 0) return 0;
  for (const xml of await deps.rails.bank.inquire(
    rows.map((row) => row.orderNo),
    now,
  ))
    await applyStatusReport(deps, xml);
  for (const row of rows) {
    const wait = Math.min(FIRST_INQUIRY_MS * 2 ** (row.inquiries + 1), MAX_INQUIRY_MS);
    await setNextInquiry(deps.db, row.id, row.inquiries + 1, new Date(now.getTime() + wait));
  }
  return rows.length;
};

/** One turn of the rail: write and send what is due, apply what came back, ask what did not. */
export const runRail = async (deps: Deps) => {
  let sent = 0;
  for (let n = await writeNextFile(deps); n > 0; n = await writeNextFile(deps)) sent += n;
  await deliverFiles(deps);
  const { settled, failed } = await collectStatuses(deps);
  const asked = await inquireUnanswered(deps);
  return { sent, settled, failed, asked };
};

export const payoutJobs = (deps: Deps): JobDefinition[] => [
  {
    kind: RAIL_JOB,
    async run({ finish }) {
      await runRail(deps);
      await finish(async () => undefined);
    },
  },
];

/**
 * A turn every 30 seconds (the queue's scheduling period) for the inquiries and whatever the
 * turns asked for by `wakeRail` missed.
 */
export const payoutSchedules: JobSchedule[] = [{ kind: RAIL_JOB, slot: every(30_000) }];

/** A rail file as sent or received (the console shows it). */
export const railFileOf = async (deps: Deps, messageId: string) => {
  const file = await findRailFile(deps.db, messageId);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
};
