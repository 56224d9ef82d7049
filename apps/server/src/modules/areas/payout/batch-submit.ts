// Batch submit (issue 20, ADR 0023): one confirmation submits the valid rows — one transaction
// {batch, new payees in review, an order per row, their timelines, the settlement quota drawn,
// audit, approvers' notices, every hold through the ledger's batch path, the answer to a retry}:
// all of it or nothing. Afterwards each order is an ordinary payout (approved, reviewed, sent and
// settled on its own).
import {
  fromMinor,
  OrderState,
  PayoutType,
  payoutStartState,
  type BatchRequest,
  type CreateBatchRequest,
  type Currency,
  type Language,
  type ParsedPayeeForm,
  type PaymentPurpose,
  type PayoutBatch,
} from '@tradebridge/contracts';
import { amountOrFail } from '../../../platform/amounts.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db/client.ts';
import { nowOf, type ClientWithZone, type Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { userActor, type UserAuth } from '../../../platform/http/auth.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { timed } from '../../../platform/http/server-timing.ts';
import { newOrderNo } from '../../../platform/numbers.ts';
import { holdMany } from '../../core/ledger/index.ts';
import { confirmPayment } from '../../core/security/index.ts';
import { addPayeesIn, type PayeeRow } from '../payee/index.ts';
import { drawQuota } from '../quota/index.ts';
import { approversFor, noticeApprovers } from './approval-policy.ts';
import { checkRows, comparisonOf, currencyOf, isValid, sum, type Row } from './batch-check.ts';
import { batchDetailOf } from './batch-views.ts';
import { holdReference } from './order-state.ts';
import { snapshotOfPayee } from './payee-snapshot.ts';
import { usdValueOf } from './pricing.ts';
import {
  findBatchByKey,
  insertBatch,
  insertPayoutEvents,
  insertPayouts,
  type BatchRow,
  type PayoutRow,
} from './repository/index.ts';

/** Distinct order numbers for the batch's orders. */
const orderNosOf = (count: number, now: Date) => {
  const taken = new Set<string>();
  while (taken.size < count) taken.add(newOrderNo('PO', now));
  return [...taken];
};

/** The rows checked again as at the check: the valid ones and their totals, or the refusal. */
const validRowsOf = async (
  deps: Deps,
  auth: UserAuth,
  input: CreateBatchRequest,
  language: Language,
) => {
  const request = input as BatchRequest;
  const currency = currencyOf(request);
  const rows = await checkRows(deps, auth, request, language);
  const valid = rows.filter(isValid);
  const invalid = rows.length - valid.length;
  if (invalid > 0 && !input.skipInvalid) throw new AppError('BATCH_HAS_ERRORS', { count: invalid });
  if (valid.length === 0) throw new AppError('BATCH_EMPTY');
  const amount = sum(valid.map((r) => r.amount!));
  const fee = sum(valid.map((r) => r.fee!));
  return { request, currency, rows, valid, invalid, amount, fee };
};

type Checked = Awaited<ReturnType<typeof validRowsOf>>;

/** What the submission carries into its transaction besides the rows. */
type Submission = {
  deps: Deps;
  auth: UserAuth;
  client: ClientWithZone;
  idempotency: Idempotency;
  checked: Checked;
  needed: number;
  now: Date;
};

/** The batch's own row; none when the same key raced this one and committed first. */
const insertBatchOf = (tx: Tx, s: Submission, comparison: ReturnType<typeof comparisonOf>) => {
  const { request, currency, rows, valid, amount, fee } = s.checked;
  return insertBatch(tx, {
    batchNo: newOrderNo('PB', s.now),
    merchantId: s.auth.merchantId,
    source: request.source,
    currency,
    count: valid.length,
    amount,
    fee,
    enteredCount: comparison.enteredCount,
    enteredTotal: comparison.enteredTotal,
    rowsTotal: comparison.rowsTotal,
    rowsCount: rows.length,
    approvalsNeeded: s.needed,
    idempotencyKey: s.idempotency.key,
    createdBy: s.auth.userId,
    createdAt: s.now,
  });
};

/** Payees the batch describes and the merchant has not: added in review, once each. */
const addNewPayees = async (tx: Tx, s: Submission, batchNo: string) => {
  const forms = new Map<string, ParsedPayeeForm>();
  for (const row of s.checked.valid) if (row.newKey) forms.set(row.newKey, row.newPayee!);
  return addPayeesIn(s.deps, tx, s.auth, [...forms.values()], s.client, batchNo);
};

/** An order per valid row, each with its timeline's first event. */
const insertOrders = async (
  tx: Tx,
  s: Submission,
  batch: BatchRow,
  added: PayeeRow[],
  state: number,
) => {
  const { deps, auth, idempotency, needed, now } = s;
  const { valid, currency } = s.checked;
  const addedByKey = new Map(added.map((p) => [p.accountKey, p]));
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
  return orders;
};

/** Into mainland China the orders draw on the settlement quota, all or none. */
const drawBatchQuota = (tx: Tx, s: Submission, valid: Row[], orders: PayoutRow[]) =>
  drawQuota(
    tx,
    s.auth.merchantId,
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
    s.now,
  );

const auditBatch = (
  tx: Tx,
  s: Submission,
  batch: BatchRow,
  orders: PayoutRow[],
  newPayees: number,
) => {
  const { amount, fee, currency, invalid } = s.checked;
  return writeAudit(tx, {
    actor: userActor(s.auth),
    action: 'payout.batch',
    target: `payoutBatch:${batch.batchNo}`,
    ip: s.client.ip,
    after: {
      batchNo: batch.batchNo,
      source: batch.source,
      count: orders.length,
      skipped: invalid,
      amount: `${fromMinor(amount, currency)} ${currency}`,
      fee: fromMinor(fee, currency),
      approvalsNeeded: s.needed,
      newPayees,
      orders: orders.map((o) => o.orderNo),
    },
  });
};

/** Every hold in one statement of the ledger's batch path; one refused refuses the batch. */
const holdOrders = (
  tx: Tx,
  auth: UserAuth,
  batch: BatchRow,
  orders: PayoutRow[],
  currency: Currency,
) =>
  timed('ledger', () =>
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
  const checked = await validRowsOf(deps, auth, input, language);
  const { request, currency, rows, amount, fee } = checked;
  const { needed, approverIds } = await approversFor(
    deps.db,
    auth.merchantId,
    auth.userId,
    await usdValueOf(deps.db, amount, currency),
  );
  const reentered = amountOrFail(input.reenteredAmount, currency, 'reenteredAmount');
  const confirmation = await confirmPayment(deps, auth, {
    total: (amount + fee).toString(),
    reenteredTotal: reentered.toString(),
    credentials: input.credentials,
    ...(client.timeZone ? { timeZone: client.timeZone } : {}),
  });
  const comparison = comparisonOf(request, rows, currency);
  const now = nowOf(deps);
  const s: Submission = { deps, auth, client, idempotency, checked, needed, now };
  const notifications: string[] = [];
  const answer = await timed('transaction', () =>
    deps.db.transaction(async (tx) => {
      const batch = await insertBatchOf(tx, s, comparison);
      if (!batch) {
        // The same key raced this one and committed first: its batch is the answer.
        const first = await findBatchByKey(tx, auth.merchantId, idempotency.key);
        return batchDetailOf(deps, tx, first!, auth.userId);
      }
      await confirmation.consume(tx);
      const added = await addNewPayees(tx, s, batch.batchNo);
      const state = payoutStartState(needed > 0);
      const orders = await insertOrders(tx, s, batch, added, state);
      await drawBatchQuota(tx, s, checked.valid, orders);
      await auditBatch(tx, s, batch, orders, added.length);
      if (state === OrderState.PendingSecondReview)
        notifications.push(
          ...(await noticeApprovers(deps, tx, auth, approverIds, {
            subject: `payoutBatch:${batch.batchNo}`,
            orderNo: batch.batchNo,
            amount,
            currency,
            counterparty:
              (orders[0]!.payee as { name: string }).name +
              (orders.length > 1 ? ` +${orders.length - 1}` : ''),
          })),
        );
      await holdOrders(tx, auth, batch, orders, currency);
      const answer = await batchDetailOf(deps, tx, batch, auth.userId);
      await saveIdempotentResult(tx, idempotency, answer);
      return answer;
    }),
  );
  deps.outbox.send(notifications);
  return answer;
};
