// The application form's values, the request they make (ZApplyQuotaRequest: the period's days as
// YYYY-MM-DD, the files chosen) and the request's problems by field, checked with that schema as the
// user types. zod runs the rules across fields (period order and length, evidence) only once every
// field is present, so they are checked again with stand-ins for the fields still missing — the
// user sees "a quota lasts at most one year" when choosing the end, not after filling in the amount.
import {
  SettlementLimitKind,
  ZApplyQuotaRequest,
  type ApplyQuotaRequest,
} from '@tradebridge/contracts';
import type { Dayjs } from 'dayjs';
import type { Issue } from '../../../lib/schema-rules.ts';

export type ApplyValues = {
  kind?: SettlementLimitKind;
  amount?: string;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  contractIds?: string[];
  fileIds?: string[];
  note?: string;
};

const DATE = 'YYYY-MM-DD';

/** The request of the form's values (fields still missing stay undefined, as the schema wants). */
export const applyRequestOf = (values: ApplyValues) =>
  ({
    kind: values.kind,
    amount: values.amount ?? '',
    validFrom: values.validFrom?.format(DATE),
    validTo: values.validTo?.format(DATE),
    contractIds: values.contractIds ?? [],
    fileIds: (values.fileIds ?? []).filter(Boolean),
    note: values.note ?? '',
  }) as ApplyQuotaRequest;

/** The rules across fields: their problems are the contract's own reasons. */
const ACROSS_FIELDS = new Set(['periodOrder', 'periodTooLong', 'evidenceRequired']);

const shape = ZApplyQuotaRequest.shape;
type Field = keyof typeof shape;
const FIELDS = Object.keys(shape) as Field[];

/** One field's problems, at their path in the request. */
const fieldIssues = (field: Field, value: unknown): Issue[] => {
  const result = shape[field].safeParse(value, { reportInput: true });
  if (result.success) return [];
  return (result.error.issues as Issue[]).map((issue) => ({
    ...issue,
    path: [field, ...issue.path],
  }));
};

/** Stand-ins for fields that do not parse, so the rules across fields can run. */
const STAND_IN: Partial<Record<Field, unknown>> = {
  kind: SettlementLimitKind.GoodsTrade,
  amount: '1',
  contractIds: [],
  fileIds: [],
  note: '',
};

/** The rules across fields, given what the user has filled so far. */
const acrossIssues = (request: ApplyQuotaRequest, broken: Set<Field>): Issue[] => {
  const filled: Record<string, unknown> = { ...request };
  for (const field of broken) if (field in STAND_IN) filled[field] = STAND_IN[field];
  // Without both days there is no period to judge: the one given stands for both.
  const day = request.validFrom ?? request.validTo ?? '2000-01-01';
  const from = broken.has('validFrom') ? undefined : request.validFrom;
  const to = broken.has('validTo') ? undefined : request.validTo;
  filled.validFrom = from ?? to ?? day;
  filled.validTo = to ?? from ?? day;
  const result = ZApplyQuotaRequest.safeParse(filled, { reportInput: true });
  if (result.success) return [];
  return (result.error.issues as Issue[]).filter(
    (issue) => issue.code === 'custom' && ACROSS_FIELDS.has(issue.message),
  );
};

/** Every problem of the request, each at its field's path. */
export const applyIssuesOf = (request: ApplyQuotaRequest): Issue[] => {
  const own = FIELDS.flatMap((field) =>
    fieldIssues(field, (request as Record<string, unknown>)[field]),
  );
  const broken = new Set(own.map((issue) => issue.path[0] as Field));
  return [...own, ...acrossIssues(request, broken)];
};
