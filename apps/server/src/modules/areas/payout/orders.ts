// Withdrawals, transfers and fast transfers (spec §9 order types 1, 2, 6): the price before
// confirming, and the order itself — validate → confirm the payment → one transaction {order row,
// hold of amount + fee, timeline, audit, notices to approvers, the answer to a retry} (ADR 0022
// step 1). Records and detail are here too.
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
  NotificationKind,
  OrderState,
  PayeeMethod,
  PAYOUT_FEE_TYPE,
  PayoutType,
  payoutStartState,
  usageOfPayoutType,
  ZPayoutListQuery,
  type CreatePayoutRequest,
  type Currency,
  type PayoutListQuery,
  type PayoutOrder,
  type PayoutPrice,
  type PayoutPriceRequest,
} from '@tradebridge/contracts';
import { amountOrFail } from '../../../platform/amounts.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import { nowOf, type ClientWithZone, type Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import { userActor, type UserAuth } from '../../../platform/http/auth.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { timed } from '../../../platform/http/server-timing.ts';
import { newOrderNo } from '../../../platform/numbers.ts';
import { balanceOf, hold } from '../../core/ledger/index.ts';
import { notify } from '../../services/notice/index.ts';
import { findMerchantPayee, type PayeeRow } from '../payee/index.ts';
import { drawQuota, quotaRoom } from '../quota/index.ts';
import { confirmPayment, type PaymentConfirmation } from '../../core/security/index.ts';
import { approversFor, canApprove } from './approval-policy.ts';
import { holdReference } from './order-state.ts';
import { getServiceHours, payoutFeeOf, usdValueOf } from './pricing.ts';
import {
  approvalsOf,
  findPayout,
  findPayoutByKey,
  insertPayout,
  insertPayoutEvent,
  listPayouts,
  payoutEventsOf,
  userNameOf,
  type PayoutRow,
} from './repository.ts';
import { payoutRowView, payoutView, type PayeeSnapshot, type ViewContext } from './views.ts';

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The payee as the order keeps it, with what the pain.001 will carry. */
export const snapshotOfPayee = (payee: PayeeRow, deps: Deps): PayeeSnapshot => {
  const details = payee.details as Record<string, string | number | null>;
  const card = payee.method === PayeeMethod.Card;
  return {
    id: payee.id,
    name: payee.name,
    method: payee.method as PayeeSnapshot['method'],
    country: payee.country,
    bankName: payee.bankName,
    accountTail: payee.accountTail,
    currency: payee.currency,
    details,
    creditor: card
      ? {
          iban: null,
          // A card travels as a token and its last four, never its number (ADR 0022).
          other: `TOK${deps.secrets.keyedHash(payee.accountKey).slice(0, 12).toUpperCase()}${payee.accountTail.slice(-4)}`,
          bic: null,
          memberId: 'VISA',
          postalCode: null,
          town: str(details.cardholderCity),
          country: 'HK',
        }
      : {
          iban: str(details.iban),
          other: str(details.accountNumber),
          bic: str(details.swift),
          memberId:
            str(details.cnaps) ??
            str(details.hkBankCode) ??
            str(details.routingNumber) ??
            str(details.bsb),
          postalCode: str(details.postalCode),
          town: str(details.city),
          country: payee.country,
        },
  };
};

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

/** The order's proof files: the merchant's own uploads (their names kept for the detail). */
const proofFilesOf = async (deps: Deps, merchantId: string, ids: string[]) =>
  Promise.all(
    [...new Set(ids)].map((id, i) =>
      getMerchantFile(deps, merchantId, id)
        .then((file) => ({ id: file.id, name: file.name }))
        .catch(() => {
          throw new FieldError(`proofFileIds.${i}`, 'required');
        }),
    ),
  );

type Submission = {
  input: CreatePayoutRequest & { explanation: string; postscript: string; proofFileIds: string[] };
  plan: Plan;
  confirmation: PaymentConfirmation;
};

/**
 * The money step of a payout, once checked and confirmed: the order, its hold and its story in one
 * transaction (a hold refused for the balance writes nothing). A retry with the same key answers
 * the order made first. Exported for the concurrency test, which confirms without codes.
 */
