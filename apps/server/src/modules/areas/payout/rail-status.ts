// The rail's reports (ADR 0022, step 4): the bank's pain.002 reports settle or fail the orders it
// names through the ledger's batch path, and their makers hear how it ended. A report answers at
// the level of the file, a payment block or a transaction (issue 37): each order of the original
// file gets its effective status (rails/iso20022/pain002.ts effectiveStatuses); an accepted or
// pending one is kept on the order's timeline and the order stays paying (accepted is not paid).
import {
  bankOutcomeOf,
  BankOutcome,
  fromMinor,
  isFinalBankStatus,
  NotificationKind,
  OrderState,
  PlatformAccount,
  type BankStatusNote,
  type Currency,
  StatusReportSource,
  type StatusReportOutcome,
  type StatusReportResult,
} from '@tradebridge/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db/client.ts';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import { resolveHolds, type PostingInput } from '../../core/ledger/index.ts';
import { returnQuota } from '../quota/index.ts';
import { notifyMany } from '../../services/notice/index.ts';
import {
  blocksOfPain001,
  effectiveStatuses,
  readPain002,
  type EffectiveStatus,
  type StatusReport,
} from '../../../rails/iso20022/pain002.ts';
import { holdReference } from './order-state.ts';
import { RAIL } from './rail-job.ts';
import {
  batchStates,
  findRailFile,
  insertPayoutEvents,
  insertRailFile,
  lockPaying,
  setLineStatuses,
  setPayoutOutcomes,
  setRailFileOutcome,
  type PayoutRow,
} from './repository/index.ts';
import { snapshotOf } from './views.ts';

/** States an order of a batch ends in: paid, refused, refunded after a failure. */
const FINISHED = new Set<number>([
  OrderState.PaymentSuccess,
  OrderState.ReviewRejected,
  OrderState.AbnormalRefund,
]);

/**
 * One report being applied: what it says of each order it answers finally, and when. `platform`:
 * the platform's own refusal of orders before they leave (refuseBeforeSending), not the bank's.
 */
type Reported = {
  messageId: string;
  statusOf: Map<string, EffectiveStatus>;
  now: Date;
  platform?: boolean;
};

/** The bank's answer as the order's timeline keeps it (the portal shows it translated). */
const noteOf = (status: EffectiveStatus): BankStatusNote => ({
  status: status.status,
  outcome: bankOutcomeOf(status.status),
  level: status.level,
  reasonCode: status.reasonCode,
  text: status.reason,
});

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
 * Pays out the hold of each reported order (the amount to the bank clearing account, the fee to
 * revenue) or voids it, in the ledger's batch path; returns the orders it resolved.
 */
