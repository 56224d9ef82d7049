// The sandbox bank at the other end of the payout rail (ADR 0022): it takes pain.001 files, books
// each credit transfer once by its EndToEndId (a file sent twice pays once), and answers with
// pain.002 status reports after a delay — a fast transfer (priority HIGH) after
// SANDBOX_BANK_DELAY_MS, an ordinary one after three times that. Whether a payment settles is
// decided by the account it goes to; the test accounts (by the last four digits of the account
// number, IBAN or card number) are documented in the README and the ADR:
//   …9999  rejected, AC04 closed account
//   …7777  rejected, AC01 incorrect account number
//   …8888  settled, but the report is lost: only an inquiry (the retrying job) learns it
//   anything else settles (ACSC).
// Its reports quote each payment's block (PmtInfId) and answer at SANDBOX_BANK_REPORT_LEVEL:
// transaction (each TxSts), payment (one PmtInfSts per block whose payments all ended alike) or
// group (one GrpSts for a file that did), as real banks variously do; with SANDBOX_BANK_ACKNOWLEDGE
// it first acknowledges each file it took (GrpSts ACTC), as many banks do within minutes.
// Its book is its own table; it knows nothing of orders, holds or the ledger.
import { randomUUID } from 'node:crypto';
import type { SandboxReportLevel } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { readPain001 } from '../../iso20022/pain001.ts';
import {
  blocksOfPain001,
  writePain002,
  type ReportedStatus,
  type StatusReport,
  type TransactionStatus,
} from '../../iso20022/pain002.ts';
import type { BankRail } from '../port.ts';
import {
  blockSizes,
  bookPayments,
  knownPayments,
  takeDue,
  takeUnacknowledged,
  type BankRow,
} from './repository.ts';

const TEST_ACCOUNTS: Record<
  string,
  { outcome: 'ACSC' | 'RJCT'; code: string | null; reason: string | null; lost?: boolean }
> = {
  '9999': { outcome: 'RJCT', code: 'AC04', reason: 'Closed account number' },
  '7777': { outcome: 'RJCT', code: 'AC01', reason: 'Incorrect account number' },
  '8888': { outcome: 'ACSC', code: null, reason: null, lost: true },
};

/** What the sandbox bank does with a payment to this account. */
export const sandboxOutcomeOf = (account: string) =>
  TEST_ACCOUNTS[account.replace(/\D/g, '').slice(-4)] ?? {
    outcome: 'ACSC' as const,
    code: null,
    reason: null,
  };

const REASONS: Record<string, string> = {
  AC04: 'Closed account number',
  AC01: 'Incorrect account number',
};

const newReportId = () => `SBX${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;

const statusOf = (row: BankRow): ReportedStatus => ({
  status: row.outcome,
  reasonCode: row.reasonCode,
  reason: row.reasonCode ? (REASONS[row.reasonCode] ?? null) : null,
});

/** One answer for all of these (the same outcome and reason), or null when they differ. */
const commonAnswer = (rows: BankRow[]) =>
  rows.every((r) => r.outcome === rows[0]!.outcome && r.reasonCode === rows[0]!.reasonCode)
    ? statusOf(rows[0]!)
    : null;

/** A payment's block: booked before blocks were kept, the message stands for it. */
const blockOf = (row: BankRow) => row.paymentInfoId ?? row.messageId;

const transactionsOf = (rows: BankRow[]): TransactionStatus[] =>
  rows.map((row) => ({ endToEndId: row.endToEndId, instructionId: null, ...statusOf(row) }));

/**
 * pain.002 documents for these payments, one per original message, at `level` where the answer
 * allows it: a status for a whole block (or file) only when every payment of it is answered here
 * and alike — a group or block status speaks for every transaction under it, so a block still
 * waiting (an ordinary one behind a fast one, a lost report) keeps it at a lower level. `sizes`
 * (payments per block) is null for an inquiry, which answers for the transactions it was asked
 * about.
 */
const reportsOf = (
  rows: BankRow[],
  now: Date,
  bankName: string,
  level: SandboxReportLevel,
  sizes: Map<string, Map<string, number>> | null,
) => {
  const byMessage = new Map<string, Map<string, BankRow[]>>();
  for (const row of rows) {
    const blocks = byMessage.get(row.messageId) ?? new Map<string, BankRow[]>();
    blocks.set(blockOf(row), [...(blocks.get(blockOf(row)) ?? []), row]);
    byMessage.set(row.messageId, blocks);
  }
  return [...byMessage].map(([originalMessageId, blocks]) => {
    const fileSizes = sizes?.get(originalMessageId);
    const covers = (blockId: string) => fileSizes?.get(blockId) === blocks.get(blockId)?.length;
    const wholeFile =
      !!fileSizes && fileSizes.size === blocks.size && [...blocks.keys()].every(covers);
    const fileAnswer = wholeFile ? commonAnswer([...blocks.values()].flat()) : null;
    const messageId = newReportId();
    const report: StatusReport =
      level === 'group' && fileAnswer
        ? { messageId, createdAt: now, originalMessageId, group: fileAnswer, payments: [] }
        : {
            messageId,
            createdAt: now,
            originalMessageId,
            // Mixed outcomes carry no GrpSts (optional) rather than PART, which not every
            // reader knows (iso20022.js refuses it): each block or transaction says its own.
            group: fileAnswer ?? { status: null, reasonCode: null, reason: null },
            payments: [...blocks].map(([paymentInfoId, blockRows]) => {
              const blockAnswer =
                level !== 'transaction' && covers(paymentInfoId) ? commonAnswer(blockRows) : null;
              return blockAnswer
                ? { paymentInfoId, ...blockAnswer, transactions: [] }
                : {
                    paymentInfoId,
                    status: null,
                    reasonCode: null,
                    reason: null,
                    transactions: transactionsOf(blockRows),
                  };
            }),
          };
    return writePain002(report, bankName);
  });
};

/** The sandbox bank's side of payouts: it takes pain.001 files and answers with pain.002. */
export const sandboxPayments = (
  db: DbOrTx,
  delayMs: number,
  bankName: string,
  level: SandboxReportLevel = 'transaction',
  acknowledge = false,
): Pick<
  BankRail,
  'answerDelaysMs' | 'sendCreditTransfers' | 'collectStatusReports' | 'inquire'
> => ({
  answerDelaysMs: [delayMs, delayMs * 3],
  async sendCreditTransfers(xml, now) {
    const message = readPain001(xml);
    const blockOfTransfer = new Map(
      blocksOfPain001(xml).blocks.flatMap((b) => b.endToEndIds.map((id) => [id, b.paymentInfoId])),
    );
    await bookPayments(
      db,
      message.payments.flatMap((payment) =>
        payment.transfers.map((t) => {
          const account = t.account.iban ?? t.account.other ?? '';
          const outcome = sandboxOutcomeOf(account);
          const delay = payment.priority === 'HIGH' ? delayMs : delayMs * 3;
          return {
            endToEndId: t.endToEndId,
            messageId: message.messageId,
            paymentInfoId: blockOfTransfer.get(t.endToEndId) ?? null,
            currency: t.currency,
            amount: t.amount,
            account,
            priority: payment.priority,
            outcome: outcome.outcome,
            reasonCode: outcome.code,
            loseReport: outcome.lost ?? false,
            answerAt: new Date(now.getTime() + delay),
            receivedAt: now,
          };
        }),
      ),
    );
  },
  async collectStatusReports(now, limit = 10_000) {
    // A file's technical acceptance goes out before any final answer of its payments.
    const acknowledgements = acknowledge
      ? (await takeUnacknowledged(db, now, limit)).map((originalMessageId) =>
          writePain002(
            {
              messageId: newReportId(),
              createdAt: now,
              originalMessageId,
              group: { status: 'ACTC', reasonCode: null, reason: null },
              payments: [],
            },
            bankName,
          ),
        )
      : [];
    const due = await takeDue(db, now, limit);
    // A lost report is marked sent and never arrives: only an inquiry brings the outcome.
    const answered = due.filter((row) => !row.loseReport);
    const sizes = await blockSizes(db, [...new Set(answered.map((row) => row.messageId))]);
    return [...acknowledgements, ...reportsOf(answered, now, bankName, level, sizes)];
  },
  async inquire(endToEndIds, now) {
    if (endToEndIds.length === 0) return [];
    return reportsOf(await knownPayments(db, endToEndIds, now), now, bankName, level, null);
  },
});
