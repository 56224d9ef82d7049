// Payouts (issue 19, spec §4 order states, §9 order types 1 withdraw, 2 transfer, 6 fast
// transfer; "payment waits for review; outside bank service hours it is processed in the next
// working period"): how an order moves (ADR 0022: hold → approve → send → settle or release) and
// when the bank serves. The orders' operations come with the payout area's server.
import { z } from 'zod';
import { ZBankStatusNote, ZStatusReportEntry, ZStatusReportResult } from './bank-status.ts';
import { ZPageRequest } from './collection.ts';
import { FeeType, OrderType, PaymentPurpose } from './constants.ts';
import { zEnglishText } from './certification-forms.ts';
import { FILE_TYPES, ReportKind, reportExport } from './download.ts';
import { dateRangeFields, pageFields, zPage } from './envelope.ts';
import { toMinor, zAmount, zCurrency } from './money.ts';
import { operationsOf } from './operation.ts';
import { zDecisionRequest } from './review.ts';
import { PayeeMethod, PayeeUsage } from './payee.ts';
import { ZPaymentCredentials } from './security.ts';
import type { Edge } from './state-edges.ts';
import { OrderState, zCodeOf } from './states.ts';
import {
  isWindowOpen,
  minuteOfDay,
  minuteOfWeek,
  nextWindowOpening,
  wallMinuteOfWeek,
  type WeeklyWindow,
} from './weekly-window.ts';

/** The order types a payout is (spec §9). */
export const PAYOUT_TYPES = [OrderType.Withdraw, OrderType.Transfer, OrderType.FastTransfer];

/**
 * An order's way: waiting for the merchant's own approvers where its amount band asks for them
 * (7, beyond the spec: maker-checker), then the platform's review (1); passed (2) it is sent to
 * the bank (4) in service hours and settles (5) or fails (6), a failure giving the money back (18
 * abnormal refund). A refusal at either review (3) releases the hold.
 */
export const PAYOUT_EDGES: readonly Edge<OrderState>[] = [
  { from: OrderState.PendingSecondReview, to: OrderState.PendingReview, by: 'approved' },
  { from: OrderState.PendingSecondReview, to: OrderState.ReviewRejected, by: 'declined' },
  { from: OrderState.PendingReview, to: OrderState.ReviewPassed, by: 'reviewPassed' },
  { from: OrderState.PendingReview, to: OrderState.ReviewRejected, by: 'reviewRejected' },
  { from: OrderState.ReviewPassed, to: OrderState.Paying, by: 'sent' },
  { from: OrderState.Paying, to: OrderState.PaymentSuccess, by: 'settled' },
  { from: OrderState.Paying, to: OrderState.PaymentFailed, by: 'failed' },
  { from: OrderState.PaymentFailed, to: OrderState.AbnormalRefund, by: 'refunded' },
];

/** Where a submitted order starts: with the merchant's approvers when its band has any. */
export const payoutStartState = (needsApprovers: boolean): OrderState =>
  needsApprovers ? OrderState.PendingSecondReview : OrderState.PendingReview;

// ——— Bank service hours ———

// 24:00 closes at midnight (a bank that serves the whole day).
const zTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'timeInvalid' });

/**
 * When the bank takes payments: on `days` (ISO weekdays, 1 Monday … 7 Sunday) from `opens` to
 * `closes` in `timeZone`; a fast transfer submitted in service hours before `fastCutoff` is paid
 * the same day (spec §9: "same day or 0–1 working days").
 */
export const ZServiceHours = z
  .object({
    timeZone: z.string().trim().min(1).max(64),
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    opens: zTime,
    closes: zTime,
    fastCutoff: zTime,
  })
  .refine((hours) => hours.opens < hours.closes, { path: ['closes'], error: 'timeInvalid' });
export type ServiceHours = z.infer<typeof ZServiceHours>;

/** Monday to Friday, 09:00 to 17:00 Hong Kong time; fast transfers same day until 15:00. */
export const DEFAULT_SERVICE_HOURS: ServiceHours = {
  timeZone: 'Asia/Hong_Kong',
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '17:00',
  fastCutoff: '15:00',
};

/** The service hours as a weekly window: a span on each service day (none if they close first). */
const weeklyOf = (hours: ServiceHours): WeeklyWindow => ({
  timeZone: hours.timeZone,
  spans:
    minuteOfDay(hours.opens) < minuteOfDay(hours.closes)
      ? hours.days.map((day) => ({
          from: minuteOfWeek(day, hours.opens),
          to: minuteOfWeek(day, hours.closes),
        }))
      : [],
});

