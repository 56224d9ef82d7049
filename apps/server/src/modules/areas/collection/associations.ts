// What trade orders (the contract area) do to a collection: they are associated with one that is
// not finally refused, and are proof of it: a collection waiting for materials goes to the review
// of its materials, along the edge materials take (the story says orders made it). Called inside the contract area's transaction.
import {
  ASSOCIABLE_COLLECTION_STATES,
  CollectionState,
  type Currency,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import {
  findCollection,
  insertCollectionEvent,
  lockCollection,
  updateCollection,
} from './repository/index.ts';

export type CollectionForOrders = {
  id: string;
  merchantId: string;
  currency: Currency;
  amount: bigint;
  state: CollectionState;
};

/** The merchant's collection, locked, if orders may be associated with it. */
export const lockCollectionForOrders = async (
  db: DbOrTx,
  collectionId: string,
  merchantId: string,
): Promise<CollectionForOrders> => {
  const row = orNotFound(await lockCollection(db, collectionId, merchantId));
  if (!ASSOCIABLE_COLLECTION_STATES.includes(row.state as CollectionState))
    throw new AppError('COLLECTION_STATE');
  return {
    id: row.id,
    merchantId: row.merchantId,
    currency: row.currency as Currency,
    amount: row.amount,
    state: row.state as CollectionState,
  };
};

/** A collection, of the merchant when one is named: its currency and amount. */
export const collectionAmountOf = async (db: DbOrTx, collectionId: string, merchantId?: string) => {
  const row = orNotFound(await findCollection(db, collectionId, merchantId));
  return { currency: row.collection.currency as Currency, amount: row.collection.amount };
};

/** Orders now cover the collection: on its story, and one waiting for materials moves on. */
export const ordersAssociated = async (db: DbOrTx, collectionId: string, actor: string) => {
  const row = (await lockCollection(db, collectionId))!;
  if (row.state === CollectionState.AwaitingMaterials) {
    await updateCollection(db, row, { state: CollectionState.PendingMaterialsReview });
  }
  await insertCollectionEvent(db, { collectionId, action: 'ordersAssociated', actor });
};
