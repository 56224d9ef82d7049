// Collections as the merchant sees them (/collect): the list with its filters, one collection with
// its timeline, materials handed in where a collection waits for them (then a reviewer checks
// them), and withdrawing one that waits for materials (the money goes back to the payer).
import {
  COLLECTION_EDGES,
  CollectionState,
  ZCollectionListQuery,
  type CollectionDetail,
  type CollectionListQuery,
  type UploadMaterialsRequest,
} from '@tradebridge/contracts';

import type { DbOrTx } from '../../../platform/db/client.ts';

import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';

import type { Client, Deps } from '../../../platform/deps.ts';

import { FieldError, orNotFound } from '../../../platform/errors.ts';

import { getMerchantFile } from '../../../platform/files.ts';

import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';

import { assertMove, atVersion } from '../../../platform/review.ts';

import { returnEntry } from './moves.ts';

import { postEntries } from '../../core/ledger/index.ts';

import {
  collectionEventsOf,
  findCollection,
  insertCollectionEvent,
  insertMaterials,
  listCollections,
  lockCollection,
  materialsOf,
  updateCollection,
  type CollectionRow,
} from './repository/index.ts';

import { collectionView, timelineOf } from './views.ts';

const DAY_MS = 86_400_000;

export const listMyCollections = async (deps: Deps, user: UserAuth, query: CollectionListQuery) => {
  const q = ZCollectionListQuery.parse(query);
  const { rows, total } = await listCollections(
    deps.db,
    {
      merchantId: user.merchantId,
      accountId: q.accountId,
      currency: q.currency,
      states: q.state === undefined ? undefined : [q.state],
      from: q.dateFrom ? new Date(`${q.dateFrom}T00:00:00Z`) : undefined,
      before: q.dateTo ? new Date(new Date(`${q.dateTo}T00:00:00Z`).getTime() + DAY_MS) : undefined,
      payer: q.payer || undefined,
    },
    rowWindowOf(q),
  );
  return pageOf(q, rows.map(collectionView), total);
};

/** A collection with its materials and story (for the merchant's and the console's detail). */
export const collectionDetailOf = async (db: DbOrTx, collectionId: string, merchantId?: string) => {
  const row = orNotFound(await findCollection(db, collectionId, merchantId));
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const materials = await materialsOf(db, row.collection.id);
  const events = await collectionEventsOf(db, row.collection.id);
  return {
    row,
    detail: {
      ...collectionView(row),
      version: row.collection.version,
      bankReference: row.collection.bankReference,
      references: {
        endToEndId: row.collection.endToEndId,
        transactionId: row.collection.txId,
        uetr: row.collection.uetr,
        creditorReference: row.collection.creditorReference,
      },
      payerAddress: row.collection.payerAddress,
      payerAccount: row.collection.payerAccount,
      ultimatePayer: row.collection.ultimatePayer,
      materials: materials.map((m) => ({
        kind: m.kind as CollectionDetail['materials'][number]['kind'],
        fileId: m.fileId,
        name: m.name,
        uploadedAt: m.uploadedAt.toISOString(),
      })),
      history: timelineOf(row.collection, events),
    },
  };
};

const merchantActions = (state: number): CollectionDetail['actions'] =>
  state === CollectionState.AwaitingMaterials ? ['uploadMaterials', 'cancel'] : [];

export const getMyCollection = async (
  db: DbOrTx,
  user: UserAuth,
  collectionId: string,
): Promise<CollectionDetail> => {
  const { detail } = await collectionDetailOf(db, collectionId, user.merchantId);
  return { ...detail, actions: merchantActions(detail.state) };
};

/** Locks the merchant's collection at the version looked at, and the edge to move along. */
const lockForMove = async (
  db: DbOrTx,
  user: UserAuth,
  input: { collectionId: string; version: number },
  to: CollectionState,
): Promise<{ row: CollectionRow; by: string }> => {
  const row = atVersion(
    await lockCollection(db, input.collectionId, user.merchantId),
    input.version,
    'COLLECTION_CHANGED',
  );
  const edge = assertMove(COLLECTION_EDGES, row.state, to, 'COLLECTION_STATE');
  return { row, by: edge.by };
};

export const uploadMaterials = async (
  deps: Deps,
  user: UserAuth,
  input: UploadMaterialsRequest,
  client: Client,
) => {
  // Each file is the merchant's own upload (another merchant's file id is not found).
  for (const [i, file] of input.files.entries())
    await getMerchantFile(deps, user.merchantId, file.fileId).catch(() => {
      throw new FieldError(`files.${i}.fileId`, 'required');
    });
  return deps.db.transaction(async (tx) => {
    const { row, by } = await lockForMove(tx, user, input, CollectionState.PendingMaterialsReview);
    await insertMaterials(
      tx,
      input.files.map((f) => ({ collectionId: row.id, kind: f.kind, fileId: f.fileId })),
    );
    await updateCollection(tx, row, { state: CollectionState.PendingMaterialsReview });
    await insertCollectionEvent(tx, { collectionId: row.id, action: by, actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'collection.uploadMaterials',
      target: `collection:${row.id}`,
      after: { files: input.files },
    });
    return getMyCollection(tx, user, row.id);
  });
};

export const cancelCollection = async (
  deps: Deps,
  user: UserAuth,
  input: { collectionId: string; version: number },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const { row, by } = await lockForMove(tx, user, input, CollectionState.Cancelled);
    const [outcome] = await postEntries(tx, [returnEntry(row, `user:${user.userId}`)]);
    if (outcome && !outcome.ok) throw outcome.error;
    await updateCollection(tx, row, { state: CollectionState.Cancelled });
    await insertCollectionEvent(tx, { collectionId: row.id, action: by, actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'collection.cancel',
      target: `collection:${row.id}`,
      before: { state: row.state },
      after: { state: CollectionState.Cancelled },
    });
    return getMyCollection(tx, user, row.id);
  });