const resolveHoldsOf = async (tx: Tx, reported: Reported, rows: PayoutRow[]) => {
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
        causedBy: `rail:${reported.messageId}`,
        memo: { statusMessageId: reported.messageId },
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
  const { messageId, now } = reported;
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
  const event = (
    row: PayoutRow,
    action: string,
    state: OrderState,
    note: string | null,
    bank: BankStatusNote | null = null,
  ) => ({ payoutId: row.id, action, state, actor: RAIL, note, bank, at: now });
  // A failed payout gives back the settlement quota it drew.
  await returnQuota(
    tx,
    failedRows.map((row) => row.orderNo),
    now,
  );
  const bankOf = (row: PayoutRow) =>
    reported.platform ? null : noteOf(reported.statusOf.get(row.orderNo)!);
  await insertPayoutEvents(tx, [
    ...settledRows.map((row) =>
      event(row, 'settled', OrderState.PaymentSuccess, messageId, bankOf(row)),
    ),
    ...failedRows.flatMap((row) => [
      event(row, 'failed', OrderState.PaymentFailed, reasonWithCode(reported, row), bankOf(row)),
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
      outcome: settled ? 'paid' : reported.platform ? 'unsendable' : 'refunded',
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
 * Keeps what the bank said of orders it has not finished (accepted, pending, a code this version
 * does not know) on their timelines; they stay paying, their money frozen. Returns those recorded.
 */
const recordInterim = async (
  tx: Tx,
  report: StatusReport,
  interim: Map<string, EffectiveStatus>,
  now: Date,
) => {
  const rows = await lockPaying(tx, [...interim.keys()]);
  const mine = rows.filter((row) => row.railMessageId === report.originalMessageId);
  await insertPayoutEvents(
    tx,
    mine.map((row) => {
      const status = interim.get(row.orderNo)!;
      return {
        payoutId: row.id,
        action: 'bankStatus',
        state: OrderState.Paying,
        actor: RAIL,
        note: [status.status, status.reasonCode, status.reason].filter(Boolean).join(' '),
        bank: noteOf(status),
        at: now,
      };
    }),
  );
  return mine.map((row) => ({ orderNo: row.orderNo, status: interim.get(row.orderNo)!.status }));
};

/**
 * Applies one pain.002, at whatever level it answers: each order whose effective status is
 * settled (ACSC) pays its hold out — the amount to the bank clearing account, the fee to revenue —
 * and each rejected (RJCT, its own, its block's or the whole file's) fails and gives the money
 * back (6 then 18 abnormal refund), all holds through the ledger's batch path in one transaction.
 * Other statuses go on the orders' timelines. The file it answers is found by OrgnlMsgId, its
 * blocks by OrgnlPmtInfId (from the pain.001 as it left), its orders by OrgnlEndToEndId. A report
 * applied already (its MsgId) or an order no longer paying changes nothing. Refuses with
 * Iso20022Error what is not a pain.002. The report is kept with where it came from (`source`) and
 * what it did, in the same transaction (the console lists them).
 */
export const applyStatusReport = async (
  deps: Deps,
  xml: string,
  source: StatusReportSource,
): Promise<StatusReportResult> => {
  const report = readPain002(xml);
  const now = nowOf(deps);
  const notifications: string[] = [];
  const result: StatusReportResult = {
    messageId: report.messageId,
    originalMessageId: report.originalMessageId,
    duplicate: false,
    settled: [],
    rejected: [],
    recorded: [],
    unchanged: [],
    unmatched: [],
  };
  const applied = await deps.db.transaction(async (tx) => {
    const fresh = await insertRailFile(tx, {
      messageId: report.messageId,
      kind: 'pain.002',
      xml,
      transactions: report.payments.reduce((n, p) => n + p.transactions.length, 0),
      createdAt: now,
      source,
    });
    if (!fresh) return { ...result, duplicate: true };
    const original = await findRailFile(tx, report.originalMessageId);
    const { statuses, unmatched } = effectiveStatuses(
      report,
      original?.kind === 'pain.001' ? blocksOfPain001(original.xml) : null,
    );
    result.unmatched = unmatched;
    const finals = new Map([...statuses].filter(([, s]) => isFinalBankStatus(s.status)));
    const interim = new Map([...statuses].filter(([, s]) => !isFinalBankStatus(s.status)));
    const reported: Reported = { messageId: report.messageId, statusOf: finals, now };
    // An order the report names but that left in another file is not the report's to resolve.
    const paying = (await lockPaying(tx, [...finals.keys()])).filter(
      (row) => row.railMessageId === report.originalMessageId,
    );
    const done = await resolveHoldsOf(tx, reported, paying);
    const settledRows = done.filter((row) => isSettled(reported, row));
    const failedRows = done.filter(
      (row) => bankOutcomeOf(finals.get(row.orderNo)!.status) === BankOutcome.Rejected,
    );
    await recordOutcomes(tx, reported, settledRows, failedRows);
    await setLineStatuses(
      tx,
      [...finals].map(([endToEndId, s]) => ({
        endToEndId,
        status: s.status,
        reasonCode: s.reasonCode,
      })),
      report.messageId,
      now,
    );
    result.settled = settledRows.map((row) => row.orderNo);
    result.rejected = failedRows.map((row) => row.orderNo);
    result.recorded = await recordInterim(tx, report, interim, now);
    const moved = new Set([
      ...result.settled,
      ...result.rejected,
      ...result.recorded.map((r) => r.orderNo),
    ]);
    result.unchanged = [...statuses]
      .filter(([orderNo]) => !moved.has(orderNo))
      .map(([orderNo, s]) => ({ orderNo, status: s.status }));
    await writeAudit(tx, {
      actor: { type: 'system' },
      action: 'payout.status',
      target: `railFile:${report.messageId}`,
      after: {
        originalMessageId: report.originalMessageId,
        settled: result.settled,
        failed: result.rejected,
        recorded: result.recorded,
        unmatched: result.unmatched,
      },
    });
    const { duplicate: _, ...outcome } = result;
    await setRailFileOutcome(tx, report.messageId, outcome satisfies StatusReportOutcome);
    notifications.push(...(await notifyMakers(deps, tx, reported, done)));
    return result;
  });
  deps.outbox.send(notifications);
  return applied;
};

/**
 * Fails, before they leave, orders the bank could not read — an international payment to a payee
 * without a name and address in Latin script: placed before the English name was required
 * (latinProblemOf refuses new ones) — as a bank's rejection would (RR03: creditor name or address
 * missing), with the money back at once, the quota returned and the maker told to add the English
 * name. The rows are locked by the caller. Returns the notices queued.
 */
export const refuseBeforeSending = async (deps: Deps, tx: Tx, rows: PayoutRow[], now: Date) => {
  const refusal: EffectiveStatus = {
    status: 'RJCT',
    level: 'transaction',
    reasonCode: 'RR03',
    reason: null,
  };
  const reported: Reported = {
    messageId: 'platform:latinNames',
    statusOf: new Map(rows.map((row) => [row.orderNo, refusal])),
    now,
    platform: true,
  };
  const done = await resolveHoldsOf(tx, reported, rows);
  await recordOutcomes(tx, reported, [], done);
  return notifyMakers(deps, tx, reported, done);
};

/** Takes the bank's reports due now and applies each. */
export const collectStatuses = async (deps: Deps) => {
  let settled = 0;
  let failed = 0;
  for (const xml of await deps.rails.bank.collectStatusReports(nowOf(deps))) {
    const applied = await applyStatusReport(deps, xml, StatusReportSource.Bank);
    settled += applied.settled.length;
    failed += applied.rejected.length;
  }
  return { settled, failed };
};