/** In service hours at `at`: opens inclusive, closes exclusive (to the minute). */
export const isServiceTime = (hours: ServiceHours, at: Date): boolean =>
  isWindowOpen(weeklyOf(hours), at);

/** A fast transfer submitted at `at` is paid the same day: in service hours, before the cut-off. */
export const isFastSameDay = (hours: ServiceHours, at: Date): boolean =>
  isServiceTime(hours, at) &&
  wallMinuteOfWeek(at, hours.timeZone) % 1440 < minuteOfDay(hours.fastCutoff);

/** One formatter per zone: making one costs far more than using it. */
const serviceDays = new Map<string, Intl.DateTimeFormat>();
/**
 * The service calendar's day at `at` (YYYY-MM-DD in the service hours' time zone): the day a bank
 * is asked to execute a payment sent then (23:30 UTC is already the next day in Hong Kong).
 */
export const serviceDayOf = (hours: ServiceHours, at: Date): string => {
  let format = serviceDays.get(hours.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: hours.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    serviceDays.set(hours.timeZone, format);
  }
  return format.format(at);
};

/** When the next service period starts after `at`; null while it is service time. */
export const nextServiceStart = (hours: ServiceHours, at: Date): Date | null =>
  nextWindowOpening(weeklyOf(hours), at);

// ——— Orders ———

export const PayoutType = {
  Withdraw: OrderType.Withdraw,
  Transfer: OrderType.Transfer,
  FastTransfer: OrderType.FastTransfer,
} as const;
export type PayoutType = (typeof PayoutType)[keyof typeof PayoutType];
const zPayoutType = z.union(
  [
    z.literal(PayoutType.Withdraw),
    z.literal(PayoutType.Transfer),
    z.literal(PayoutType.FastTransfer),
  ],
  { error: 'required' },
);

/** The fee type an order of each type is charged by (spec §9 fee types). */
export const PAYOUT_FEE_TYPE: Record<PayoutType, FeeType> = {
  [PayoutType.Withdraw]: FeeType.Withdraw,
  [PayoutType.Transfer]: FeeType.Payment,
  [PayoutType.FastTransfer]: FeeType.FastPayment,
};

/** Which payees an order type pays: a withdrawal the merchant's own accounts, the others payees'. */
export const usageOfPayoutType = (type: PayoutType): PayeeUsage =>
  type === PayoutType.Withdraw ? PayeeUsage.Withdraw : PayeeUsage.Transfer;

const PURPOSES = Object.values(PaymentPurpose) as [PaymentPurpose, ...PaymentPurpose[]];
export const PAYOUT_LIMITS = {
  /** Proof files per order (contracts, invoices). */
  proofFiles: 5,
  explanation: 200,
  /** The English postscript travels to the payee's bank (pain.001 remittance: 140 characters). */
  postscript: 140,
  /** Receipts downloaded at once (spec §5). */
  receipts: 10,
  /** Approval bands and approvers a merchant may define. */
  bands: 5,
  approvers: 20,
} as const;

/** What the user is about to pay: the order's fee and total before confirming. */
export const ZPayoutPriceRequest = z.object({
  type: zPayoutType,
  payeeId: z.uuid({ error: 'required' }),
  /** The paying account's currency; it must be the payee's (spec §5). */
  currency: zCurrency,
  amount: zAmount,
  /** Which settlement quotas a payout into mainland China draws on (goods when not said). */
  purpose: z.enum(PURPOSES).optional(),
});
export type PayoutPriceRequest = z.input<typeof ZPayoutPriceRequest>;

/** Why an order would wait, or what it waits for now. */
export const PayoutWait = {
  Approvers: 'approvers',
  Review: 'review',
  ServiceHours: 'serviceHours',
  Bank: 'bank',
} as const;
export type PayoutWait = (typeof PayoutWait)[keyof typeof PayoutWait];
const zWait = z.enum(Object.values(PayoutWait) as [PayoutWait, ...PayoutWait[]]);

