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
// Its book is its own table; it knows nothing of orders, holds or the ledger.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { readPain001 } from '../../iso20022/pain001.ts';
import { writePain002, type TransactionStatus } from '../../iso20022/pain002.ts';
import type { BankRail } from '../port.ts';
import { bookPayments, knownPayments, takeDue, type BankRow } from './repository.ts';

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

/** pain.002 documents for these payments, one per original message. */
const reportsOf = (rows: BankRow[], now: Date, bankName: string) => {
  const byMessage = new Map<string, TransactionStatus[]>();
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({
      endToEndId: row.endToEndId,
      status: row.outcome,
      reasonCode: row.reasonCode,
      reason: row.reasonCode ? (REASONS[row.reasonCode] ?? null) : null,
    });
    byMessage.set(row.messageId, list);
  }
  return [...byMessage].map(([originalMessageId, transactions]) =>
    writePain002(
      {
        messageId: `SBX${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
        createdAt: now,
        originalMessageId,
        transactions,
      },
      bankName,
    ),
  );
};

/** The sandbox bank's side of payouts: it takes pain.001 files and answers with pain.002. */
export const sandboxPayments = (
  db: DbOrTx,
  delayMs: number,
  bankName: string,
): Pick<
  BankRail,
  'answerDelaysMs' | 'sendCreditTransfers' | 'collectStatusReports' | 'inquire'
> => ({
  answerDelaysMs: [delayMs, delayMs * 3],
  async sendCreditTransfers(xml, now) {
    const message = readPain001(xml);
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
    const due = await takeDue(db, now, limit);
    // A lost report is marked sent and never arrives: only an inquiry brings the outcome.
    return reportsOf(
      due.filter((row) => !row.loseReport),
      now,
      bankName,
    );
  },
  async inquire(endToEndIds, now) {
    if (endToEndIds.length === 0) return [];
    return reportsOf(await knownPayments(db, endToEndIds, now), now, bankName);
  },
});
