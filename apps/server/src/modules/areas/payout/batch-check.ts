// Batch check (issue 20, ADR 0023): a batch by form (≤ 20 rows) or by spreadsheet (≤ 50), each
// row checked with the rules of a single transfer against the merchant's payees, and the entered
// count and total compared with the rows. The submission (batch-submit.ts) checks again the same way.
import {
  amountProblem,
  amountReason,
  BankCardState,
  BatchSource,
  CapitalAccountType,
  fromMinor,
  isServiceTime,
  needsQuota,
  nextServiceStart,
  PayeeMethod,
  PayeeUsage,
  PayoutType,
  toMinor,
  ZBatchRowInput,
  type BatchCheck,
  type BatchRequest,
  type Currency,
  type Language,
  type ParsedPayeeForm,
  type PaymentPurpose,
} from '@tradebridge/contracts';
import { errorMessage, validationReason } from '@tradebridge/contracts/error-messages';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import { FieldError, isAppError, type FieldProblem } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { localizeProblems, RequestValidationError } from '../../../platform/http/validation.ts';
import { balanceOf } from '../../core/ledger/index.ts';
import {
  checkPayee,
  findMerchantPayee,
  findPayeesByKeys,
  payeeKeyOf,
  type PayeeRow,
} from '../payee/index.ts';
import { latinProblemOf } from './payee-snapshot.ts';
import { quotaRoom } from '../quota/index.ts';
import { approversFor } from './approval-policy.ts';
import { readBatchFile, rowInputOf, type FileRow } from './batch-file.ts';
import { getServiceHours, payoutFeesOf, usdValueOf, usdValuesOf } from './pricing.ts';

export type Row = {
  row: number;
  /** The file's cells as written (an error file repeats them); none for the form. */
  cells: string[];
  /** The payee paid: one of the merchant's, or one the batch adds (`newPayee`). */
  payee: PayeeRow | null;
  newPayee: ParsedPayeeForm | null;
  newKey: string | null;
  /** The payee's name and account as written (shown for a row whose payee is not known). */
  written: { name: string; tail: string };
  amountText: string;
  amount: bigint | null;
  fee: bigint | null;
  purpose: string;
  note: string;
  quotaUsd: bigint | null;
  problems: FieldProblem[];
};

type ParsedRow = {
  payeeId: string | null;
  payee: ParsedPayeeForm | null;
  amount: string;
  purpose: PaymentPurpose;
  note: string;
};

export const currencyOf = (request: BatchRequest) =>
  (request.source === BatchSource.Form ? request.currency : request.choice.currency) as Currency;

const nameOf = (form: ParsedPayeeForm) =>
  form.method === PayeeMethod.Card ? form.cardholderName : form.accountName;

const newCountryOf = (form: ParsedPayeeForm) =>
  form.method === PayeeMethod.Bank ? form.country : null;

/** A row as sent or read, before its schema judged it. */
type RawRow = { amount?: unknown; purpose?: unknown; payee?: Record<string, unknown> | null };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** The payee's name and account's last four as the row wrote them. */
const writtenOf = (input: RawRow) => {
  const payee = input.payee ?? {};
  const name = text(payee.accountName) || text(payee.cardholderName);
  const number = (text(payee.iban) || text(payee.accountNumber) || text(payee.cardNumber)).replace(
    /[\s-]/g,
    '',
  );
  return { name, tail: number ? `•••• ${number.slice(-4)}` : '' };
};

/** The rows as the form sent them, or as the file holds them (parsed here, row by row). */
const rawRowsOf = async (deps: Deps, auth: UserAuth, request: BatchRequest) => {
  if (request.source === BatchSource.Form)
    return (request.rows as RawRow[]).map((input, i) => ({
      row: i + 1,
      cells: [] as string[],
      input,
      parsed: ZBatchRowInput.safeParse(input, { reportInput: true }),
    }));
  const file: FileRow[] = await readBatchFile(deps, auth.merchantId, request.fileId);
  const choice = request.choice as Parameters<typeof rowInputOf>[0];
  return file.map(({ row, cells }) => {
    const input: RawRow = rowInputOf(choice, cells);
    return { row, cells, input, parsed: ZBatchRowInput.safeParse(input, { reportInput: true }) };
  });
};

/** What checking a batch's rows knows besides the rows. */
type Check = {
  deps: Deps;
  auth: UserAuth;
  currency: Currency;
  language: Language;
  /** A validation reason's words in the request's language. */
  reason: (key: string) => string;
};

