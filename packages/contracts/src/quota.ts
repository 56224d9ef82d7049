// Settlement quotas (issue 20, spec §1 "settlement-quota applications", §2 /limit and applyQuota,
// §3 settlement limit kinds, §4 quota states 0/1/2 and item labels, §8 "insufficient foreign
// exchange limit, apply for a limit"). A merchant applies for a quota of one kind with an amount
// in US dollars, a period and evidence; an operator approves (1) or refuses (0) it. Payouts into
// mainland China draw on approved quotas of the kinds their purpose allows and give back what they
// drew when they fail or are refused (ADR 0023).
import { z } from 'zod';
import { PaymentPurpose } from './constants.ts';
import { pageFields, zPage } from './envelope.ts';
import { toMinor } from './money.ts';
import { operationsOf } from './operation.ts';
import { zDecisionRequest } from './review.ts';
import { PayeeMethod } from './payee.ts';
import type { Edge } from './state-edges.ts';
import { QuotaItemLabel, QuotaState, SettlementLimitKind, zCodeOf } from './states.ts';

/** An application's allowed moves: the operator's review approves or refuses one under review. */
export const QUOTA_EDGES: readonly Edge<QuotaState>[] = [
  { from: QuotaState.UnderReview, to: QuotaState.Approved, by: 'approved' },
  { from: QuotaState.UnderReview, to: QuotaState.NotApproved, by: 'refused' },
];

export const QUOTA_LIMITS = {
  /** The longest period of one quota: a year, both ends counted. */
  periodDays: 366,
  /** Evidence: trade contracts and files. */
  contracts: 20,
  files: 10,
  note: 200,
} as const;

/**
 * A quota's days are mainland China's (where it is granted and settled): it is usable from its
 * first day's 00:00 to its last day's 24:00 there, and "today" is judged there too.
 */
export const QUOTA_TIME_ZONE = 'Asia/Shanghai';
const QUOTA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: QUOTA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today in the quotas' zone, as YYYY-MM-DD. */
export const quotaToday = (now: Date): string => QUOTA_DAY.format(now);

const KINDS = Object.values(SettlementLimitKind) as [SettlementLimitKind, ...SettlementLimitKind[]];
export const zQuotaKind = z.enum(KINDS, { error: 'required' });

/**
 * Which kinds a payout of a purpose may draw on, first choice first: goods are goods trade or
 * e-commerce sales; every other purpose is a service.
 */
export const quotaKindsOf = (purpose: PaymentPurpose): SettlementLimitKind[] =>
  purpose === PaymentPurpose.Products
    ? [SettlementLimitKind.GoodsTrade, SettlementLimitKind.ECommerce]
    : [SettlementLimitKind.ServiceTrade];

/**
 * Whether a payout draws on the settlement quota: money paid into a bank account in mainland China
 * is settled there, whatever its currency; a card and any other country are not (ADR 0023).
 */
export const needsQuota = (payee: { method: string; country: string | null }): boolean =>
  payee.method === PayeeMethod.Bank && payee.country === 'CN';

const USD = /^\d{1,12}(\.\d{1,2})?$/;
/** US dollars with at most two decimals, above zero. */
const zUsd = z
  .string()
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(USD, { error: 'amountInvalid' })
  // Only a well-formed amount is weighed (the checks all run; toMinor refuses anything else).
  .refine((value) => !USD.test(value) || toMinor(value, 'USD') > 0n, { error: 'amountPositive' });

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const ZApplyQuotaRequest = z
  .object({
    kind: zQuotaKind,
    /** In US dollars. */
    amount: zUsd,
    validFrom: z.iso.date({ error: 'required' }),
    validTo: z.iso.date({ error: 'required' }),
    /** Effective trade contracts of the merchant (their orders go with them). */
    contractIds: z.array(z.uuid()).max(QUOTA_LIMITS.contracts).default([]),
    /** Files where no contract is on record: contracts, invoices, customs declarations. */
    fileIds: z.array(z.uuid()).max(QUOTA_LIMITS.files).default([]),
    note: z.string().trim().max(QUOTA_LIMITS.note).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.validTo < value.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'periodOrder' });
    else if (dayCount(value.validFrom, value.validTo) > QUOTA_LIMITS.periodDays)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'periodTooLong' });
    if (value.contractIds.length === 0 && value.fileIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['fileIds'], message: 'evidenceRequired' });
  });
export type ApplyQuotaRequest = z.input<typeof ZApplyQuotaRequest>;

const zLabel = z.enum(Object.values(QuotaItemLabel) as [QuotaItemLabel, ...QuotaItemLabel[]]);

/**
 * A quota item's label on `today` (YYYY-MM-DD): under review or not yet begun is unavailable,
 * refused or past its period invalid, all drawn used up, else available.
 */
export const quotaLabelOf = (
  quota: { state: QuotaState; validFrom: string; validTo: string; remaining: bigint },
  today: string,
): QuotaItemLabel => {
  if (quota.state === QuotaState.NotApproved) return QuotaItemLabel.Invalid;
  if (quota.state === QuotaState.UnderReview) return QuotaItemLabel.Unavailable;
  if (today > quota.validTo) return QuotaItemLabel.Invalid;
  if (today < quota.validFrom) return QuotaItemLabel.Unavailable;
  return quota.remaining > 0n ? QuotaItemLabel.Available : QuotaItemLabel.UsedUp;
};

export const ZQuotaDraw = z.object({
  orderNo: z.string(),
  /** US dollars drawn. */
  amount: z.string(),
  at: z.string(),
  /** When the payout failed or was refused and gave it back. */
  returnedAt: z.string().nullable(),
});
export type QuotaDraw = z.infer<typeof ZQuotaDraw>;