export const ZPayoutPrice = z.object({
  type: zPayoutType,
  currency: zCurrency,
  amount: z.string(),
  fee: z.string(),
  /** Amount plus fee: what is held now and what the confirmation asks to type again. */
  total: z.string(),
  feeType: z.number().int(),
  available: z.string(),
  /** In the bank's service hours now; if not, when the next period starts. */
  serviceOpen: z.boolean(),
  nextServiceAt: z.string().nullable(),
  /** A fast transfer paid today (in service hours, before the cut-off). */
  sameDay: z.boolean(),
  /** How many of the merchant's approvers must approve it (its amount band). */
  approvalsNeeded: z.number().int().min(0).max(2),
  serviceHours: ZServiceHours,
  /**
   * Paid into mainland China it draws on the settlement quota (issue 20): the amount's US dollars
   * and what the merchant's available quotas of its purpose's kinds leave; null when it does not.
   */
  quota: z.object({ needed: z.string(), remaining: z.string() }).nullable(),
});
export type PayoutPrice = z.infer<typeof ZPayoutPrice>;

export const ZCreatePayoutRequest = ZPayoutPriceRequest.extend({
  purpose: z.enum(PURPOSES, { error: 'required' }),
  explanation: z.string().trim().max(PAYOUT_LIMITS.explanation).default(''),
  /** To the payee's bank, in English (spec §3 "postscript (English)"). */
  postscript: z
    .string()
    .trim()
    .max(PAYOUT_LIMITS.postscript)
    .default('')
    .pipe(z.union([z.literal(''), zEnglishText(PAYOUT_LIMITS.postscript)])),
  proofFileIds: z.array(z.uuid()).max(PAYOUT_LIMITS.proofFiles).default([]),
  /** The total (amount + fee) typed again in the payment confirmation. */
  reenteredAmount: zAmount,
  credentials: ZPaymentCredentials,
});
export type CreatePayoutRequest = z.input<typeof ZCreatePayoutRequest>;

export const ApprovalDecision = { Approve: 'approve', Decline: 'decline' } as const;
export type ApprovalDecision = (typeof ApprovalDecision)[keyof typeof ApprovalDecision];

export const PayoutAction = {
  Approve: 'approve',
  Receipt: 'receipt',
  Proof: 'proof',
} as const;
export type PayoutAction = (typeof PayoutAction)[keyof typeof PayoutAction];

export const ZPayoutEvent = z.object({
  at: z.string(),
  /** The edge taken (PAYOUT_EDGES' `by`), or "submitted". */
  action: z.string(),
  state: zCodeOf(OrderState),
  actor: z.string(),
  note: z.string().nullable(),
  /** What the bank said (its pain.002), on the rail's events that come from one. */
  bank: ZBankStatusNote.nullable().optional(),
});
export type PayoutEvent = z.infer<typeof ZPayoutEvent>;

export const ZPayoutPayee = z.object({
  id: z.string(),
  name: z.string(),
  method: z.enum([PayeeMethod.Bank, PayeeMethod.Card]),
  country: z.string().nullable(),
  bankName: z.string(),
  accountTail: z.string(),
});

