// The sandbox bank's credit of a merchant wallet (an operator's action until collection accounts
// exist), booked through the ledger and idempotent like a transfer.
import {
  CapitalAccountType,
  fromMinor,
  PlatformAccount,
  NotificationKind,
  type SandboxCreditRequest,
} from '@tradebridge/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { Client, Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { operatorActor, type OperatorAuth } from '../../platform/http/auth.ts';
import { saveIdempotentResult, type Idempotency } from '../../platform/http/idempotency.ts';
import { postEntry } from '../ledger/index.ts';
import { findMainUserId } from '../identity/index.ts';
import { findMerchant } from '../merchants/index.ts';
import { notify } from '../notice/index.ts';
import { newOrderNo } from '../../platform/numbers.ts';
import { walletsOf } from './balances.ts';
import { amountOrFail } from './transfer.ts';

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
    const entry = await postEntry(tx, {
      reference: `sandboxCredit:${operator.operatorId}:${idempotencyKey}`,
      orderNo,
      idempotencyKey,
      causedBy: `operator:${operator.operatorId}`,
      memo: {
        kind: 'sandboxCredit',
        payer: input.payerName,
        payerCountry: input.payerCountry,
        note: input.reference,
      },
      postings: [
        {
          account: { platform: PlatformAccount.BankClearing, currency: input.currency },
          amount: -amount,
        },
        {
          account: {
            merchantId: merchant.id,
            currency: input.currency,
            type: CapitalAccountType.Available,
          },
          amount,
        },
      ],
    });
    if (entry.created) {
      await writeAudit(tx, {
        actor: operatorActor(operator),
        merchantId: merchant.id,
        action: 'wallet.sandboxCredit',
        target: `entry:${entry.id}`,
        ip: client.ip,
        after: {
          currency: input.currency,
          amount: fromMinor(amount, input.currency),
          payer: input.payerName,
          payerCountry: input.payerCountry,
          reference: input.reference,
        },
      });
      const mainId = await findMainUserId(tx, merchant.id);
      if (mainId) {
        const id = await notify(deps, tx, {
          merchantId: merchant.id,
          userId: mainId,
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
    }
    const answer = await walletsOf(tx, merchant.id);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });
  await deps.outbox.deliver(notifications);
  return result;
};
