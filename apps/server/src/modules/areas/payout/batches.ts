// Batch payments (issue 20, ADR 0023): a batch by form (≤ 20 rows) or by spreadsheet (≤ 50),
// each row checked with the rules of a single transfer; the entered count and total compared with
// the rows; then one confirmation submits the valid rows — one transaction {batch, new payees in
// review, an order per row, their timelines, the settlement quota drawn, audit, approvers' notices,
// every hold through the ledger's batch path, the answer to a retry}: all of it or nothing.
// Afterwards each order is an ordinary payout (approved, reviewed, sent and settled on its own).
import {
  ApprovalDecision,
  amountProblem,
  amountReason,
  BankCardState,
  BatchSource,
  CapitalAccountType,
  fromMinor,
  isServiceTime,
  needsQuota,
  nextServiceStart,
  NotificationKind,
  OrderState,
  PayeeMethod,
  PayeeUsage,
  PayoutType,
  payoutStartState,
  toMinor,
  ZBatchRowInput,
  ZPayoutBatchListQuery,
  type ApproveBatchRequest,
  type BatchCheck,
  type BatchRequest,
  type CreateBatchRequest,
  type Currency,
  type Language,
  type ParsedPayeeForm,
  type PaymentPurpose,
  type PayoutBatch,
  type PayoutBatchListQuery,
} from '@tradebridge/contracts';
import { errorMessage, validationReason } from '@tradebridge/contracts/error-messages';
import { writeAudit } from '../../../platform/audit.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import { nowOf, type ClientWithZone, type Deps } from '../../../platform/deps.ts';
import { AppError, FieldError, isAppError, type FieldProblem } from '../../../platform/errors.ts';
import { userActor, type UserAuth } from '../../../platform/http/auth.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { timed } from '../../../platform/http/server-timing.ts';
import { localizeProblems, RequestValidationError } from '../../../platform/http/validation.ts';
import { newOrderNo } from '../../../platform/numbers.ts';
import { balanceOf, holdMany } from '../../core/ledger/index.ts';
import { notify } from '../../services/notice/index.ts';
import {
  addPayeesIn,
  checkPayee,
  findMerchantPayee,
  findPayeesByKeys,
  payeeKeyOf,
  type PayeeRow,
} from '../payee/index.ts';
import { confirmPayment } from '../../core/security/index.ts';
import { drawQuota, quotaRoom } from '../quota/index.ts';
import { approversFor, canApprove } from './approval-policy.ts';
import { decideOrderIn } from './approvals.ts';
import { readBatchFile, rowInputOf, type FileRow } from './batch-file.ts';
import { holdReference } from './order-state.ts';
import { snapshotOfPayee } from './orders.ts';
import { getServiceHours, payoutFeesOf, usdValueOf, usdValuesOf } from './pricing.ts';
import {
  approvalsOf,
  batchStates,
  findBatch,
  findBatchByKey,
  insertBatch,
  insertPayoutEvents,
  insertPayouts,
  listBatches,
  listPayouts,
  lockBatchOrders,
  userNameOf,
  type BatchRow,
} from './repository.ts';
import { payoutRowView } from './views.ts';

type Row = {
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

const currencyOf = (request: BatchRequest) =>
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

    if (parsed.payeeId) {
      const payee = await findMerchantPayee(deps.db, parsed.payeeId, auth.merchantId);
      if (!payee) problems.push({ field: 'payeeId', message: reason('required') });
      else if (payee.usage !== PayeeUsage.Transfer)
        problems.push({ field: 'payeeId', message: reason('payeeWrongUsage') });
      else if (payee.state !== BankCardState.Normal)
        problems.push({ field: 'payeeId', message: errorMessage('PAYEE_NOT_APPROVED', language) });
      else if (payee.currency !== currency)
        problems.push({ field: 'payeeId', message: reason('currencyNotPayees') });
      else row.payee = payee;
    } else if (parsed.payee) {
      const form = parsed.payee;
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
    }
    if (problems.length > 0 || row.amount === null) continue;
    row.fee = feeOf(row.amount);
    const to = row.payee ?? { method: row.newPayee!.method, country: newCountryOf(row.newPayee!) };
    if (needsQuota(to)) row.quotaUsd = toMinor(usdOf(row.amount), 'USD');
  }
  return rows;
};