/** A payee the row names by id: the merchant's own, for transfers, approved, in the currency. */
const checkSavedPayee = async (
  { deps, auth, currency, language, reason }: Check,
  row: Row,
  payeeId: string,
) => {
  const { problems } = row;
  const payee = await findMerchantPayee(deps.db, payeeId, auth.merchantId);
  if (!payee) problems.push({ field: 'payeeId', message: reason('required') });
  else if (payee.usage !== PayeeUsage.Transfer)
    problems.push({ field: 'payeeId', message: reason('payeeWrongUsage') });
  else if (payee.state !== BankCardState.Normal)
    problems.push({ field: 'payeeId', message: errorMessage('PAYEE_NOT_APPROVED', language) });
  else if (payee.currency !== currency)
    problems.push({ field: 'payeeId', message: reason('currencyNotPayees') });
  else if (latinProblemOf(payee))
    problems.push({ field: 'payeeId', message: reason('payeeNeedsEnglish') });
  else row.payee = payee;
};

/**
 * A payee the row describes: the merchant's own when it has that account under that name, else a
 * new one checked as the payee form checks it (the same account twice in a batch with one name).
 */
const checkNewPayee = async (
  { deps, auth, currency, language, reason }: Check,
  row: Row,
  form: ParsedPayeeForm,
  known: Map<string, PayeeRow>,
  namesOfNew: Map<string, string>,
) => {
  const { problems } = row;
  const key = payeeKeyOf(deps, form);
  const existing = known.get(key);
  if (form.currency !== currency)
    problems.push({ field: 'payee.currency', message: reason('currencyNotPayees') });
  else if (form.usage !== PayeeUsage.Transfer)
    problems.push({ field: 'payee.usage', message: reason('payeeWrongUsage') });
  else if (existing?.state === BankCardState.Rejected)
    problems.push({ field: 'payee.accountNumber', message: reason('payeeRejected') });
  else if (existing && existing.name !== nameOf(form))
    problems.push({ field: 'payee.accountName', message: reason('payeeOtherDetails') });
  else if (existing && latinProblemOf(existing))
    problems.push({ field: 'payee.accountNameEn', message: reason('payeeNeedsEnglish') });
  else if (existing) row.payee = existing;
  else {
    try {
      await checkPayee(deps, auth, form);
      const named = namesOfNew.get(key);
      if (named !== undefined && named !== nameOf(form))
        problems.push({ field: 'payee.accountName', message: reason('payeeTwiceInBatch') });
      namesOfNew.set(key, nameOf(form));
      row.newPayee = form;
      row.newKey = key;
    } catch (error) {
      if (error instanceof FieldError)
        problems.push({ field: `payee.${error.field}`, message: reason(error.reason) });
      else if (isAppError(error))
        problems.push({ field: 'payee', message: errorMessage(error.code, language) });
      else throw error;
    }
  }
};

/**
 * Every row checked with the rules of a single transfer, against the merchant's payees (the check,
 * the submission and the error file read them).
 */
export const checkRows = async (
  deps: Deps,
  auth: UserAuth,
  request: BatchRequest,
  language: Language,
): Promise<Row[]> => {
  const currency = currencyOf(request);
  const reason = (key: string) => validationReason(key, language) ?? key;
  const check: Check = { deps, auth, currency, language, reason };
  const raw = await rawRowsOf(deps, auth, request);
  const parsedOf = (r: (typeof raw)[number]) =>
    r.parsed.success ? (r.parsed.data as ParsedRow) : null;
  // The accounts of new payees, to find those the merchant has already.
  const keys = raw.flatMap((r) => {
    const form = parsedOf(r)?.payee;
    return form ? [payeeKeyOf(deps, form)] : [];
  });
  const known = new Map(
    (await findPayeesByKeys(deps.db, auth.merchantId, PayeeUsage.Transfer, currency, keys)).map(
      (p) => [p.accountKey, p],
    ),
  );
  const namesOfNew = new Map<string, string>();
  // The fee rows and reference rates are the same for every row: read once.
  const feeOf = await payoutFeesOf(deps.db, auth.merchantId, PayoutType.Transfer, currency);
  const usdOf = await usdValuesOf(deps.db, currency);
  const rows: Row[] = [];
  for (const r of raw) {
    const parsed = parsedOf(r);
    const problems: FieldProblem[] = r.parsed.success
      ? []
      : localizeProblems(new RequestValidationError(r.parsed.error.issues, 'row'), language);
    const row: Row = {
      row: r.row,
      cells: r.cells,
      payee: null,
      newPayee: null,
      newKey: null,
      written: writtenOf(r.input),
      amountText: typeof r.input?.amount === 'string' ? r.input.amount : '',
      amount: null,
      fee: null,
      purpose: parsed?.purpose ?? (typeof r.input?.purpose === 'string' ? r.input.purpose : ''),
      note: parsed?.note ?? '',
      quotaUsd: null,
      problems,
    };
    rows.push(row);
    if (!parsed) {
      // What can still be shown of a row the schema refused: the amount as written.
      const problem = amountProblem(row.amountText, currency);
      if (!problem) row.amount = toMinor(row.amountText.trim(), currency);
      continue;
    }
    const problem = amountProblem(parsed.amount, currency);
    if (problem) problems.push({ field: 'amount', message: reason(amountReason(problem)) });
    else row.amount = toMinor(parsed.amount.trim(), currency);

    if (parsed.payeeId) await checkSavedPayee(check, row, parsed.payeeId);
    else if (parsed.payee) await checkNewPayee(check, row, parsed.payee, known, namesOfNew);
    if (problems.length > 0 || row.amount === null) continue;
    row.fee = feeOf(row.amount);
    const to = row.payee ?? { method: row.newPayee!.method, country: newCountryOf(row.newPayee!) };
    if (needsQuota(to)) row.quotaUsd = toMinor(usdOf(row.amount), 'USD');
  }
  return rows;
};

