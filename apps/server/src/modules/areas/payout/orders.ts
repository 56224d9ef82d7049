// Withdrawals, transfers and fast transfers (spec §9 order types 1, 2, 6): the price before
// confirming, and the order itself — validate → confirm the payment → one transaction {order row,
// hold of amount + fee, timeline, audit, notices to approvers, the answer to a retry} (ADR 0022
// step 1). Records and detail are in order-detail.ts.
import {
  BankCardState,
  CapitalAccountType,
  fromMinor,
  needsQuota,
  PaymentPurpose,
  toMinor,
  isFastSameDay,
  isServiceTime,
  nextServiceStart,
  OrderState,
  PayeeMethod,
  PAYOUT_FEE_TYPE,
  PayoutType,
  payoutStartState,
  usageOfPayoutType,
  type CreatePayoutRequest,
  type Currency,
  type PayoutOrder,
  type PayoutPrice,
  type PayoutPriceRequest,
  type ServiceHours,
} from '@tradebridge/contracts';
import { amountOrFail } from '../../../platform/amounts.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db/client.ts';
import { nowOf, type ClientWithZone, type Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import { userActor, type UserAuth } from '../../../platform/http/auth.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { timed } from '../../../platform/http/server-timing.ts';
import { newOrderNo } from '../../../platform/numbers.ts';
import { balanceOf, hold } from '../../core/ledger/index.ts';
import { findMerchantPayee, type PayeeRow } from '../payee/index.ts';
import { drawQuota, quotaRoom } from '../quota/index.ts';
import { confirmPayment, type PaymentConfirmation } from '../../core/security/index.ts';
import { approversFor, noticeApprovers } from './approval-policy.ts';
import { detailOf, proofFilesOf } from './order-detail.ts';
import { holdReference } from './order-state.ts';
import { latinProblemOf, snapshotOfPayee } from './payee-snapshot.ts';
import { getServiceHours, payoutFeeOf, usdValueOf } from './pricing.ts';
import {
  findPayoutByKey,
  insertPayout,
  insertPayoutEvent,
  type PayoutRow,
} from './repository/index.ts';

type Plan = {
  payee: PayeeRow;
  currency: Currency;
  amount: bigint;
  fee: bigint;
  approvalsNeeded: number;
  approverIds: string[];
  /** The US cents it draws on the settlement quota (paid into mainland China), else null. */
  quotaUsd: bigint | null;
};

/**
 * Checks an order before anything is confirmed or held: an approved payee of this merchant, of the
 * order type's use, paid in its currency (spec §5), a fast transfer to a bank account; the fee
 * from the agreement; the approvals its band needs, with enough approvers besides the maker.
 */
const planOf = async (deps: Deps, auth: UserAuth, input: PayoutPriceRequest): Promise<Plan> => {
  const payee = await findMerchantPayee(deps.db, input.payeeId, auth.merchantId);
  if (!payee) throw new FieldError('payeeId', 'required');
  if (payee.usage !== usageOfPayoutType(input.type))
    throw new FieldError('payeeId', 'payeeWrongUsage');
  if (input.type === PayoutType.FastTransfer && payee.method === PayeeMethod.Card)
    throw new FieldError('type', 'fastNotToCard');
  if (payee.state !== BankCardState.Normal) throw new AppError('PAYEE_NOT_APPROVED');
  if (input.currency !== payee.currency) throw new FieldError('currency', 'currencyNotPayees');
  // Refused rather than sent by a name the creditor's bank abroad cannot read.
  const unreadable = latinProblemOf(payee);
  if (unreadable) throw new FieldError('payeeId', unreadable);
  const currency = input.currency;
  const amount = amountOrFail(input.amount, currency);
  const fee = await payoutFeeOf(deps.db, auth.merchantId, input.type, currency, amount);
  const usd = await usdValueOf(deps.db, amount, currency);
  const { needed, approverIds } = await approversFor(deps.db, auth.merchantId, auth.userId, usd);
  const quotaUsd = needsQuota(payee) ? toMinor(usd, 'USD') : null;
  return { payee, currency, amount, fee, approvalsNeeded: needed, approverIds, quotaUsd };
};

export const pricePayout = async (
  deps: Deps,
  auth: UserAuth,
  input: PayoutPriceRequest,
): Promise<PayoutPrice> => {
  const plan = await planOf(deps, auth, input);
  const now = nowOf(deps);
  const hours = await getServiceHours(deps.db);
  const available = await balanceOf(deps.db, {
    merchantId: auth.merchantId,
    currency: plan.currency,
    type: CapitalAccountType.Available,
  });
  return {
    type: input.type,
    currency: plan.currency,
    amount: fromMinor(plan.amount, plan.currency),
    fee: fromMinor(plan.fee, plan.currency),
    total: fromMinor(plan.amount + plan.fee, plan.currency),
    feeType: PAYOUT_FEE_TYPE[input.type],
    available: fromMinor(available, plan.currency),
    serviceOpen: isServiceTime(hours, now),
    nextServiceAt: nextServiceStart(hours, now)?.toISOString() ?? null,
    sameDay: input.type === PayoutType.FastTransfer && isFastSameDay(hours, now),
    approvalsNeeded: plan.approvalsNeeded,
    serviceHours: hours,
    quota:
      plan.quotaUsd === null
        ? null
        : {
            needed: fromMinor(plan.quotaUsd, 'USD'),
            remaining: fromMinor(
              await quotaRoom(
                deps.db,
                auth.merchantId,
                [input.purpose ?? PaymentPurpose.Products],
                now,
              ),
              'USD',
            ),
          },
  };
};

type Submission = {
  input: CreatePayoutRequest & { explanation: string; postscript: string; proofFileIds: string[] };
  plan: Plan;
  confirmation: PaymentConfirmation;
};

/** What one order's transaction carries besides the transaction. */
type Placing = Submission & {
  deps: Deps;
  auth: UserAuth;
  idempotency: Idempotency;
  client: ClientWithZone;
  hours: ServiceHours;
  now: Date;
};

/** The order's row; none when the same key raced this one and committed first. */
const insertOrder = (tx: Tx, p: Placing, state: OrderState) =>
  insertPayout(tx, {
    orderNo: newOrderNo('PO', p.now),
    merchantId: p.auth.merchantId,
    type: p.input.type,
    state,
    payeeId: p.plan.payee.id,
    payee: snapshotOfPayee(p.plan.payee, p.deps),
    currency: p.plan.currency,
    amount: p.plan.amount,
    fee: p.plan.fee,
    purpose: p.input.purpose,
    explanation: p.input.explanation,
    postscript: p.input.postscript,
    proofFileIds: p.input.proofFileIds,
    approvalsNeeded: p.plan.approvalsNeeded,
    sameDay: p.input.type === PayoutType.FastTransfer && isFastSameDay(p.hours, p.now),
    idempotencyKey: p.idempotency.key,
    createdBy: p.auth.userId,
    createdAt: p.now,
  });

/** The order's first timeline event and its audit. */
const recordOrder = async (tx: Tx, p: Placing, row: PayoutRow, state: OrderState) => {
  const { auth, plan, now } = p;
  await insertPayoutEvent(tx, {
    payoutId: row.id,
    action: 'submitted',
    state,
    actor: auth.userName,
    note: null,
    at: now,
  });
  const currency = plan.currency;
  await timed('audit', () =>
    writeAudit(tx, {
      actor: userActor(auth),
      action: 'payout.create',
      target: `payout:${row.orderNo}`,
      ip: p.client.ip,
      after: {
        orderNo: row.orderNo,
        type: row.type,
        state,
        payee: `${plan.payee.name} ${plan.payee.accountTail}`,
        amount: `${fromMinor(row.amount, currency)} ${currency}`,
        fee: fromMinor(row.fee, currency),
        approvalsNeeded: row.approvalsNeeded,
      },
    }),
  );
};

/** The ledger last (its accounts stay locked only for the posting and the commit). */
const holdOrder = (tx: Tx, p: Placing, row: PayoutRow) => {
  const { auth, plan } = p;
  const currency = plan.currency;
  return timed('ledger', () =>
    hold(tx, {
      reference: holdReference(row.orderNo),
      merchantId: auth.merchantId,
      currency,
      amount: row.amount + row.fee,
      orderType: row.type as PayoutType,
      orderNo: row.orderNo,
      idempotencyKey: p.idempotency.key,
      causedBy: `user:${auth.userId}`,
      memo: { payee: plan.payee.name, fee: fromMinor(row.fee, currency) },
    }),
  );
};

/**
 * The money step of a payout, once checked and confirmed: the order, its hold and its story in one
 * transaction (a hold refused for the balance writes nothing). A retry with the same key answers
 * the order made first. Exported for the concurrency test, which confirms without codes.
 */
export const submitPayout = async (
  deps: Deps,
  auth: UserAuth,
  submission: Submission,
  idempotency: Idempotency,
  client: ClientWithZone,
): Promise<PayoutOrder> => {
  const { input, plan, confirmation } = submission;
  const now = nowOf(deps);
  const hours = await getServiceHours(deps.db);
  const proofFiles = await proofFilesOf(deps, auth.merchantId, input.proofFileIds);
  const p: Placing = { ...submission, deps, auth, idempotency, client, hours, now };
  const notifications: string[] = [];
  const answer = await timed('transaction', () =>
    deps.db.transaction(async (tx) => {
      const state = payoutStartState(plan.approvalsNeeded > 0);
      const row = await insertOrder(tx, p, state);
      if (!row) {
        // The same key raced this one and committed first: its order is the answer.
        const first = await findPayoutByKey(tx, auth.merchantId, idempotency.key);
        return detailOf(deps, tx, first!, { hours, now, viewerId: auth.userId }, proofFiles);
      }
      await confirmation.consume(tx);
      await recordOrder(tx, p, row, state);
      if (state === OrderState.PendingSecondReview)
        notifications.push(
          ...(await noticeApprovers(deps, tx, auth, plan.approverIds, {
            subject: `payout:${row.orderNo}`,
            orderNo: row.orderNo,
            amount: row.amount,
            currency: plan.currency,
            counterparty: plan.payee.name,
          })),
        );
      // Into mainland China it draws on the settlement quota, refused whole when too little is left.
      if (plan.quotaUsd !== null)
        await drawQuota(
          tx,
          auth.merchantId,
          [{ orderNo: row.orderNo, purpose: input.purpose, usd: plan.quotaUsd }],
          now,
        );
      await holdOrder(tx, p, row);
      const answer = await detailOf(
        deps,
        tx,
        row,
        { hours, now, viewerId: auth.userId },
        proofFiles,
      );
      await saveIdempotentResult(tx, idempotency, answer);
      return answer;
    }),
  );
  deps.outbox.send(notifications);
  return answer;
};

export const createPayout = async (
  deps: Deps,
  auth: UserAuth,
  input: CreatePayoutRequest & { explanation: string; postscript: string; proofFileIds: string[] },
  idempotency: Idempotency,
  client: ClientWithZone,
): Promise<PayoutOrder> => {
  const done = await findPayoutByKey(deps.db, auth.merchantId, idempotency.key);
  if (done)
    return detailOf(deps, deps.db, done, {
      hours: await getServiceHours(deps.db),
      now: nowOf(deps),
      viewerId: auth.userId,
    });
  const plan = await planOf(deps, auth, input);
  // Checked before the confirmation (a wrong file refuses the order with its field named).
  await proofFilesOf(deps, auth.merchantId, input.proofFileIds);
  const total = plan.amount + plan.fee;
  const reentered = amountOrFail(input.reenteredAmount, plan.currency, 'reenteredAmount');
  const confirmation = await confirmPayment(deps, auth, {
    total: total.toString(),
    reenteredTotal: reentered.toString(),
    credentials: input.credentials,
    ...(client.timeZone ? { timeZone: client.timeZone } : {}),
  });
  return submitPayout(deps, auth, { input, plan, confirmation }, idempotency, client);
};