export const ZQuota = z.object({
  quotaNo: z.string(),
  kind: zQuotaKind,
  state: zCodeOf(QuotaState),
  label: zLabel,
  /** US dollars. */
  amount: z.string(),
  used: z.string(),
  remaining: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  note: z.string(),
  /** The operator's reason for a refusal. */
  reason: z.string().nullable(),
  contracts: z.array(
    z.object({
      id: z.string(),
      contractNo: z.string(),
      currency: z.string(),
      amount: z.string(),
    }),
  ),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
  createdBy: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Quota = z.infer<typeof ZQuota>;
export const ZQuotaDetail = ZQuota.extend({ draws: z.array(ZQuotaDraw) });
export type QuotaDetail = z.infer<typeof ZQuotaDetail>;

/** A kind of settlement limit with its status (spec §3) and what its available items leave. */
export const ZQuotaKindSummary = z.object({
  kind: zQuotaKind,
  state: zCodeOf(QuotaState),
  amount: z.string(),
  used: z.string(),
  remaining: z.string(),
});
export type QuotaKindSummary = z.infer<typeof ZQuotaKindSummary>;
export const ZQuotaOverview = z.object({ kinds: z.array(ZQuotaKindSummary) });
export type QuotaOverview = z.infer<typeof ZQuotaOverview>;

/** A kind's status: approved while any item is available, under review while any is, else not. */
export const kindStateOf = (labels: { state: QuotaState; label: QuotaItemLabel }[]): QuotaState => {
  if (labels.some((item) => item.label === QuotaItemLabel.Available)) return QuotaState.Approved;
  if (labels.some((item) => item.state === QuotaState.UnderReview)) return QuotaState.UnderReview;
  return QuotaState.NotApproved;
};

export const ZQuotaListQuery = z.object({
  kind: zQuotaKind.optional(),
  label: zLabel.optional(),
  ...pageFields,
});
export type QuotaListQuery = z.input<typeof ZQuotaListQuery>;
export const ZQuotaPage = zPage(ZQuota);
export type QuotaPage = z.infer<typeof ZQuotaPage>;
export const ZQuotaRequest = z.object({ quotaNo: z.string().trim().min(1).max(40) });
export type QuotaRequest = z.input<typeof ZQuotaRequest>;

// ——— Operators ———

export const ZOpsQuota = ZQuotaDetail.extend({
  merchantId: z.string(),
  merNo: z.string(),
  merchantName: z.string(),
});
export type OpsQuota = z.infer<typeof ZOpsQuota>;
export const ZOpsQuotaPage = zPage(ZOpsQuota.omit({ draws: true }));
export type OpsQuotaPage = z.infer<typeof ZOpsQuotaPage>;
export const ZOpsQuotaListQuery = z.object({
  state: zCodeOf(QuotaState).optional(),
  kind: zQuotaKind.optional(),
  merNo: z.string().trim().max(30).optional(),
  ...pageFields,
});
export type OpsQuotaListQuery = z.input<typeof ZOpsQuotaListQuery>;
export const ZDecideQuotaRequest = zDecisionRequest(
  { quotaNo: z.string().trim().min(1).max(40), approve: z.boolean() },
  (value) => value.approve,
);
export type DecideQuotaRequest = z.input<typeof ZDecideQuotaRequest>;
/** An evidence file of an application, for the reviewer. */
export const ZQuotaFileRequest = ZQuotaRequest.extend({ fileId: z.uuid() });

const VIEW = { kind: 'user', permission: 'limit:view' } as const;

const mer = operationsOf('mer', 'quota');
const ops = operationsOf('ops', 'quota');

export const quotaApi = {
  overview: mer({
    path: 'quota/overview.json',
    summary: 'The three settlement-limit kinds with their status and what is left (USD)',
    result: ZQuotaOverview,
    access: VIEW,
  }),
  list: mer({
    path: 'quota/list.json',
    summary: 'Quota items and applications, newest first',
    request: ZQuotaListQuery,
    result: ZQuotaPage,
    access: VIEW,
  }),
  detail: mer({
    path: 'quota/detail.json',
    summary: 'One quota with the payouts that drew on it',
    request: ZQuotaRequest,
    result: ZQuotaDetail,
    access: VIEW,
  }),
  apply: mer({
    path: 'quota/apply.json',
    summary: 'Apply for a settlement quota (applyQuota): kind, amount, period and evidence',
    request: ZApplyQuotaRequest,
    result: ZQuotaDetail,
    idempotent: true,
    access: { kind: 'user', permission: 'limit:operate' },
  }),
  opsList: ops({
    path: 'quota/list.json',
    summary: 'Quota applications of every merchant, those under review first',
    request: ZOpsQuotaListQuery,
    result: ZOpsQuotaPage,
    access: { kind: 'operator', permission: 'viewQuotas' },
  }),
  opsDetail: ops({
    path: 'quota/detail.json',
    summary: 'One application with its evidence and draws',
    request: ZQuotaRequest,
    result: ZOpsQuota,
    access: { kind: 'operator', permission: 'viewQuotas' },
  }),
  decide: ops({
    path: 'quota/decide.json',
    summary: 'Approve or refuse an application under review (audited)',
    request: ZDecideQuotaRequest,
    result: ZOpsQuota,
    access: { kind: 'operator', permission: 'reviewQuotas' },
  }),
  opsFile: ops({
    path: 'quota/file.json',
    summary: 'An evidence file of an application, shown inline',
    request: ZQuotaFileRequest,
    result: 'file',
    access: { kind: 'operator', permission: 'viewQuotas' },
  }),
};
