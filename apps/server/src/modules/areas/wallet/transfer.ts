// Wallet transfer (order type 5) to another merchant: who it goes to, then the transfer itself —
// validate, confirm the payment, one transaction {ledger entry, order row, audit, notify}. The
// entry and the order row are booked by bookTransfer, which the demo history uses too.
import {
  CapitalAccountType,
  fromMinor,
  maskName,
  OrderState,
  OrderType,
  NotificationKind,
  type Currency,
  type TransferPayee,
  type WalletTransfer,
  type WalletTransferRequest,
} from '@tradebridge/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { ClientWithZone, Deps } from '../../../platform/deps.ts';
import { amountOrFail } from '../../../platform/amounts.ts';
import { AppError } from '../../../platform/errors.ts';
import { userActor, type UserAuth } from '../../../platform/http/auth.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { timed } from '../../../platform/http/server-timing.ts';
import { postEntry } from '../../core/ledger/index.ts';
import { findMerchantIdByLoginEmail } from '../../core/identity/index.ts';
import { findMerchant, findMerchantByMerNo } from '../../core/merchants/index.ts';
import { notify, notifyMainUser } from '../../services/notice/index.ts';
import { confirmPayment } from '../../core/security/index.ts';
import { newOrderNo } from '../../../platform/numbers.ts';
import { findTransferByReference, insertTransfer } from './repository.ts';

/**
 * The merchant a wallet transfer goes to: by account number (merNo) or a user's login e-mail;
 * `byNumber` says which the payer typed.
 */
const findPayee = async (deps: Deps, payeeAccount: string) => {
  const account = payeeAccount.trim();
  const byNumber = await findMerchantByMerNo(deps.db, account.toUpperCase());
  if (byNumber) return { ...byNumber, byNumber: true };
  const merchantId = await findMerchantIdByLoginEmail(deps.db, account);
  const byEmail = merchantId === undefined ? undefined : await findMerchant(deps.db, merchantId);
  return byEmail && { ...byEmail, byNumber: false };
};

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * Who the payer is about to pay, enough to recognise without the name (spec §5 masks it): the
 * masked name, the merchant number only when the payer typed it (an e-mail is not turned into
 * one), and the registration country or region.
 */
export const lookupPayee = async (
  deps: Deps,
  auth: UserAuth,
  payeeAccount: string,
): Promise<TransferPayee> => {
  const payee = await findPayee(deps, payeeAccount);
  if (!payee) throw new AppError('NOT_FOUND');
  if (payee.id === auth.merchantId) throw new AppError('SAME_ACCOUNT');
  const country = payee.country?.trim().toUpperCase() ?? null;
  return {
    maskedName: maskName(payee.name),
    merNo: payee.byNumber ? payee.merNo : null,
    country: country && COUNTRY_CODE.test(country) ? country : null,
  };
};

export type TransferBooking = {
  /** The ledger reference: one transfer per reference whatever retries happen. */
  reference: string;
  orderNo: string;
  idempotencyKey?: string | null;
  causedBy: string;
  payer: { id: string; name: string };
  payee: { id: string; name: string };
  currency: Currency;
  amount: bigint;
  note: string | null;
  /** The payer's user who ordered it. */
  createdBy: string;
  /** A past transfer (the demo history): the ledger's postedAt, and the order row's time. */
  postedAt?: Date;
};

/**
 * Books a transfer already authorised, in the caller's transaction: the ledger entry and the order
 * row, nothing else (no confirmation, audit or notice). The transfer below books through it once
 * the payment is confirmed; the demo history seeds past transfers through it, so they look like
 * real ones. The same reference again answers the transfer booked first (`isNew: false`).
 */
