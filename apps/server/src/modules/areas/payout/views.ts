// A payout as the API shows it: the row, with what it waits for and what the viewer may do.
import {
  ApprovalDecision,
  fromMinor,
  nextServiceStart,
  OrderState,
  PayoutAction,
  PayoutWait,
  type BankStatusNote,
  type Currency,
  type OpsPayoutOrder,
  type PayoutOrder,
  type PayoutRow as PayoutListRow,
  type PayoutType,
  type ServiceHours,
} from '@tradebridge/contracts';
import type { PayoutRow } from './repository/index.ts';

/** The payee as the order keeps it (payee jsonb). */
export type PayeeSnapshot = {
  id: string;
  name: string;
  method: 'bank' | 'card';
  country: string | null;
  bankName: string;
  accountTail: string;
  currency: string;
  /** The form as stored (a card's number as its last four). */
  details: Record<string, string | number | null>;
  /** What the pain.001 carries. */
  creditor: {
    iban: string | null;
    other: string | null;
    bic: string | null;
    memberId: string | null;
    postalCode: string | null;
    town: string | null;
    country: string | null;
    // Kept since issue 37 (orders placed before derive them from `details`: payee-snapshot.ts).
    /** Paid over SWIFT rather than the country's local scheme: the creditor goes out in Latin. */
    international?: boolean;
    /** The holder's name as it goes out; null on an international payment with no Latin name. */
    name?: string | null;
    /** The holder's address as typed, for AdrLine. */
    lines?: string[];
    /** Province or state. */
    subdivision?: string | null;
    /** The clearing system of memberId (ExternalClearingSystemIdentification1Code, or proprietary). */
    clearingSystem?: string | null;
    proprietary?: boolean;
  };
};

export const snapshotOf = (row: PayoutRow) => row.payee as PayeeSnapshot;

const waitingOf = (row: PayoutRow, hours: ServiceHours, now: Date) => {
  switch (row.state) {
    case OrderState.PendingSecondReview:
      return PayoutWait.Approvers;
    case OrderState.PendingReview:
      return PayoutWait.Review;
    case OrderState.ReviewPassed:
      return nextServiceStart(hours, now) ? PayoutWait.ServiceHours : PayoutWait.Bank;
    case OrderState.Paying:
      return PayoutWait.Bank;
    default:
      return null;
  }
};

export type ViewContext = {
  hours: ServiceHours;
  now: Date;
  viewerId?: string;
  canApprove?: boolean;
};

export const payoutRowView = (
  row: PayoutRow,
  createdByName: string,
  { hours, now }: ViewContext,
): PayoutListRow => {
  const currency = row.currency as Currency;
  const payee = snapshotOf(row);
  const waitingFor = waitingOf(row, hours, now);
  return {
    orderNo: row.orderNo,
    batchNo: row.batchNo,
    type: row.type as PayoutType,
    state: row.state as OrderState,
    currency,
    amount: fromMinor(row.amount, currency),
    fee: fromMinor(row.fee, currency),
    total: fromMinor(row.amount + row.fee, currency),
    payee: {
      id: payee.id,
      name: payee.name,
      method: payee.method,
      country: payee.country,
      bankName: payee.bankName,
      accountTail: payee.accountTail,
    },
    purpose: row.purpose as PayoutOrder['purpose'],
    explanation: row.explanation,
    postscript: row.postscript,
    createdBy: createdByName,
    createdAt: row.createdAt.toISOString(),
    approvalsNeeded: row.approvalsNeeded,
    waitingFor,
    nextServiceAt:
      waitingFor === PayoutWait.ServiceHours
        ? (nextServiceStart(hours, now)?.toISOString() ?? null)
        : null,
    sameDay: row.sameDay,
    reason: row.reason,
    failureCode: row.failureCode,
    sentAt: row.sentAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
};

export type DetailParts = {
  createdByName: string;
  approvals: {
    userId: string;
    userName: string;
    decision: string;
    reason: string | null;
    at: Date;
  }[];
  events: {
    at: Date;
    action: string;
    state: number;
    actor: string;
    note: string | null;
    /** The bank's status behind a rail event (BankStatusNote as stored). */
    bank?: unknown;
  }[];
  proofFiles: { id: string; name: string }[];
};

export const payoutView = (
  row: PayoutRow,
  parts: DetailParts,
  context: ViewContext,
): PayoutOrder => {
  const base = payoutRowView(row, parts.createdByName, context);
  const actions: PayoutAction[] = [];
  const decided = parts.approvals.some((a) => a.userId === context.viewerId);
  if (
    row.state === OrderState.PendingSecondReview &&
    context.canApprove &&
    context.viewerId !== row.createdBy &&
    !decided
  )
    actions.push(PayoutAction.Approve);
  if (row.state === OrderState.PaymentSuccess)
    actions.push(PayoutAction.Receipt, PayoutAction.Proof);
  return {
    ...base,
    proofFiles: parts.proofFiles,
    approvals: parts.approvals.map((a) => ({
      userName: a.userName,
      decision:
        a.decision === ApprovalDecision.Decline
          ? ApprovalDecision.Decline
          : ApprovalDecision.Approve,
      reason: a.reason,
      at: a.at.toISOString(),
    })),
    history: parts.events.map((e) => ({
      at: e.at.toISOString(),
      action: e.action,
      state: e.state as OrderState,
      actor: e.actor,
      note: e.note,
      bank: e.bank ? (e.bank as BankStatusNote) : null,
    })),
    actions,
  };
};

export const opsPayoutView = (
  row: PayoutRow,
  parts: DetailParts,
  context: ViewContext,
  merchant: { merNo: string; name: string },
  payeeInReview: boolean,
): OpsPayoutOrder => ({
  ...payoutView(row, parts, context),
  merchantId: row.merchantId,
  merNo: merchant.merNo,
  merchantName: merchant.name,
  payeeDetails: snapshotOf(row).details,
  railMessageId: row.railMessageId,
  payeeInReview,
});