export const isValid = (row: Row) => row.problems.length === 0 && row.amount !== null;
export const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** The entered count and total against the rows (null where nothing was entered). */
export const comparisonOf = (request: BatchRequest, rows: Row[], currency: Currency) => {
  const rowsTotal = sum(rows.map((r) => r.amount ?? 0n));
  const enteredTotal =
    request.enteredTotal && !amountProblem(request.enteredTotal, currency)
      ? toMinor(request.enteredTotal.trim(), currency)
      : null;
  const enteredCount = request.enteredCount ?? null;
  return {
    rowsTotal,
    enteredCount,
    enteredTotal,
    countConsistent: enteredCount === null ? null : enteredCount === rows.length,
    totalConsistent: request.enteredTotal ? enteredTotal === rowsTotal : null,
  };
};

export const checkBatch = async (
  deps: Deps,
  auth: UserAuth,
  request: BatchRequest,
  language: Language,
): Promise<BatchCheck> => {
  const currency = currencyOf(request);
  const rows = await checkRows(deps, auth, request, language);
  const valid = rows.filter(isValid);
  const amount = sum(valid.map((r) => r.amount!));
  const fee = sum(valid.map((r) => r.fee!));
  const comparison = comparisonOf(request, rows, currency);
  const now = nowOf(deps);
  const hours = await getServiceHours(deps.db);
  const { needed } =
    valid.length === 0
      ? { needed: 0 }
      : await approversFor(
          deps.db,
          auth.merchantId,
          auth.userId,
          await usdValueOf(deps.db, amount, currency),
        );
  const quotaRows = valid.filter((r) => r.quotaUsd !== null);
  return {
    currency,
    rows: rows.map((r) => ({
      row: r.row,
      payeeName: r.payee?.name ?? r.written.name,
      accountTail: r.payee?.accountTail ?? r.written.tail,
      newPayee: r.newPayee !== null,
      amount: r.amount === null ? r.amountText : fromMinor(r.amount, currency),
      fee: r.fee === null ? null : fromMinor(r.fee, currency),
      purpose: r.purpose,
      quotaUsd: r.quotaUsd === null ? null : fromMinor(r.quotaUsd, 'USD'),
      valid: isValid(r),
      problems: r.problems,
    })),
    count: rows.length,
    validCount: valid.length,
    rowsTotal: fromMinor(comparison.rowsTotal, currency),
    amount: fromMinor(amount, currency),
    fee: fromMinor(fee, currency),
    total: fromMinor(amount + fee, currency),
    entered:
      comparison.enteredCount !== null && request.enteredTotal
        ? { count: comparison.enteredCount, total: request.enteredTotal }
        : null,
    countConsistent: comparison.countConsistent,
    totalConsistent: comparison.totalConsistent,
    approvalsNeeded: needed,
    quota:
      quotaRows.length === 0
        ? null
        : {
            needed: fromMinor(sum(quotaRows.map((r) => r.quotaUsd!)), 'USD'),
            remaining: fromMinor(
              await quotaRoom(
                deps.db,
                auth.merchantId,
                quotaRows.map((r) => r.purpose as PaymentPurpose),
                now,
              ),
              'USD',
            ),
          },
    timing: {
      available: fromMinor(
        await balanceOf(deps.db, {
          merchantId: auth.merchantId,
          currency,
          type: CapitalAccountType.Available,
        }),
        currency,
      ),
      serviceOpen: isServiceTime(hours, now),
      nextServiceAt: nextServiceStart(hours, now)?.toISOString() ?? null,
    },
  };
};