export const bookTransfer = async (tx: DbOrTx, booking: TransferBooking) => {
  const entry = await timed('ledger', () =>
    postEntry(tx, {
      reference: booking.reference,
      orderType: OrderType.WalletTransfer,
      orderNo: booking.orderNo,
      idempotencyKey: booking.idempotencyKey ?? null,
      causedBy: booking.causedBy,
      memo: { payer: booking.payer.name, payee: booking.payee.name, note: booking.note },
      postings: [
        {
          account: {
            merchantId: booking.payer.id,
            currency: booking.currency,
            type: CapitalAccountType.Available,
          },
          amount: -booking.amount,
        },
        {
          account: {
            merchantId: booking.payee.id,
            currency: booking.currency,
            type: CapitalAccountType.Available,
          },
          amount: booking.amount,
        },
      ],
      ...(booking.postedAt ? { postedAt: booking.postedAt } : {}),
    }),
  );
  const row = await insertTransfer(tx, {
    orderNo: booking.orderNo,
    reference: booking.reference,
    payerMerchantId: booking.payer.id,
    payeeMerchantId: booking.payee.id,
    currency: booking.currency,
    amount: booking.amount,
    note: booking.note,
    state: OrderState.PaymentSuccess,
    entryId: entry.id,
    createdBy: booking.createdBy,
    ...(booking.postedAt ? { createdAt: booking.postedAt } : {}),
  });
  return {
    transfer: row ?? (await findTransferByReference(tx, booking.reference))!,
    isNew: row !== undefined,
  };
};

export const transferBetweenWallets = async (
  deps: Deps,
  auth: UserAuth,
  input: WalletTransferRequest,
  idempotency: Idempotency,
  client: ClientWithZone,
): Promise<WalletTransfer> => {
  const amount = amountOrFail(input.amount, input.currency);
  const reentered = amountOrFail(input.reenteredAmount, input.currency, 'reenteredAmount');
  const payee = await findPayee(deps, input.payeeAccount);
  if (!payee) throw new AppError('NOT_FOUND');
  if (payee.id === auth.merchantId) throw new AppError('SAME_ACCOUNT');
  const payer = await findMerchant(deps.db, auth.merchantId);
  const confirmation = await confirmPayment(deps, auth, {
    total: amount.toString(),
    reenteredTotal: reentered.toString(),
    credentials: input.credentials,
    ...(client.timeZone ? { timeZone: client.timeZone } : {}),
  });
  const reference = `walletTransfer:${auth.merchantId}:${idempotency.key}`;
  const notifications: string[] = [];
  const result = await timed('transaction', () =>
    deps.db.transaction(async (tx) => {
      // The one-time credential, the money, the order, the audit, the notices and the answer to a
      // retry commit together, or none of them does.
      await confirmation.consume(tx);
      const { transfer, isNew } = await bookTransfer(tx, {
        reference,
        orderNo: newOrderNo('WT'),
        idempotencyKey: idempotency.key,
        causedBy: `user:${auth.userId}`,
        payer: payer!,
        payee,
        currency: input.currency,
        amount,
        note: input.note ?? null,
        createdBy: auth.userId,
      });
      if (isNew) {
        await timed('audit', () =>
          writeAudit(tx, {
            actor: userActor(auth),
            action: 'wallet.transfer',
            target: `walletTransfer:${transfer.orderNo}`,
            ip: client.ip,
            after: {
              orderNo: transfer.orderNo,
              payee: payee.merNo,
              currency: input.currency,
              amount: fromMinor(amount, input.currency),
            },
          }),
        );
        // Fund inflow to the payee's main user, fund outflow to the payer; each in their own
        // language, on the channels they chose.
        const shown = {
          amount: fromMinor(amount, input.currency),
          currency: input.currency,
          orderNo: transfer.orderNo,
        };
        const queued = await timed('notify', async () => [
          await notifyMainUser(deps, tx, {
            merchantId: payee.id,
            kind: NotificationKind.FundInflow,
            params: { ...shown, counterparty: payer!.name },
            dedupeKey: `walletTransfer:${transfer.orderNo}:in`,
          }),
          await notify(deps, tx, {
            merchantId: auth.merchantId,
            userId: auth.userId,
            kind: NotificationKind.FundOutflow,
            params: { ...shown, counterparty: payee.name },
            dedupeKey: `walletTransfer:${transfer.orderNo}:out`,
          }),
        ]);
        notifications.push(...queued.filter((id): id is string => id !== null));
      }
      const answer: WalletTransfer = {
        orderNo: transfer.orderNo,
        currency: input.currency,
        amount: fromMinor(transfer.amount, input.currency),
        payeeMaskedName: maskName(payee.name),
        state: transfer.state,
        createdAt: transfer.createdAt.toISOString(),
      };
      await saveIdempotentResult(tx, idempotency, answer);
      return answer;
    }),
  );
  deps.outbox.send(notifications);
  return result;
};
