// Trade orders associated with a collection (spec §5 "trade order association"): at least one
// order, each the merchant's, under an effective contract, in the collection's currency and with
// something left to associate; together they must cover the collection, or nothing is written and
// the message says by how much they fall short. Each order gives what it has left, in the order
// chosen by time, until the collection is covered; what an order gave is kept per collection.
// A collection waiting for its materials moves on to their review (the collection module's rule).
import { ContractState, fromMinor, type Associations, type Currency } from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import {
  collectionAmountOf,
  lockCollectionForOrders,
  ordersAssociated,
} from '../collection/index.ts';
import {
  addAssociated,
  associationsOf,
  insertAssociations,
  lockOrdersForAssociation,
} from './repository.ts';

export const associationsView = async (
  db: DbOrTx,
  collectionId: string,
  merchantId?: string,
): Promise<Associations> => {
  const { currency, amount } = await collectionAmountOf(db, collectionId, merchantId);
  const rows = await associationsOf(db, collectionId);
  const covered = rows.reduce((sum, r) => sum + r.link.amount, 0n);
  return {
    collectionId,
    currency,
    amount: fromMinor(amount, currency),
    covered: fromMinor(covered, currency),
    list: rows.map((r) => ({
      orderId: r.link.orderId,
      orderNo: r.orderNo,
      contractId: r.contractId,
      contractNo: r.contractNo,
      name: r.name,
      currency: r.currency as Currency,
      amount: fromMinor(r.link.amount, currency),
      associatedAt: r.link.createdAt.toISOString(),
    })),
  };
};

export const associateOrders = async (
  deps: Deps,
  user: UserAuth,
  input: { collectionId: string; orderIds: string[] },
  idempotency: Idempotency,
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const collection = await lockCollectionForOrders(tx, input.collectionId, user.merchantId);
    const already = (await associationsOf(tx, collection.id)).reduce(
      (sum, r) => sum + r.link.amount,
      0n,
    );
    const orders = await lockOrdersForAssociation(tx, user.merchantId, input.orderIds);
    // Another merchant's order id is not found, like any unknown one.
    if (orders.length !== input.orderIds.length) throw new FieldError('orderIds', 'orderRequired');
    for (const { order, contractState } of orders) {
      if (contractState !== ContractState.Effective) throw new AppError('CONTRACT_STATE');
      if (order.currency !== collection.currency) throw new AppError('CURRENCY_MISMATCH');
      if (order.associated >= order.total) throw new AppError('ORDER_ASSOCIATED');
    }
    const needed = collection.amount - already;
    if (needed <= 0n) throw new AppError('COLLECTION_STATE');
    const available = orders.reduce((sum, { order }) => sum + order.total - order.associated, 0n);
    if (available < needed) {
      throw new AppError('ORDERS_SHORT', {
        coveredAmount: fromMinor(available, collection.currency),
        amount: fromMinor(needed, collection.currency),
        currency: collection.currency,
      });
    }
    let left = needed;
    const links: { orderId: string; amount: bigint }[] = [];
    for (const { order } of orders) {
      if (left === 0n) break;
      const share = order.total - order.associated < left ? order.total - order.associated : left;
      links.push({ orderId: order.id, amount: share });
      left -= share;
    }
    await insertAssociations(
      tx,
      links.map((l) => ({
        collectionId: collection.id,
        orderId: l.orderId,
        merchantId: user.merchantId,
        amount: l.amount,
        createdBy: user.userName,
      })),
    );
    for (const link of links) await addAssociated(tx, link.orderId, link.amount);
    await ordersAssociated(tx, collection.id, user.userName);
    await auditUser(tx, user, client, {
      action: 'contract.associate',
      target: `collection:${collection.id}`,
      after: { orders: links.map((l) => ({ orderId: l.orderId, amount: l.amount.toString() })) },
    });
    const answer = await associationsView(tx, collection.id, user.merchantId);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });
