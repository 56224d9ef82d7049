// Batch payments (issue 20, spec §1 "batch by form, batch by spreadsheet", §5 "at most 20 by
// form, at most 50 by table import; more than 20 requires import; country, payment method and
// receiving currency chosen before the file is uploaded; currency in the table equals the paying
// account currency; entered total count and total amount compared with the table, consistent or
// inconsistent, the user may still continue", §8 "template download failed", "amounts mismatch
// warning in batch payment", "please complete the payment order information"). A batch is one
// confirmation and one batch number over transfers (order type 2), one per row, each an ordinary
// payout afterwards: reviewed, sent by the rail, settled or refunded on its own (ADR 0023).
import { z } from 'zod';
import { PaymentPurpose } from './constants.ts';
import { pageFields, zPage } from './envelope.ts';
import { zAmount, zCurrency } from './money.ts';
import { operationsOf } from './operation.ts';
import { zDecisionRequest } from './review.ts';
import {
  bankFieldsOf,
  CARD_CURRENCY,
  needsEnglishName,
  PayeeMethod,
  ZPayeeForm,
  type BankField,
} from './payee.ts';
import { ApprovalDecision, ZPayoutPage, ZPayoutPrice } from './payout.ts';
import { ZPaymentCredentials } from './security.ts';
import { OrderState, zCodeOf } from './states.ts';

export const BATCH_LIMITS = {
  /** Rows typed in the form (spec §5); more need the spreadsheet. */
  form: 20,
  /** Rows of one spreadsheet (spec §5). */
  file: 50,
  note: 200,
} as const;

export const BatchSource = { Form: 'form', File: 'file' } as const;
export type BatchSource = (typeof BatchSource)[keyof typeof BatchSource];

const PURPOSES = Object.values(PaymentPurpose) as [PaymentPurpose, ...PaymentPurpose[]];

/**
 * A row of the form: an approved payee of the merchant, or a new one described in full (it is
 * added in review with the batch, and the platform's review of its order reviews it too), with
 * the amount in the paying currency, the purpose and an internal note.
 */
export const ZBatchRowInput = z
  .object({
    payeeId: z.uuid().nullable().default(null),
    payee: ZPayeeForm.nullable().default(null),
    amount: zAmount,
    purpose: z.enum(PURPOSES, { error: 'required' }),
    note: z.string().trim().max(BATCH_LIMITS.note).default(''),
  })
  .refine((row) => (row.payeeId === null) !== (row.payee === null), {
    path: ['payeeId'],
    error: 'required',
  });
export type BatchRowInput = z.input<typeof ZBatchRowInput>;

/** What a spreadsheet holds: chosen before its upload (spec §5). */
export const ZBatchFileChoice = z
  .object({
    method: z.enum([PayeeMethod.Bank, PayeeMethod.Card], { error: 'required' }),
    /** The payees' bank country (ISO code); a card's is not asked. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { error: 'countryCode' })
      .nullable()
      .default(null),
    /** The receiving currency, which is the paying wallet's (spec §5). */
    currency: zCurrency,
  })
  .superRefine((choice, ctx) => {
    if (choice.method === PayeeMethod.Bank && !choice.country)
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'required' });
    if (choice.method === PayeeMethod.Card && choice.currency !== CARD_CURRENCY)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'cardHkdOnly' });
  });
export type BatchFileChoice = z.input<typeof ZBatchFileChoice>;

/** The count and total the user typed before the check, compared with what the rows hold. */
const zEntered = {
  enteredCount: z.number().int().min(1).max(BATCH_LIMITS.file).nullable().default(null),
  enteredTotal: zAmount.nullable().default(null),
};

/** A batch uploaded as a spreadsheet. */
export const ZBatchFileRequest = z.object({
  source: z.literal(BatchSource.File),
  choice: ZBatchFileChoice,
  /** The uploaded XLSX (the template filled in). */
  fileId: z.uuid({ error: 'required' }),
  ...zEntered,
});

