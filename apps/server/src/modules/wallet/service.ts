// Wallets: balances per currency, opening a wallet, fund details, wallet-to-wallet transfers
// (order type 5), the daily chart of a wallet and the sandbox bank's money in.
import {
  CapitalAccountType,
  CURRENCY_CODES,
  fromMinor,
  maskName,
  amountProblem,
  amountReason,
  OrderState,
  OrderType,
  PlatformAccount,
  toMinor,
  NotificationKind,
  type Currency,
  type FundDaily,
  type FundDailyQuery,
  type FundDay,
  type FundDetailQuery,
  type FundMovement,
  type SandboxCreditRequest,
  type WalletBalance,
  type WalletTransfer,
  type WalletTransferRequest,
} from '@tradebridge/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { Client, ClientWithZone, Deps } from '../../platform/deps.ts';
import { AppError, FieldError } from '../../platform/errors.ts';
import {
  operatorActor,
  userActor,
  type OperatorAuth,
  type UserAuth,
} from '../../platform/http/auth.ts';
import { saveIdempotentResult, type Idempotency } from '../../platform/http/idempotency.ts';
import {
  dailyMovements,
  iterateMovements,
  iterateMovementTexts,
  MovementColumn,
  listMovements,
  type MovementFilter,
  type MovementRow,
  merchantBalances,
  openWallet,
  postEntry,
} from '../ledger/index.ts';
import { findMainUserId, findMerchantIdByLoginEmail } from '../identity/index.ts';
import { findMerchant, findMerchantByMerNo } from '../merchants/index.ts';
import { notify } from '../notice/index.ts';
import { confirmPayment } from '../security/index.ts';
import { newOrderNo } from '../../platform/numbers.ts';
import { findTransferByReference, insertTransfer, type FundMovementText } from './repository.ts';

const FIELD_OF_TYPE: Record<number, keyof Omit<WalletBalance, 'currency'>> = {
  [CapitalAccountType.Available]: 'available',
  [CapitalAccountType.InTransit]: 'inTransit',
  [CapitalAccountType.PendingSettlement]: 'pendingSettlement',
  [CapitalAccountType.Frozen]: 'frozen',
  [CapitalAccountType.Deposit]: 'deposit',
};

export const listWallets = (deps: Deps, merchantId: string) => walletsOf(deps.db, merchantId);

const walletsOf = async (db: DbOrTx, merchantId: string): Promise<{ list: WalletBalance[] }> => {
  const rows = await merchantBalances(db, merchantId);
  const byCurrency = new Map<Currency, WalletBalance>();
  for (const row of rows) {
    const wallet = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      available: fromMinor(0n, row.currency),
      inTransit: fromMinor(0n, row.currency),
      pendingSettlement: fromMinor(0n, row.currency),
      frozen: fromMinor(0n, row.currency),
      deposit: fromMinor(0n, row.currency),
    };
    const field = FIELD_OF_TYPE[row.type];
    if (field) wallet[field] = fromMinor(row.balance, row.currency);
    byCurrency.set(row.currency, wallet);
  }
  // The spec's currency order.
  return { list: CURRENCY_CODES.filter((c) => byCurrency.has(c)).map((c) => byCurrency.get(c)!) };
};

export const openCurrencyWallet = async (
  deps: Deps,
  auth: UserAuth,
  currency: Currency,
  client: Client,
) => {
  await deps.db.transaction(async (tx) => {
    await openWallet(tx, auth.merchantId, currency);
    await writeAudit(tx, {
      actor: userActor(auth),
      action: 'wallet.open',
      target: `wallet:${currency}`,
      ip: client.ip,
    });
  });
  return listWallets(deps, auth.merchantId);
};

const describeMemo = (memo: Record<string, unknown>, direction: 'in' | 'out') => {
  const text = (key: string) => (typeof memo[key] === 'string' ? (memo[key] as string) : null);
  return {
    kind: text('kind'),
    counterparty: direction === 'out' ? text('payee') : text('payer'),
    note: text('note'),
  };
};