export const ZPayoutOrder = z.object({
  orderNo: z.string(),
  /** The batch it was submitted in (spec §3 "batch number"), or null for a single order. */
  batchNo: z.string().nullable(),
  type: zPayoutType,
  state: zCodeOf(OrderState),
  currency: zCurrency,
  amount: z.string(),
  fee: z.string(),
  total: z.string(),
  payee: ZPayoutPayee,
  purpose: z.enum(PURPOSES),
  explanation: z.string(),
  postscript: z.string(),
  proofFiles: z.array(z.object({ id: z.string(), name: z.string() })),
  createdBy: z.string(),
  createdAt: z.string(),
  approvalsNeeded: z.number().int(),
  approvals: z.array(
    z.object({
      userName: z.string(),
      decision: z.enum([ApprovalDecision.Approve, ApprovalDecision.Decline]),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
  waitingFor: zWait.nullable(),
  nextServiceAt: z.string().nullable(),
  sameDay: z.boolean(),
  /** The refusal's or the bank's reason (with its ISO 20022 code for a bank's). */
  reason: z.string().nullable(),
  failureCode: z.string().nullable(),
  sentAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  history: z.array(ZPayoutEvent),
  /** What the viewing user may do with it now. */
  actions: z.array(z.enum(Object.values(PayoutAction) as [PayoutAction, ...PayoutAction[]])),
});
export type PayoutOrder = z.infer<typeof ZPayoutOrder>;
/** A row of the records: the order without what only its detail reads. */
export const ZPayoutPage = zPage(
  ZPayoutOrder.omit({ history: true, approvals: true, proofFiles: true, actions: true }),
);
export type PayoutPage = z.infer<typeof ZPayoutPage>;
export type PayoutRow = PayoutPage['list'][number];

export const ZPayoutFilter = z.object({
  type: zPayoutType.optional(),
  state: zCodeOf(OrderState).optional(),
  currency: zCurrency.optional(),
  ...dateRangeFields,
  /** Part of the order number or of the payee's name. */
  keyword: z.string().trim().max(100).optional(),
  /** Only orders waiting for the caller's approval. */
  waitingForMe: z.boolean().optional(),
  batchNo: z.string().trim().max(40).optional(),
});
export type PayoutFilter = z.input<typeof ZPayoutFilter>;
export const ZPayoutListQuery = ZPayoutFilter.extend({
  ...pageFields,
});
export type PayoutListQuery = z.input<typeof ZPayoutListQuery>;
export const ZPayoutOrderRequest = z.object({ orderNo: z.string().trim().min(1).max(40) });
export type PayoutOrderRequest = z.input<typeof ZPayoutOrderRequest>;

export const ZApprovePayoutRequest = zDecisionRequest(
  {
    orderNo: z.string().trim().min(1).max(40),
    decision: z.enum([ApprovalDecision.Approve, ApprovalDecision.Decline]),
  },
  (value) => value.decision === ApprovalDecision.Approve,
);
export type ApprovePayoutRequest = z.input<typeof ZApprovePayoutRequest>;

/**
 * Receipts of paid orders, one page each in one PDF through the download centre: up to 10 at once
 * (spec §5), more refused with the spec's message.
 */
export const ZPayoutReceiptsRequest = z.object({
  orderNos: z.array(z.string().trim().min(1).max(40)).min(1, { error: 'required' }).max(200),
});
export type PayoutReceiptsRequest = z.input<typeof ZPayoutReceiptsRequest>;

export const ZExportPayoutsRequest = z.object({
  fileType: z.enum(FILE_TYPES).refine((t) => t !== 'pdf'),
  filter: ZPayoutFilter.omit({ waitingForMe: true }).default({}),
});
export type ExportPayoutsRequest = z.input<typeof ZExportPayoutsRequest>;

// ——— The merchant's approval policy (maker-checker) ———

const USD_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const zUsd = z.string().trim().regex(USD_AMOUNT, { error: 'amountInvalid' });

/**
 * From `from` US dollars (the order's value at the platform's reference rates) an order needs
 * `approvals` of the listed approvers, never the one who submitted it.
 */
export const ZApprovalBand = z.object({
  from: zUsd,
  approvals: z.union([z.literal(1), z.literal(2)]),
});
export type ApprovalBand = z.infer<typeof ZApprovalBand>;

export const ZApprovalPolicyRequest = z
  .object({
    approverIds: z.array(z.uuid()).max(PAYOUT_LIMITS.approvers),
    bands: z.array(ZApprovalBand).max(PAYOUT_LIMITS.bands),
  })
  .superRefine((policy, ctx) => {
    // Object refinements run even when a field failed: only well-formed amounts are compared.
    if (!policy.bands.every((band) => USD_AMOUNT.test(band.from))) return;
    const froms = policy.bands.map((band) => toMinor(band.from, 'USD'));
    froms.forEach((from, i) => {
      if (i > 0 && from <= froms[i - 1]!)
        ctx.addIssue({ code: 'custom', path: ['bands', i, 'from'], message: 'bandsAscending' });
    });
    policy.bands.forEach((band, i) => {
      if (band.approvals > new Set(policy.approverIds).size)
        ctx.addIssue({ code: 'custom', path: ['bands', i, 'approvals'], message: 'approversFew' });
    });
  });
export type ApprovalPolicyRequest = z.input<typeof ZApprovalPolicyRequest>;

export const ZApprovalPolicy = z.object({
  approvers: z.array(z.object({ id: z.string(), name: z.string() })),
  bands: z.array(ZApprovalBand),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ApprovalPolicy = z.infer<typeof ZApprovalPolicy>;

/** How many approvals an order of `usd` (decimal string) needs under the bands. */
export const approvalsFor = (bands: readonly ApprovalBand[], usd: string): number => {
  const value = toMinor(usd, 'USD');
  let needed = 0;
  for (const band of bands) if (value >= toMinor(band.from, 'USD')) needed = band.approvals;
  return needed;
};

// ——— Operators ———

export const ZOpsPayoutRow = ZPayoutPage.shape.list.element.extend({
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
});
export const ZOpsPayoutPage = zPage(ZOpsPayoutRow);
export type OpsPayoutPage = z.infer<typeof ZOpsPayoutPage>;
export const ZOpsPayoutOrder = ZPayoutOrder.extend({
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
  /** The bank details it is paid to, as sent (the card's number as its last four). */
  payeeDetails: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  railMessageId: z.string().nullable(),
  /** The payee is new and still in review (a batch added it): passing the order approves it. */
  payeeInReview: z.boolean(),
});
export type OpsPayoutOrder = z.infer<typeof ZOpsPayoutOrder>;
export const ZOpsPayoutListQuery = ZPayoutListQuery.omit({ waitingForMe: true }).extend({
  merNo: z.string().trim().max(30).optional(),
});
export type OpsPayoutListQuery = z.input<typeof ZOpsPayoutListQuery>;
export const ZDecidePayoutRequest = zDecisionRequest(
  { orderNo: z.string().trim().min(1).max(40), approve: z.boolean() },
  (value) => value.approve,
);
export type DecidePayoutRequest = z.input<typeof ZDecidePayoutRequest>;

/** One line of the daily reconciliation: an order as the rail's files and the ledger saw it. */
export const ZReconciliationLine = z.object({
  orderNo: z.string(),
  currency: zCurrency,
  /** As sent in pain.001. */
  sent: z.string(),
  messageId: z.string(),
  /** The bank's status (ACSC, RJCT…) and its pain.002, or null while unanswered. */
  bankStatus: z.string().nullable(),
  statusMessageId: z.string().nullable(),
  /** What the ledger did with the order's hold: posted (amount to the bank), voided, or null. */
  ledger: z.enum(['posted', 'voided']).nullable(),
  ledgerAmount: z.string().nullable(),
  /** Null when both sides agree (or the bank has not answered yet); else what disagrees. */
  breakReason: z.string().nullable(),
});
export type ReconciliationLine = z.infer<typeof ZReconciliationLine>;
export const ZReconciliation = z.object({
  date: z.string(),
  files: z.array(
    z.object({
      messageId: z.string(),
      kind: z.enum(['pain.001', 'pain.002']),
      createdAt: z.string(),
      transactions: z.number().int(),
    }),
  ),
  lines: z.array(ZReconciliationLine),
  totals: z.array(
    z.object({ currency: zCurrency, sent: z.string(), settled: z.string(), failed: z.string() }),
  ),
  breaks: z.number().int(),
  unanswered: z.number().int(),
});
export type Reconciliation = z.infer<typeof ZReconciliation>;
export const ZReconciliationRequest = z.object({ date: z.iso.date() });

/** The status reports applied, newest first (the console's history of them). */
export const ZStatusReportPage = zPage(ZStatusReportEntry);
export type StatusReportPage = z.infer<typeof ZStatusReportPage>;

const VIEW = { kind: 'user', permission: 'payOrder:view' } as const;
const PAY = { kind: 'user', permission: 'pay:operate' } as const;

const mer = operationsOf('mer', 'payout');
const ops = operationsOf('ops', 'payout');

export const payoutApi = {
  price: mer({
    path: 'payout/price.json',
    summary: 'The fee, total, timing and approvals of an order before it is confirmed',
    request: ZPayoutPriceRequest,
    result: ZPayoutPrice,
    access: { kind: 'user', permission: 'pay:view' },
  }),
  create: mer({
    path: 'payout/create.json',
    summary: 'Withdraw, transfer or fast transfer: holds amount and fee, then waits for approval',
    request: ZCreatePayoutRequest,
    result: ZPayoutOrder,
    idempotent: true,
    access: { ...PAY, movesMoney: true },
  }),
  list: mer({
    path: 'payout/list.json',
    summary: 'Payment records (payOrder), newest first',
    request: ZPayoutListQuery,
    result: ZPayoutPage,
    access: VIEW,
  }),
  detail: mer({
    path: 'payout/detail.json',
    summary: 'One order with its approvals and timeline',
    request: ZPayoutOrderRequest,
    result: ZPayoutOrder,
    access: VIEW,
  }),
  approve: mer({
    path: 'payout/approve.json',
    summary: 'An approver of the merchant approves or declines an order (never their own)',
    request: ZApprovePayoutRequest,
    result: ZPayoutOrder,
    // An approver sees the orders (payment records) and is named in the policy.
    access: VIEW,
  }),
  exportReceipts: reportExport(ReportKind.PayoutReceipts, {
    summary: 'Receipts of paid orders as one PDF, at most 10 at once',
    request: ZPayoutReceiptsRequest,
    permission: 'payOrder:view',
  }),
  exportOrders: reportExport(ReportKind.PayoutOrders, {
    summary: 'Payment records under the list’s filters, as CSV or XLSX',
    request: ZExportPayoutsRequest,
    permission: 'payOrder:view',
  }),
  proof: mer({
    path: 'transferProof/fileDownload.json',
    summary: 'The bank’s transfer proof of a paid order (PDF)',
    request: ZPayoutOrderRequest,
    result: 'file',
    access: VIEW,
  }),
  policy: mer({
    path: 'payout/policy.json',
    summary: 'The merchant’s approval bands and approvers',
    result: ZApprovalPolicy,
    access: { kind: 'user', permission: 'pay:view' },
  }),
  setPolicy: mer({
    path: 'payout/setPolicy.json',
    summary: 'Set the approval bands and approvers (main user)',
    request: ZApprovalPolicyRequest,
    result: ZApprovalPolicy,
    access: { kind: 'user', adminOnly: true },
  }),
  opsList: ops({
    path: 'payout/list.json',
    summary: 'Payouts of every merchant, the review queue first',
    request: ZOpsPayoutListQuery,
    result: ZOpsPayoutPage,
    access: { kind: 'operator', permission: 'viewPayouts' },
  }),
  opsDetail: ops({
    path: 'payout/detail.json',
    summary: 'One payout with the bank details it is paid to',
    request: ZPayoutOrderRequest,
    result: ZOpsPayoutOrder,
    access: { kind: 'operator', permission: 'viewPayouts' },
  }),
  decide: ops({
    path: 'payout/decide.json',
    summary: 'Pass or refuse a payout under review (a refusal releases the hold)',
    request: ZDecidePayoutRequest,
    result: ZOpsPayoutOrder,
    access: { kind: 'operator', permission: 'reviewPayouts' },
  }),
  serviceHours: ops({
    path: 'payout/serviceHours.json',
    summary: 'The bank’s service hours and the fast-transfer cut-off',
    result: ZServiceHours,
    access: { kind: 'operator', permission: 'viewPayouts' },
  }),
  setServiceHours: ops({
    path: 'payout/setServiceHours.json',
    summary: 'Change the service hours (audited)',
    request: ZServiceHours,
    result: ZServiceHours,
    access: { kind: 'operator', permission: 'managePayouts' },
  }),
  reconciliation: ops({
    path: 'payout/reconciliation.json',
    summary: 'A day’s rail files against the ledger, with any break on both sides',
    request: ZReconciliationRequest,
    result: ZReconciliation,
    access: { kind: 'operator', permission: 'viewPayouts' },
  }),
  reconciliationFile: ops({
    path: 'payout/reconciliationFile.json',
    summary: 'A day’s reconciliation as CSV (every line, breaks marked)',
    request: ZReconciliationRequest,
    result: 'file',
    access: { kind: 'operator', permission: 'viewPayouts' },
  }),
  proofFile: ops({
    path: 'payout/proofFile.json',
    summary: 'A proof file (contract, invoice) the merchant attached to a payout, shown inline',
    request: z.object({ orderNo: z.string().trim().min(1).max(40), fileId: z.uuid() }),
    result: 'file',
    access: { kind: 'operator', permission: 'viewPayouts' },
  }),
  railFile: ops({
    path: 'payout/railFile.json',
    summary: 'A pain.001 or pain.002 file as sent or received',
    request: z.object({ messageId: z.string().trim().min(1).max(40) }),
    result: 'file',
    access: { kind: 'operator', permission: 'viewPayouts' },
  }),
  uploadStatusReport: ops({
    path: 'payout/statusReportUpload.json',
    summary:
      'Upload a bank’s pain.002 status report: applied at once (orders settled, rejected, left accepted, unmatched)',
    request: 'multipart',
    result: ZStatusReportResult,
    access: { kind: 'operator', permission: 'importBankFiles' },
  }),
  listStatusReports: ops({
    path: 'payout/statusReports.json',
    summary:
      'Every pain.002 status report applied (uploaded, from the reports inbox or the bank rail), newest first, with what it did',
    request: ZPageRequest,
    result: ZStatusReportPage,
    access: { kind: 'operator', permission: 'importBankFiles' },
  }),
};