export const ZBatchRequest = z.discriminatedUnion('source', [
  z.object({
    source: z.literal(BatchSource.Form),
    currency: zCurrency,
    rows: z
      .array(ZBatchRowInput)
      .min(1, { error: 'required' })
      .max(BATCH_LIMITS.form, { error: 'batchFormMax' }),
    ...zEntered,
  }),
  ZBatchFileRequest,
]);
export type BatchRequest = z.input<typeof ZBatchRequest>;

/** The template's columns of a choice, in order: the payee's, then amount, purpose and note. */
export const batchColumnsOf = (method: PayeeMethod, country: string | null, currency: string) => {
  const tail = ['amount', 'purpose', 'note'] as const;
  if (method === PayeeMethod.Card)
    return [
      'cardholderName',
      'lastName',
      'firstName',
      'cardholderCity',
      'cardNumber',
      'bankProvince',
      'bankCity',
      'bankAddress',
      'relationship',
      ...tail,
    ] as const;
  const fields: BankField[] = bankFieldsOf(country ?? '', currency);
  // A mainland account paid internationally goes out by its holder's English name.
  const english = needsEnglishName(country ?? '', currency) ? (['accountNameEn'] as const) : [];
  return [
    'accountName',
    ...english,
    'type',
    'relationship',
    'bankName',
    ...fields,
    'address',
    'postalCode',
    'idType',
    'idNumber',
    'licenceNumber',
    ...tail,
  ] as const;
};
export type BatchColumn = ReturnType<typeof batchColumnsOf>[number];

export const ZBatchProblem = z.object({ field: z.string(), message: z.string() });

export const ZBatchCheckRow = z.object({
  /** The form's row (1 first) or the sheet's row (the header is row 1). */
  row: z.number().int(),
  payeeName: z.string(),
  accountTail: z.string(),
  /** The payee is not among the merchant's yet: it is added, in review, with the batch. */
  newPayee: z.boolean(),
  /** As typed (an amount that is no number stays as typed). */
  amount: z.string(),
  fee: z.string().nullable(),
  purpose: z.string(),
  /** It pays into mainland China and draws on the settlement quota (USD value). */
  quotaUsd: z.string().nullable(),
  valid: z.boolean(),
  problems: z.array(ZBatchProblem),
});
export type BatchCheckRow = z.infer<typeof ZBatchCheckRow>;

export const ZBatchCheck = z.object({
  currency: zCurrency,
  rows: z.array(ZBatchCheckRow),
  count: z.number().int(),
  validCount: z.number().int(),
  /** The sum of every amount the rows hold that is a number (what the entered total is compared with). */
  rowsTotal: z.string(),
  /** The valid rows: amounts, fees, and what is held when they are submitted. */
  amount: z.string(),
  fee: z.string(),
  total: z.string(),
  entered: z.object({ count: z.number().int(), total: z.string() }).nullable(),
  /** Null where nothing was entered to compare with. */
  countConsistent: z.boolean().nullable(),
  totalConsistent: z.boolean().nullable(),
  /** The approvals the valid rows' total needs under the merchant's bands. */
  approvalsNeeded: z.number().int(),
  /** The settlement quota the valid rows would draw (USD) and what is left for them, or null. */
  quota: z.object({ needed: z.string(), remaining: z.string() }).nullable(),
  timing: ZPayoutPrice.pick({ available: true, serviceOpen: true, nextServiceAt: true }),
});
export type BatchCheck = z.infer<typeof ZBatchCheck>;

export const ZCreateBatchRequest = z.intersection(
  ZBatchRequest,
  z.object({
    /** Submit the valid rows although some are not (the user chose to). */
    skipInvalid: z.boolean().default(false),
    /** The valid rows' total (amounts and fees) typed again in the payment confirmation. */
    reenteredAmount: zAmount,
    credentials: ZPaymentCredentials,
  }),
);
export type CreateBatchRequest = z.input<typeof ZCreateBatchRequest>;

/** How many of a batch's orders are in each state. */
export const ZBatchStateCount = z.object({ state: zCodeOf(OrderState), count: z.number().int() });