export const listFundDetails = async (
  deps: Deps,
  merchantId: string,
  query: Required<Pick<FundDetailQuery, 'pageNum' | 'pageSize'>> & FundDetailQuery,
) => {
  const { list, total, totalCapped } = await listMovements(
    deps.db,
    merchantId,
    {
      currency: query.currency,
      orderType: query.orderType,
      direction: query.direction,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
    },
    { pageNum: query.pageNum, pageSize: query.pageSize },
  );
  return {
    total,
    totalCapped,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    list: list.map(fundMovementOf),
  };
};

const fundMovementOf = (m: MovementRow): FundMovement => {
  const direction = m.amount > 0n ? 'in' : 'out';
  return {
    id: m.id,
    time: m.createdAt.toISOString(),
    currency: m.currency,
    orderType: m.orderType,
    orderNo: m.orderNo,
    direction,
    amount: fromMinor(m.amount < 0n ? -m.amount : m.amount, m.currency),
    balanceAfter: fromMinor(m.balanceAfter, m.currency),
    ...describeMemo(m.memo, direction),
  };
};

/** Every fund movement matching the filter, newest first, in batches, as the screen shows them. */
export async function* fundMovementBatches(
  db: DbOrTx,
  merchantId: string,
  filter: MovementFilter,
  options: { batchSize?: number; order?: 'desc' | 'asc' } = {},
): AsyncGenerator<FundMovement[]> {
  for await (const batch of iterateMovements(
    db,
    merchantId,
    filter,
    options.batchSize,
    options.order,
  ))
    yield batch.map(fundMovementOf);
}

/**
 * Every fund movement matching the filter, in batches of whatever `toRow` makes of each (exports:
 * a million rows). The movement handed to `toRow` is one object filled again for every row, so
 * `toRow` must not keep it.
 */
export async function* fundMovementRows<T>(
  db: Db,
  merchantId: string,
  filter: MovementFilter,
  toRow: (movement: Readonly<FundMovementText>) => T,
  options: { batchSize?: number; order?: 'desc' | 'asc' } = {},
): AsyncGenerator<T[]> {
  const m: FundMovementText = {
    time: '',
    currency: 'USD',
    orderType: null,
    kind: null,
    orderNo: null,
    direction: 'in',
    amount: '',
    balanceAfter: '',
    counterparty: null,
    note: null,
  };
  for await (const batch of iterateMovementTexts(db, merchantId, filter, options)) {
    const rows = new Array<T>(batch.length);
    for (let i = 0; i < batch.length; i++) {
      const r = batch[i]!;
      const amount = r[MovementColumn.amount];
      // Postings are never zero (CHECK), so the sign alone tells the direction.
      const out = amount.charCodeAt(0) === 45; // '-'
      const orderType = r[MovementColumn.orderType];
      m.time = r[MovementColumn.at].slice(0, 19);
      m.currency = r[MovementColumn.currency];
      m.orderType = orderType === null ? null : Number(orderType);
      m.kind = r[MovementColumn.kind];
      m.orderNo = r[MovementColumn.orderNo];
      m.direction = out ? 'out' : 'in';
      m.amount = amount;
      m.balanceAfter = r[MovementColumn.balanceAfter];
      m.counterparty = out ? r[MovementColumn.payee] : r[MovementColumn.payer];
      m.note = r[MovementColumn.note];
      rows[i] = toRow(m);
    }
    yield rows;
  }
}

/** The ISO dates from `from` to `to`, both included (UTC calendar days). */
const eachDay = (from: string, to: string): string[] => {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= last; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
};

/**
 * The daily chart of one wallet: every day of the period, days without movement at zero with the
 * previous day's closing balance carried forward.
 */
export const dailyFundSummary = async (
  deps: Deps,
  merchantId: string,
  query: FundDailyQuery,
): Promise<FundDaily> => {
  const { currency, dateFrom, dateTo } = query;
  const { openingBalance, days } = await dailyMovements(
    deps.db,
    merchantId,
    currency,
    dateFrom,
    dateTo,
  );
  const byDate = new Map(days.map((d) => [d.date, d]));
  const zero = fromMinor(0n, currency);
  let balance = openingBalance;
  return {
    currency,
    openingBalance: fromMinor(openingBalance, currency),
    days: eachDay(dateFrom, dateTo).map((date): FundDay => {
      const moved = byDate.get(date);
      if (!moved)
        return { date, inflow: zero, outflow: zero, balance: fromMinor(balance, currency) };
      balance = moved.closingBalance;
      return {
        date,
        inflow: fromMinor(moved.inflow, currency),
        outflow: fromMinor(moved.outflow, currency),
        balance: fromMinor(balance, currency),
      };
    }),
  };
};

