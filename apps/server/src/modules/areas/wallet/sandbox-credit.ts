// The sandbox bank's credit of a merchant wallet (an operator's action until collection accounts
// exist), booked through the ledger and idempotent like a transfer. bookSandboxCredit books the
// entry; the demo history uses it too.
import {
  CapitalAccountType,
  fromMinor,
  PlatformAccount,
  NotificationKind,
  type Currency,
  type SandboxCreditRequest,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { auditOperator } from '../../../platform/http/audited.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { postEntry } from '../../core/ledger/index.ts';
import { findMerchant } from '../../core/merchants/index.ts';
import { notifyMainUser } from '../../services/notice/index.ts';
import { newOrderNo } from '../../../platform/numbers.ts';
import { walletsOf } from './balances.ts';
import { amountOrFail } from '../../../platform/amounts.ts';

export type SandboxCreditBooking = {
  reference: string;
  orderNo: string;
  idempotencyKey?: string | null;
  causedBy: string;
  merchantId: string;
  currency: Currency;
  amount: bigint;
  payerName: string;
  /** ISO 3166 alpha-2, upper case. */
  payerCountry: string;
  /** The payer's reference (an invoice number...), shown as the movement's note. */
  note: string;
  /** A past credit (the demo history): the ledger's postedAt. */
  postedAt?: Date;
};

/**
 * Books a credit from the sandbox bank in the caller's transaction: the ledger entry only (no
 * audit or notice). The operator's credit below books through it; the demo history seeds past
 * payments through it, so they look like real ones.
 */
export const bookSandboxCredit = (tx: DbOrTx, booking: SandboxCreditBooking) =>
  postEntry(tx, {
    reference: booking.reference,
    orderNo: booking.orderNo,
    idempotencyKey: booking.idempotencyKey ?? null,
    causedBy: booking.causedBy,
    memo: {
      kind: 'sandboxCredit',
      payer: booking.payerName,
      payerCountry: booking.payerCountry,
      note: booking.note,
    },
    postings: [
      {
        account: { platform: PlatformAccount.BankClearing, currency: booking.currency },
        amount: -booking.amount,
      },
      {
        account: {
          merchantId: booking.merchantId,
          currency: booking.currency,
          type: CapitalAccountType.Available,
        },
        amount: booking.amount,
      },
    ],
    ...(booking.postedAt ? { postedAt: booking.postedAt } : {}),
  });

export const creditFromSandbox = async (
  deps: Deps,
  operator: OperatorAuth,
  input: SandboxCreditRequest,
  idempotency: Idempotency,
  client: Client,
) => {
  const idempotencyKey = idempotency.key;
  const merchant = await findMerchant(deps.db, input.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  const amount = amountOrFail(input.amount, input.currency);
  const notifications: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const orderNo = newOrderNo('SC');
    const entry = await bookSandboxCredit(tx, {
      reference: `sandboxCredit:${operator.operatorId}:${idempotencyKey}`,
      orderNo,
      idempotencyKey,
      causedBy: `operator:${operator.operatorId}`,
      merchantId: merchant.id,
      currency: input.currency,
      amount,
      payerName: input.payerName,
      payerCountry: input.payerCountry,
      note: input.reference,
    });
    if (entry.created) {
      await auditOperator(tx, operator, client, {
        merchantId: merchant.id,
        action: 'wallet.sandboxCredit',
        target: `entry:${entry.id}`,
        after: {
          currency: input.currency,
          amount: fromMinor(amount, input.currency),
          payer: input.payerName,
          payerCountry: input.payerCountry,
          reference: input.reference,
        },
      });
      const id = await notifyMainUser(deps, tx, {
        merchantId: merchant.id,
        kind: NotificationKind.FundInflow,
        params: {
          amount: fromMinor(amount, input.currency),
          currency: input.currency,
          orderNo,
          counterparty: input.payerName,
        },
        dedupeKey: `entry:${entry.id}`,
      });
      if (id) notifications.push(id);
    }
    const answer = await walletsOf(tx, merchant.id);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });
  deps.outbox.send(notifications);
  return result;
};