export const ZPayoutBatch = z.object({
  batchNo: z.string(),
  source: z.enum([BatchSource.Form, BatchSource.File]),
  currency: zCurrency,
  count: z.number().int(),
  amount: z.string(),
  fee: z.string(),
  total: z.string(),
  entered: z.object({ count: z.number().int(), total: z.string() }).nullable(),
  /** What the file or form held (the entered count and total are compared with these). */
  rowsCount: z.number().int(),
  rowsTotal: z.string(),
  countConsistent: z.boolean().nullable(),
  totalConsistent: z.boolean().nullable(),
  /** Rows of the file or form left out because they were not valid. */
  skipped: z.number().int(),
  approvalsNeeded: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  states: z.array(ZBatchStateCount),
  /** Paid (5) and refunded (18) or refused (3) amounts so far. */
  paid: z.string(),
  returned: z.string(),
  /** Orders still waiting for the viewer's approval. */
  waitingForMe: z.number().int(),
  /** Every order of the batch (at most 50). */
  orders: ZPayoutPage.shape.list,
});
export type PayoutBatch = z.infer<typeof ZPayoutBatch>;
export const ZPayoutBatchPage = zPage(ZPayoutBatch.omit({ orders: true }));
export type PayoutBatchPage = z.infer<typeof ZPayoutBatchPage>;
export const ZPayoutBatchListQuery = z.object({
  ...pageFields,
});
export type PayoutBatchListQuery = z.input<typeof ZPayoutBatchListQuery>;
export const ZPayoutBatchRequest = z.object({ batchNo: z.string().trim().min(1).max(40) });
export type PayoutBatchRequest = z.input<typeof ZPayoutBatchRequest>;
export const ZApproveBatchRequest = zDecisionRequest(
  {
    ...ZPayoutBatchRequest.shape,
    decision: z.enum([ApprovalDecision.Approve, ApprovalDecision.Decline]),
  },
  (value) => value.decision === ApprovalDecision.Approve,
);
export type ApproveBatchRequest = z.input<typeof ZApproveBatchRequest>;

const PAY = { kind: 'user', permission: 'pay:operate' } as const;
const VIEW = { kind: 'user', permission: 'payOrder:view' } as const;

const mer = operationsOf('mer', 'payout');

export const payoutBatchApi = {
  template: mer({
    path: 'payout/batch/template.json',
    summary:
      'The XLSX template of a batch for a country, method and currency, in the caller’s language',
    request: ZBatchFileChoice,
    result: 'file',
    access: { kind: 'user', permission: 'pay:view' },
  }),
  check: mer({
    path: 'payout/batch/check.json',
    summary: 'Check a batch row by row, its totals against those entered (nothing is written)',
    request: ZBatchRequest,
    result: ZBatchCheck,
    access: PAY,
  }),
  errorFile: mer({
    path: 'payout/batch/errorFile.json',
    summary: 'The uploaded batch with each bad cell marked and its reasons in a last column (XLSX)',
    request: ZBatchFileRequest,
    result: 'file',
    access: PAY,
  }),
  create: mer({
    path: 'payout/batch/create.json',
    summary: 'Submit a batch: one batch number, an order per valid row, all held at once or none',
    request: ZCreateBatchRequest,
    result: ZPayoutBatch,
    idempotent: true,
    access: { ...PAY, movesMoney: true },
  }),
  list: mer({
    path: 'payout/batch/list.json',
    summary: 'Batches, newest first',
    request: ZPayoutBatchListQuery,
    result: ZPayoutBatchPage,
    access: VIEW,
  }),
  detail: mer({
    path: 'payout/batch/detail.json',
    summary: 'One batch with each order’s state',
    request: ZPayoutBatchRequest,
    result: ZPayoutBatch,
    access: VIEW,
  }),
  approve: mer({
    path: 'payout/batch/approve.json',
    summary: 'An approver approves or declines every order of a batch waiting for them',
    request: ZApproveBatchRequest,
    result: ZPayoutBatch,
    access: VIEW,
  }),
  summary: mer({
    path: 'payout/batch/summary.json',
    summary: 'The batch summary as a PDF: totals, states and every order',
    request: ZPayoutBatchRequest,
    result: 'file',
    access: VIEW,
  }),
};
