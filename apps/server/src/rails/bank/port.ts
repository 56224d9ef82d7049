// The bank rail's port: what the platform asks of the bank that holds its accounts and pays its
// payouts, in the bank's own documents (ISO 20022). Each bank is one adapter of this port, chosen by
// BANK_RAIL; the sandbox bank (./sandbox) is the only one so far. Areas reach it as deps.rails.bank.
import type { CamtNotification } from '../iso20022/camt054.ts';
import type { StatementDay, StatementEntry } from '../iso20022/camt053.ts';

/** The details a bank issues for a collection account in one currency. */
export type AccountDetails = {
  currency: string;
  accountName: string;
  accountNumber: string;
  bankName: string;
  bankAddress: string;
  bic: string;
  iban: string | null;
  routingNumber: string | null;
  bsb: string | null;
  sortCode: string | null;
  cnaps: string | null;
};

export type BankRail = {
  /** The bank's name, as its documents and the platform's receipts show it. */
  bankName: string;

  // Money out: pain.001 credit transfers, answered by pain.002 status reports.
  /** When, after a file is taken, its reports are due (fast and ordinary payments). */
  answerDelaysMs: readonly number[];
  /** Hands a pain.001 over; resolves once the bank took it. Idempotent by EndToEndId. */
  sendCreditTransfers(pain001: string, now: Date): Promise<void>;
  /** The status reports due by now, each handed out once (pain.002 documents). */
  collectStatusReports(now: Date, limit?: number): Promise<string[]>;
  /** Asks about payments again: a report for those the bank has an outcome for by now. */
  inquire(endToEndIds: string[], now: Date): Promise<string[]>;

  // Accounts and what the bank sends about them.
  /** The currencies the bank opens collection accounts in. */
  accountCurrencies: readonly string[];
  /** The details of one account in one currency; the same account always gets the same ones. */
  issueAccountDetails(
    account: { id: string; holderName: string },
    currency: string,
  ): AccountDetails;
  /** The credit notification (camt.054) the bank delivers for these credits, chunk by chunk. */
  creditNotification(
    message: { id: string; createdAt: string },
    notifications: Iterable<CamtNotification>,
  ): AsyncIterable<string>;
  /**
   * An account's end-of-day statement (camt.053), chunk by chunk: the head from the day's totals,
   * then the entries booked that day as the caller reads them, batch by batch.
   */
  statement(
    day: StatementDay,
    entries: AsyncIterable<StatementEntry[]> | Iterable<StatementEntry[]>,
  ): AsyncIterable<string>;
};
