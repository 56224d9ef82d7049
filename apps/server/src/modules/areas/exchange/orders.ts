// Exchange records: the merchant's list and detail (another merchant's order is not found), the
// operators' list and detail, and their decision on an exchange held for review — approve books it
// at the quoted rate, reject releases the hold; the merchant is told either way.
import {
  edgeOf,
  EXCHANGE_EDGES,
  ExchangeState,
  fromMinor,
  NotificationKind,
  ZExchangeOrderListQuery,
  ZOpsExchangeOrderListQuery,
  type Currency,
  type DecideExchangeRequest,
  type ExchangeOrderListQuery,
  type OpsExchangeOrderListQuery,
} from '@tradebridge/contracts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { orNotFound } from '../../../platform/errors.ts';
import { type OperatorAuth } from '../../../platform/http/auth.ts';
import { decide } from '../../../platform/review.ts';
import { voidHold } from '../../core/ledger/index.ts';
import { notify } from '../../services/notice/index.ts';
import { exchangeReference, settleHeldExchange } from './quotes.ts';
import { findOrder, listOrders, lockOrder, updateOrder } from './repository.ts';
import { opsOrderView, orderView } from './views.ts';

export const listMyOrders = async (
  deps: Deps,
  merchantId: string,
  query: ExchangeOrderListQuery,
) => {
  const q = ZExchangeOrderListQuery.parse(query);
  const { rows, total } = await listOrders(deps.db, { ...q, merchantId }, rowWindowOf(q));
  return pageOf(q, rows.map(orderView), total);
};

export const getMyOrder = async (deps: Deps, merchantId: string, orderNo: string) => {
  const row = orNotFound(await findOrder(deps.db, orderNo, merchantId));
  return orderView(row);
};

/** The UTC day's start. */
const todayUtc = (now: Date) => new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);

export const opsListOrders = async (deps: Deps, query: OpsExchangeOrderListQuery) => {
  const q = ZOpsExchangeOrderListQuery.parse(query);
  const { rows, total } = await listOrders(
    deps.db,
    { ...q, since: q.today ? todayUtc(new Date()) : undefined },
    rowWindowOf(q),
  );
  return pageOf(q, rows.map(opsOrderView), total);
};

export const opsGetOrder = async (deps: Deps, orderNo: string) => {
  const row = orNotFound(await findOrder(deps.db, orderNo));
  return opsOrderView(row);
};

export const decideExchange = async (
  deps: Deps,
  operator: OperatorAuth,
  input: DecideExchangeRequest,
  client: Client,
) => {
  const notifications: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const approve = input.reason === undefined;
    const reason = approve ? null : (input.reason ?? null);
    const to = approve ? ExchangeState.Completed : ExchangeState.ReviewRejected;
    const causedBy = `operator:${operator.operatorId}`;
    const { row: order, updated } = await decide(tx, operator, client, {
      area: 'exchange',
      action: approve ? 'exchange.approve' : 'exchange.reject',
      reason,
      lock: () => lockOrder(tx, input.orderNo),
      move: (found) => edgeOf(EXCHANGE_EDGES, found.state as ExchangeState, to),
      refused: 'EXCHANGE_STATE',
      apply: async (found) => {
        const entry = approve
          ? await settleHeldExchange(tx, found, causedBy)
          : await voidHold(tx, exchangeReference(found.quoteId), causedBy, { reason });
        return updateOrder(tx, found.id, {
          state: to,
          reason,
          reviewerId: operator.operatorId,
          decidedAt: new Date(),
          entryId: entry.id,
        });
      },
      target: (found) => `exchange:${found.orderNo}`,
    });
    const sell = order.sellCurrency as Currency;
    const buy = order.buyCurrency as Currency;
    const queued = await notify(deps, tx, {
      merchantId: order.merchantId,
      userId: order.createdBy,
      kind: NotificationKind.ExchangeReview,
      params: {
        outcome: approve ? 'approve' : 'reject',
        orderNo: order.orderNo,
        sellAmount: fromMinor(order.sellAmount, sell),
        sellCurrency: sell,
        buyAmount: fromMinor(order.buyAmount, buy),
        buyCurrency: buy,
        reason: input.reason ?? '',
      },
      dedupeKey: `exchange:${order.orderNo}:decided`,
    });
    if (queued) notifications.push(queued);
    return opsOrderView((await findOrder(tx, updated.orderNo))!);
  });
  deps.outbox.send(notifications);
  return result;
};