export const submitPayout = async (
  deps: Deps,
  auth: UserAuth,
  { input, plan, confirmation }: Submission,
  idempotency: Idempotency,
  client: ClientWithZone,
): Promise<PayoutOrder> => {
  const now = nowOf(deps);
  const hours = await getServiceHours(deps.db);
  const proofFiles = await proofFilesOf(deps, auth.merchantId, input.proofFileIds);
  const notifications: string[] = [];
  const answer = await timed('transaction', () =>
    deps.db.transaction(async (tx) => {
      const state = payoutStartState(plan.approvalsNeeded > 0);
      const row = await insertPayout(tx, {
        orderNo: newOrderNo('PO', now),
        merchantId: auth.merchantId,
        type: input.type,
        state,
        payeeId: plan.payee.id,
        payee: snapshotOfPayee(plan.payee, deps),
        currency: plan.currency,
        amount: plan.amount,
        fee: plan.fee,
        purpose: input.purpose,
        explanation: input.explanation,
        postscript: input.postscript,
        proofFileIds: input.proofFileIds,
        approvalsNeeded: plan.approvalsNeeded,
        sameDay: input.type === PayoutType.FastTransfer && isFastSameDay(hours, now),
        idempotencyKey: idempotency.key,
        createdBy: auth.userId,
        createdAt: now,
      });
      if (!row) {
        // The same key raced this one and committed first: its order is the answer.
        const first = await findPayoutByKey(tx, auth.merchantId, idempotency.key);
        return detailOf(deps, tx, first!, { hours, now, viewerId: auth.userId }, proofFiles);
      }
      await confirmation.consume(tx);
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
          ip: client.ip,
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
      // Approvers hear of an order waiting for them, each in their language.
      if (state === OrderState.PendingSecondReview)
        for (const userId of plan.approverIds) {
          const queued = await notify(deps, tx, {
            merchantId: auth.merchantId,
            userId,
            kind: NotificationKind.FundOutflow,
            params: {
              outcome: 'approval',
              orderNo: row.orderNo,
              amount: fromMinor(row.amount, currency),
              currency,
              counterparty: plan.payee.name,
              maker: auth.userName,
            },
            dedupeKey: `payout:${row.orderNo}:approval:${userId}`,
          });
          if (queued) notifications.push(queued);
        }
      // Into mainland China it draws on the settlement quota, refused whole when too little is left.
      if (plan.quotaUsd !== null)
        await drawQuota(
          tx,
          auth.merchantId,
          [{ orderNo: row.orderNo, purpose: input.purpose, usd: plan.quotaUsd }],
          now,
        );
      // The ledger last (its accounts stay locked only for the posting and the commit).
      await timed('ledger', () =>
        hold(tx, {
          reference: holdReference(row.orderNo),
          merchantId: auth.merchantId,
          currency,
          amount: row.amount + row.fee,
          orderType: row.type as PayoutType,
          orderNo: row.orderNo,
          idempotencyKey: idempotency.key,
          causedBy: `user:${auth.userId}`,
          memo: { payee: plan.payee.name, fee: fromMinor(row.fee, currency) },
        }),
      );
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

/**
 * An order's approvals, timeline and proof files. Inside a transaction the caller passes the proof
 * files it read before: they are read through the pool, which a transaction on the embedded
 * database's single connection would wait for.
 */
export const detailPartsOf = async (
  deps: Deps,
  db: DbOrTx,
  row: PayoutRow,
  proofFiles?: { id: string; name: string }[],
) => ({
  createdByName: await userNameOf(db, row.createdBy),
  approvals: await approvalsOf(db, row.id),
  events: await payoutEventsOf(db, row.id),
  // A file deleted since is left out rather than failing the order's page.
  proofFiles:
    proofFiles ??
    (await proofFilesOf(deps, row.merchantId, row.proofFileIds as string[]).catch(() => [])),
});

const detailOf = async (
  deps: Deps,
  db: DbOrTx,
  row: PayoutRow,
  context: ViewContext,
  proofFiles?: { id: string; name: string }[],
) => payoutView(row, await detailPartsOf(deps, db, row, proofFiles), context);

export const getMyPayout = async (deps: Deps, auth: UserAuth, orderNo: string) => {
  const row = await findPayout(deps.db, orderNo, auth.merchantId);
  if (!row) throw new AppError('NOT_FOUND');
  return payoutView(row, await detailPartsOf(deps, deps.db, row), {
    hours: await getServiceHours(deps.db),
    now: nowOf(deps),
    viewerId: auth.userId,
    canApprove: await canApprove(deps.db, auth.merchantId, auth.userId),
  });
};

export const listMyPayouts = async (deps: Deps, auth: UserAuth, query: PayoutListQuery) => {
  const q = ZPayoutListQuery.parse(query);
  const { rows, total } = await listPayouts(
    deps.db,
    { ...q, merchantId: auth.merchantId, approverId: q.waitingForMe ? auth.userId : undefined },
    rowWindowOf(q),
  );
  const context = { hours: await getServiceHours(deps.db), now: nowOf(deps) };
  return pageOf(
    q,
    rows.map((r) => payoutRowView(r.payout, r.createdByName, context)),
    total,
  );
};
