// The rail's sending steps (ADR 0022, step 3): passed orders leave in service hours as pain.001
// files, written and the orders marked paying in one transaction *before* the file leaves, and sent
// again until the bank acknowledges it (it books by EndToEndId, so an order is never paid twice).
import { randomUUID } from 'node:crypto';
import { fromMinor, isServiceTime, OrderState, type Currency } from '@tradebridge/contracts';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import { writePain001, type CreditTransfer } from '../../../rails/iso20022/pain001.ts';
import { getServiceHours } from './pricing.ts';
import { FIRST_INQUIRY_MS, RAIL, wakeRail } from './rail-job.ts';
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
