// The rail's sending steps (ADR 0022, step 3): passed orders leave in service hours as pain.001
// files, written and the orders marked paying in one transaction *before* the file leaves, and sent
// again until the bank acknowledges it (it books by EndToEndId, so an order is never paid twice).
import { randomUUID } from 'node:crypto';
import {
  fromMinor,
  isServiceTime,
  OrderState,
  PayoutType,
  serviceDayOf,
  type Currency,
} from '@tradebridge/contracts';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import {
  paymentBlocksOf,
  writePain001,
  type CreditTransfer,
} from '../../../rails/iso20022/pain001.ts';
import { cannotLeave, creditorOf } from './payee-snapshot.ts';
import { getServiceHours } from './pricing.ts';
import { FIRST_INQUIRY_MS, RAIL, wakeRail } from './rail-job.ts';
import { refuseBeforeSending } from './rail-status.ts';
import {
  insertPayoutEvents,
  insertRailFile,
  insertRailLines,
  lockDueToSend,
  markDelivered,
  markPayoutsSent,
  undeliveredFiles,
  type PayoutRow,
} from './repository/index.ts';
import { snapshotOf } from './views.ts';

/** Orders per pain.001 file. */
const FILE_SIZE = 1000;

const transferOf = (row: PayoutRow): CreditTransfer => {
  const payee = snapshotOf(row);
  const creditor = creditorOf(payee);
  const currency = row.currency as Currency;
  const member =
    creditor.memberId && creditor.clearingSystem
      ? {
          system: creditor.clearingSystem,
          proprietary: creditor.proprietary,
          id: creditor.memberId,
        }
      : null;
  return {
    endToEndId: row.orderNo,
    amount: fromMinor(row.amount, currency),
    currency,
    creditor: {
      // Null only where it is not international: an international one without it cannot leave.
      name: creditor.name ?? payee.name,
      street: null,
      buildingNumber: null,
      postalCode: creditor.postalCode,
      town: creditor.town,
      subdivision: creditor.subdivision,
      country: creditor.country,
      lines: creditor.lines,
    },
    account: { iban: creditor.iban, other: creditor.other },
    // No invented agent: an IBAN without BIC leaves the creditor's bank to the IBAN.
    agent: creditor.bic || member ? { bic: creditor.bic, member } : null,
    remittance: row.postscript || row.orderNo,
  };
};

/**
 * Writes the next pain.001 of passed orders due now (all of them in service hours; outside them
 * none: they wait for the next period) and marks them paying, in one transaction; an order that
 * cannot leave as it was kept (cannotLeave) fails with its money back instead. Returns how many
 * orders it took (0: nothing due).
 */
export const writeNextFile = async (deps: Deps): Promise<number> => {
  const now = nowOf(deps);
  const hours = await getServiceHours(deps.db);
  if (!isServiceTime(hours, now)) return 0;
  const notices: string[] = [];
  const taken = await deps.db.transaction(async (tx) => {
    const locked = await lockDueToSend(tx, FILE_SIZE, false);
    const unreadable = locked.filter((row) => cannotLeave(snapshotOf(row)));
    if (unreadable.length > 0)
      notices.push(...(await refuseBeforeSending(deps, tx, unreadable, now)));
    const refused = new Set(unreadable);
    const due = locked.filter((row) => !refused.has(row));
    if (due.length === 0) return unreadable.length;
    // The day the bank is asked to execute: the service calendar's, not UTC's.
    const executionDate = serviceDayOf(hours, now);
    // 26 characters: its blocks' PmtInfIds (`-<n>`) stay within 35.
    const messageId = `TB${executionDate.replaceAll('-', '')}${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
    const isFast = (row: PayoutRow) => row.type === PayoutType.FastTransfer;
    // Fast transfers' blocks first; then one block per priority and currency (a single date).
    const payments = paymentBlocksOf(
      [...due.filter(isFast), ...due.filter((row) => !isFast(row))].map((row) => ({
        ...transferOf(row),
        priority: isFast(row) ? ('HIGH' as const) : ('NORM' as const),
        executionDate,
      })),
    );
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
    return locked.length;
  });
  deps.outbox.send(notices);
  return taken;
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