/**
 * The amount in minor units once it passes the contracts' amount rule (which the request schema
 * applied already: this keeps a caller that skips the route from moving a wrong amount); names the
 * field otherwise.
 */
export const amountOrFail = (value: string, currency: Currency, field = 'amount') => {
  const problem = amountProblem(value, currency);
  if (problem) throw new FieldError(field, amountReason(problem));
  return toMinor(value.trim(), currency);
};

/** The merchant a wallet transfer goes to: by account number (merNo) or a user's login e-mail. */
const findPayee = async (deps: Deps, payeeAccount: string) => {
  const account = payeeAccount.trim();
  const byNumber = await findMerchantByMerNo(deps.db, account.toUpperCase());
  if (byNumber) return byNumber;
  const merchantId = await findMerchantIdByLoginEmail(deps.db, account);
  return merchantId === undefined ? undefined : findMerchant(deps.db, merchantId);
};

export const lookupPayee = async (deps: Deps, auth: UserAuth, payeeAccount: string) => {
  const payee = await findPayee(deps, payeeAccount);
  if (!payee) throw new AppError('NOT_FOUND');
  if (payee.id === auth.merchantId) throw new AppError('SAME_ACCOUNT');
  return { maskedName: maskName(payee.name), merNo: payee.merNo };
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
  const result = await deps.db.transaction(async (tx) => {
    // The one-time credential, the money, the order, the audit, the notices and the answer to a
    // retry commit together, or none of them does.
    await confirmation.consume(tx);
    const orderNo = newOrderNo('WT');
    const entry = await postEntry(tx, {
      reference,
      orderType: OrderType.WalletTransfer,
      orderNo,
      idempotencyKey: idempotency.key,
      causedBy: `user:${auth.userId}`,
      memo: { payer: payer!.name, payee: payee.name, note: input.note ?? null },
      postings: [
        {
          account: {
            merchantId: auth.merchantId,
            currency: input.currency,
            type: CapitalAccountType.Available,
          },
          amount: -amount,
        },
        {
          account: {
            merchantId: payee.id,
            currency: input.currency,
            type: CapitalAccountType.Available,
          },
          amount,
        },
      ],
    });
    const row = await insertTransfer(tx, {
      orderNo,
      reference,
      payerMerchantId: auth.merchantId,
      payeeMerchantId: payee.id,
      currency: input.currency,
      amount,
      note: input.note ?? null,
      state: OrderState.PaymentSuccess,
      entryId: entry.id,
      createdBy: auth.userId,
    });
    const transfer = row ?? (await findTransferByReference(tx, reference))!;
    if (row) {
      await writeAudit(tx, {
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
      });
      // Fund inflow to the payee's main user, fund outflow to the payer; each in their own
      // language, on the channels they chose.
      const shown = {
        amount: fromMinor(amount, input.currency),
        currency: input.currency,
        orderNo: transfer.orderNo,
      };
      const payeeMainId = await findMainUserId(tx, payee.id);
      const queued = [
        payeeMainId
          ? await notify(deps, tx, {
              merchantId: payee.id,
              userId: payeeMainId,
              kind: NotificationKind.FundInflow,
              params: { ...shown, counterparty: payer!.name },
              dedupeKey: `walletTransfer:${transfer.orderNo}:in`,
            })
          : null,
        await notify(deps, tx, {
          merchantId: auth.merchantId,
          userId: auth.userId,
          kind: NotificationKind.FundOutflow,
          params: { ...shown, counterparty: payee.name },
          dedupeKey: `walletTransfer:${transfer.orderNo}:out`,
        }),
      ];
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
  });
  await deps.outbox.deliver(notifications);
  return result;
};

/** Console: money in from the sandbox bank, posted from bank clearing to the merchant's wallet. */
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
