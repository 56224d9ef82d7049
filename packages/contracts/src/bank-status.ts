// What a bank's payment status report (ISO 20022 pain.002) says of a payout: its status codes and
// what each means for the order, and the reasons it gives (ExternalStatusReason1Code). The portal
// and the console show a reason in the reader's language (locale key `bankReason.<code>`) with the
// bank's own words (AddtlInf) beside it; a code not listed here shows as the code and those words.
import { z } from 'zod';

/** The ISO 20022 status codes (TransactionGroupStatus3Code, TransactionIndividualStatus3Code). */
export const BankStatus = {
  Received: 'RCVD',
  TechnicallyAccepted: 'ACTC',
  CustomerProfileAccepted: 'ACCP',
  SettlementInProcess: 'ACSP',
  AcceptedWithChange: 'ACWC',
  Pending: 'PDNG',
  PartiallyAccepted: 'PART',
  Settled: 'ACSC',
  Rejected: 'RJCT',
} as const;
export type BankStatus = (typeof BankStatus)[keyof typeof BankStatus];

/**
 * What a status means for an order. Accepted is not paid: the order stays paying with the bank's
 * step on its timeline; Paid and Rejected are final (paid out, or refunded through the ledger).
 * PerTransaction (PART) says nothing of a transaction it does not list; Unknown is a code this
 * version does not know: recorded, never guessed.
 */
export const BankOutcome = {
  Accepted: 'accepted',
  Pending: 'pending',
  PerTransaction: 'perTransaction',
  Paid: 'paid',
  Rejected: 'rejected',
  Unknown: 'unknown',
} as const;
export type BankOutcome = (typeof BankOutcome)[keyof typeof BankOutcome];

export const BANK_STATUS_OUTCOMES: Record<BankStatus, BankOutcome> = {
  RCVD: BankOutcome.Pending,
  ACTC: BankOutcome.Accepted,
  ACCP: BankOutcome.Accepted,
  ACSP: BankOutcome.Accepted,
  ACWC: BankOutcome.Accepted,
  PDNG: BankOutcome.Pending,
  PART: BankOutcome.PerTransaction,
  ACSC: BankOutcome.Paid,
  RJCT: BankOutcome.Rejected,
};

export const isBankStatus = (code: string): code is BankStatus =>
  Object.prototype.hasOwnProperty.call(BANK_STATUS_OUTCOMES, code);

export const bankOutcomeOf = (code: string): BankOutcome =>
  isBankStatus(code) ? BANK_STATUS_OUTCOMES[code] : BankOutcome.Unknown;

/** Whether an order is done once this status reaches it. */
export const isFinalBankStatus = (code: string) =>
  bankOutcomeOf(code) === BankOutcome.Paid || bankOutcomeOf(code) === BankOutcome.Rejected;

/**
 * The reasons banks commonly give in a pain.002 (ISO 20022 ExternalStatusReason1Code). Each has a
 * message in every locale (`bankReason.<code>` in the portal's and console's payout namespace).
 */
export const BANK_REASON_CODES = [
  'AC01',
  'AC02',
  'AC03',
  'AC04',
  'AC05',
  'AC06',
  'AC13',
  'AG01',
  'AG02',
  'AG03',
  'AM01',
  'AM02',
  'AM03',
  'AM04',
  'AM05',
  'AM09',
  'AM10',
  'BE01',
  'BE04',
  'BE05',
  'BE06',
  'BE07',
  'CNOR',
  'CURR',
  'CUST',
  'DNOR',
  'DT01',
  'DUPL',
  'ED05',
  'FF01',
  'MD07',
  'MS02',
  'MS03',
  'NARR',
  'RC01',
  'RR01',
  'RR02',
  'RR03',
  'RR04',
  'TM01',
] as const;
export type BankReasonCode = (typeof BANK_REASON_CODES)[number];

export const isBankReasonCode = (code: string | null | undefined): code is BankReasonCode =>
  !!code && (BANK_REASON_CODES as readonly string[]).includes(code);

/** The bank's answer as an order's timeline keeps it: status, reason code and its words. */
export const ZBankStatusNote = z.object({
  /** The ISO code as the bank sent it (an unknown one too). */
  status: z.string(),
  outcome: z.enum(Object.values(BankOutcome) as [BankOutcome, ...BankOutcome[]]),
  /** The level the status was given at: the transaction, its payment block or the whole file. */
  level: z.enum(['transaction', 'payment', 'group']),
  reasonCode: z.string().nullable(),
  /** The bank's AddtlInf text. */
  text: z.string().nullable(),
});
export type BankStatusNote = z.infer<typeof ZBankStatusNote>;

/** What applying a status report did (the console's upload shows it; the inbox job logs it). */
export const ZStatusReportResult = z.object({
  /** The report's MsgId and the file it answers (OrgnlMsgId). */
  messageId: z.string(),
  originalMessageId: z.string(),
  /** Applied before (the same MsgId): nothing changed this time. */
  duplicate: z.boolean(),
  /** Orders paid (ACSC) and rejected with the money back (RJCT) by this report. */
  settled: z.array(z.string()),
  rejected: z.array(z.string()),
  /** Orders left paying with the bank's status on their timeline (accepted, pending, unknown). */
  recorded: z.array(z.object({ orderNo: z.string(), status: z.string() })),
  /** Orders the report names that were no longer paying (answered before). */
  unchanged: z.array(z.object({ orderNo: z.string(), status: z.string() })),
  /** What it names that is not in the original file, or a file that is not ours. */
  unmatched: z.array(
    z.object({
      level: z.enum(['transaction', 'payment', 'group']),
      reference: z.string(),
      status: z.string().nullable(),
    }),
  ),
});
export type StatusReportResult = z.infer<typeof ZStatusReportResult>;

/** Where a status report came from: uploaded in the console, the reports inbox, the bank rail. */
export const StatusReportSource = {
  Console: 'console',
  Inbox: 'inbox',
  Bank: 'bank',
} as const;
export type StatusReportSource = (typeof StatusReportSource)[keyof typeof StatusReportSource];
export const zStatusReportSource = z.enum(
  Object.values(StatusReportSource) as [StatusReportSource, ...StatusReportSource[]],
);

/** What applying a report did, as kept with the report (rail_files.outcome; kept once). */
export const ZStatusReportOutcome = ZStatusReportResult.omit({ duplicate: true });
export type StatusReportOutcome = z.infer<typeof ZStatusReportOutcome>;

/**
 * A status report the platform applied, newest first in the console's history. Reports applied
 * before outcomes were kept have no source and no outcome lists (null): nothing is made up.
 */
export const ZStatusReportEntry = z.object({
  messageId: z.string(),
  /** The pain.001 it answers (OrgnlMsgId); null for a report received before it was kept. */
  originalMessageId: z.string().nullable(),
  source: zStatusReportSource.nullable(),
  receivedAt: z.string(),
  settled: ZStatusReportOutcome.shape.settled.nullable(),
  rejected: ZStatusReportOutcome.shape.rejected.nullable(),
  recorded: ZStatusReportOutcome.shape.recorded.nullable(),
  unchanged: ZStatusReportOutcome.shape.unchanged.nullable(),
  unmatched: ZStatusReportOutcome.shape.unmatched.nullable(),
});
export type StatusReportEntry = z.infer<typeof ZStatusReportEntry>;