const isValid = (row: Row) => row.problems.length === 0 && row.amount !== null;
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** The entered count and total against the rows (null where nothing was entered). */
const comparisonOf = (request: BatchRequest, rows: Row[], currency: Currency) => {
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

/** Distinct order numbers for the batch's orders. */
const orderNosOf = (count: number, now: Date) => {
  const taken = new Set<string>();
  while (taken.size < count) taken.add(newOrderNo('PO', now));
  return [...taken];
};

export const createBatch = async (
  deps: Deps,
  auth: UserAuth,
  input: CreateBatchRequest,
  idempotency: Idempotency,
  client: ClientWithZone,
  language: Language,
): Promise<PayoutBatch> => {
  const done = await findBatchByKey(deps.db, auth.merchantId, idempotency.key);
  if (done) return batchDetailOf(deps, deps.db, done, auth.userId);
  const request = input as BatchRequest;
  const currency = currencyOf(request);
  const rows = await checkRows(deps, auth, request, language);
  const valid = rows.filter(isValid);
  const invalid = rows.length - valid.length;
  if (invalid > 0 && !input.skipInvalid) throw new AppError('BATCH_HAS_ERRORS', { count: invalid });
  if (valid.length === 0) throw new AppError('BATCH_EMPTY');
  const amount = sum(valid.map((r) => r.amount!));
  const fee = sum(valid.map((r) => r.fee!));
  const { needed, approverIds } = await approversFor(
    deps.db,
    auth.merchantId,
    auth.userId,
    await usdValueOf(deps.db, amount, currency),
  );
  const reentered = amountProblem(input.reenteredAmount, currency);
  if (reentered) throw new FieldError('reenteredAmount', amountReason(reentered));
  const confirmation = await confirmPayment(deps, auth, {
    total: (amount + fee).toString(),
    reenteredTotal: toMinor(input.reenteredAmount.trim(), currency).toString(),
    credentials: input.credentials,
    ...(client.timeZone ? { timeZone: client.timeZone } : {}),
  });
  const comparison = comparisonOf(request, rows, currency);
  const now = nowOf(deps);
  const notifications: string[] = [];
  const answer = await timed('transaction', () =>
    deps.db.transaction(async (tx) => {
      const batch = await insertBatch(tx, {
        batchNo: newOrderNo('PB', now),
        merchantId: auth.merchantId,
        source: request.source,
        currency,
        count: valid.length,
        amount,
        fee,
        enteredCount: comparison.enteredCount,
        enteredTotal: comparison.enteredTotal,
        rowsTotal: comparison.rowsTotal,
        rowsCount: rows.length,
        approvalsNeeded: needed,
        idempotencyKey: idempotency.key,
        createdBy: auth.userId,
        createdAt: now,
      });
      if (!batch) {
        // The same key raced this one and committed first: its batch is the answer.
        const first = await findBatchByKey(tx, auth.merchantId, idempotency.key);
        return batchDetailOf(deps, tx, first!, auth.userId);
      }
      await confirmation.consume(tx);
      // Payees the batch describes and the merchant has not: added in review, once each.
      const forms = new Map<string, ParsedPayeeForm>();
      for (const row of valid) if (row.newKey) forms.set(row.newKey, row.newPayee!);
      const added = await addPayeesIn(deps, tx, auth, [...forms.values()], client, batch.batchNo);
      const addedByKey = new Map(added.map((p) => [p.accountKey, p]));
      const state = payoutStartState(needed > 0);
      const orderNos = orderNosOf(valid.length, now);
      const orders = await insertPayouts(
        tx,
        valid.map((row, i) => {
          const payee = row.payee ?? addedByKey.get(row.newKey!)!;
          return {
            orderNo: orderNos[i]!,
            batchNo: batch.batchNo,
            merchantId: auth.merchantId,
            type: PayoutType.Transfer,
            state,
            payeeId: payee.id,
            payee: snapshotOfPayee(payee, deps),
            currency,
            amount: row.amount!,
            fee: row.fee!,
            purpose: row.purpose,
            explanation: row.note,
            postscript: '',
            proofFileIds: [],
            approvalsNeeded: needed,
            sameDay: false,
            idempotencyKey: `${idempotency.key}#${i + 1}`,
            createdBy: auth.userId,
            createdAt: now,
          };
        }),
      );
      await insertPayoutEvents(
        tx,
        orders.map((order) => ({
          payoutId: order.id,
          action: 'submitted',
          state,
          actor: auth.userName,
          note: batch.batchNo,
          at: now,
        })),
      );
      // Into mainland China the orders draw on the settlement quota, all or none.
      await drawQuota(
        tx,
        auth.merchantId,
        valid.flatMap((row, i) =>
          row.quotaUsd === null
            ? []
            : [
                {
                  orderNo: orders[i]!.orderNo,
                  purpose: row.purpose as PaymentPurpose,
                  usd: row.quotaUsd,
                },
              ],
        ),
        now,
      );
      await writeAudit(tx, {
        actor: userActor(auth),
        action: 'payout.batch',
        target: `payoutBatch:${batch.batchNo}`,
        ip: client.ip,
        after: {
          batchNo: batch.batchNo,
          source: batch.source,
          count: orders.length,
          skipped: invalid,
          amount: `${fromMinor(amount, currency)} ${currency}`,
          fee: fromMinor(fee, currency),
          approvalsNeeded: needed,
          newPayees: added.length,
          orders: orders.map((o) => o.orderNo),
        },
      });
      // Approvers hear once of the batch waiting for them, each in their language.
      if (state === OrderState.PendingSecondReview)
        for (const userId of approverIds) {
          const queued = await notify(deps, tx, {
            merchantId: auth.merchantId,
            userId,
            kind: NotificationKind.FundOutflow,
            params: {
              outcome: 'approval',
              orderNo: batch.batchNo,
              amount: fromMinor(amount, currency),
              currency,
              counterparty:
                (orders[0]!.payee as { name: string }).name +
                (orders.length > 1 ? ` +${orders.length - 1}` : ''),
              maker: auth.userName,
            },
            dedupeKey: `payoutBatch:${batch.batchNo}:approval:${userId}`,
          });
          if (queued) notifications.push(queued);
        }
      // Every hold in one statement of the ledger's batch path; one refused refuses the batch.
      await timed('ledger', () =>
        holdMany(
          tx,
          orders.map((order) => ({
            reference: holdReference(order.orderNo),
            merchantId: auth.merchantId,
            currency,
            amount: order.amount + order.fee,
            orderType: PayoutType.Transfer,
            orderNo: order.orderNo,
            idempotencyKey: order.idempotencyKey,
            causedBy: `user:${auth.userId}`,
            memo: {
              payee: (order.payee as { name: string }).name,
              fee: fromMinor(order.fee, currency),
              batchNo: batch.batchNo,
            },
          })),
        ),
      );
      const answer = await batchDetailOf(deps, tx, batch, auth.userId);
      await saveIdempotentResult(tx, idempotency, answer);
      return answer;
    }),
  );
  deps.outbox.send(notifications);
  return answer;
};

const FINAL_PAID = [OrderState.PaymentSuccess] as number[];
const RETURNED = [OrderState.ReviewRejected, OrderState.AbnormalRefund] as number[];

const batchHead = (
  batch: BatchRow,
  createdByName: string,
  states: { state: number; count: number; amount: bigint; fee: bigint }[],
  waitingForMe: number,
) => {
  const currency = batch.currency as Currency;
  return {
    batchNo: batch.batchNo,
    source: batch.source as PayoutBatch['source'],
    currency,
    count: batch.count,
    amount: fromMinor(batch.amount, currency),
    fee: fromMinor(batch.fee, currency),
    total: fromMinor(batch.amount + batch.fee, currency),
    entered:
      batch.enteredCount !== null && batch.enteredTotal !== null
        ? { count: batch.enteredCount, total: fromMinor(batch.enteredTotal, currency) }
        : null,
    rowsCount: batch.rowsCount,
    rowsTotal: fromMinor(batch.rowsTotal, currency),
    countConsistent: batch.enteredCount === null ? null : batch.enteredCount === batch.rowsCount,
    totalConsistent: batch.enteredTotal === null ? null : batch.enteredTotal === batch.rowsTotal,
    skipped: batch.rowsCount - batch.count,
    approvalsNeeded: batch.approvalsNeeded,
    createdBy: createdByName,
    createdAt: batch.createdAt.toISOString(),
    states: states
      .map((s) => ({ state: s.state as OrderState, count: s.count }))
      .sort((a, b) => a.state - b.state),
    paid: fromMinor(
      sum(states.filter((s) => FINAL_PAID.includes(s.state)).map((s) => s.amount)),
      currency,
    ),
    returned: fromMinor(
      sum(states.filter((s) => RETURNED.includes(s.state)).map((s) => s.amount + s.fee)),
      currency,
    ),
    waitingForMe,
  };
};

/** A batch with every order, as the viewer sees it (what waits for their approval). */
const batchDetailOf = async (
  deps: Deps,
  db: DbOrTx,
  batch: BatchRow,
  viewerId: string,
): Promise<PayoutBatch> => {
  const { rows } = await listPayouts(
    db,
    { merchantId: batch.merchantId, batchNo: batch.batchNo },
    { limit: 100, offset: 0 },
  );
  // In the order of the batch's rows (each order's key ends in its row's place).
  const place = (key: string) => Number(key.slice(key.lastIndexOf('#') + 1));
  rows.sort((a, b) => place(a.payout.idempotencyKey) - place(b.payout.idempotencyKey));
  const states = new Map<number, { state: number; count: number; amount: bigint; fee: bigint }>();
  for (const { payout } of rows) {
    const s = states.get(payout.state) ?? { state: payout.state, count: 0, amount: 0n, fee: 0n };
    s.count += 1;
    s.amount += payout.amount;
    s.fee += payout.fee;
    states.set(payout.state, s);
  }
  const waiting = (await canApprove(db, batch.merchantId, viewerId))
    ? (
        await listPayouts(
          db,
          { merchantId: batch.merchantId, batchNo: batch.batchNo, approverId: viewerId },
          { limit: 1, offset: 0 },
        )
      ).total
    : 0;
  const context = { hours: await getServiceHours(db), now: nowOf(deps) };
  return {
    ...batchHead(batch, await userNameOf(db, batch.createdBy), [...states.values()], waiting),
    orders: rows.map((r) => payoutRowView(r.payout, r.createdByName, context)),
  };
};

export const getMyBatch = async (deps: Deps, auth: UserAuth, batchNo: string) => {
  const batch = await findBatch(deps.db, batchNo, auth.merchantId);
  if (!batch) throw new AppError('NOT_FOUND');
  return batchDetailOf(deps, deps.db, batch, auth.userId);
};

export const listMyBatches = async (deps: Deps, auth: UserAuth, query: PayoutBatchListQuery) => {
  const q = ZPayoutBatchListQuery.parse(query);
  const { rows, total } = await listBatches(deps.db, auth.merchantId, rowWindowOf(q));
  const states = await batchStates(
    deps.db,
    rows.map((r) => r.batch.batchNo),
  );
  const approver = await canApprove(deps.db, auth.merchantId, auth.userId);
  const list = [];
  for (const { batch, createdByName } of rows) {
    const waiting = approver
      ? (
          await listPayouts(
            deps.db,
            { merchantId: auth.merchantId, batchNo: batch.batchNo, approverId: auth.userId },
            { limit: 1, offset: 0 },
          )
        ).total
      : 0;
    list.push(
      batchHead(
        batch,
        createdByName,
        states
          .filter((s) => s.batchNo === batch.batchNo)
          .map((s) => ({
            state: s.state,
            count: s.count,
            amount: BigInt(s.amount),
            fee: BigInt(s.fee),
          })),
        waiting,
      ),
    );
  }
  return pageOf(q, list, total);
};

/** An approver decides every order of a batch that waits for them, in one transaction. */
export const approveBatch = async (
  deps: Deps,
  auth: UserAuth,
  input: ApproveBatchRequest,
  client: ClientWithZone,
) => {
  const notifications = await deps.db.transaction(async (tx) => {
    const batch = await findBatch(tx, input.batchNo, auth.merchantId);
    if (!batch) throw new AppError('NOT_FOUND');
    if (!(await canApprove(tx, auth.merchantId, auth.userId)))
      throw new AppError('NOT_AN_APPROVER');
    if (batch.createdBy === auth.userId) throw new AppError('APPROVE_OWN_ORDER');
    const orders = await lockBatchOrders(tx, batch.batchNo, auth.merchantId);
    const waiting = [];
    for (const order of orders) {
      if (order.state !== OrderState.PendingSecondReview) continue;
      const decided = (await approvalsOf(tx, order.id)).some((a) => a.userId === auth.userId);
      if (!decided) waiting.push(order);
    }
    if (waiting.length === 0) throw new AppError('PAYOUT_STATE');
    const reason = input.reason || null;
    const approve = input.decision === ApprovalDecision.Approve;
    const queued: string[] = [];
    for (const order of waiting) {
      const notice = await decideOrderIn(deps, tx, auth, order, input.decision, reason, client);
      if (notice) queued.push(notice);
    }
    await writeAudit(tx, {
      actor: userActor(auth),
      action: approve ? 'payout.batchApprove' : 'payout.batchDecline',
      target: `payoutBatch:${batch.batchNo}`,
      ip: client.ip,
      after: { decision: input.decision, reason, orders: waiting.map((o) => o.orderNo) },
    });
    return queued;
  });
  deps.outbox.send(notifications);
  return getMyBatch(deps, auth, input.batchNo);
};
