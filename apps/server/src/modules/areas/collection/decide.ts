// The operators' side of collections: the queues (pending review, awaiting materials, held by
// screening), one collection with its materials, and the decisions along COLLECTION_EDGES —
// approve (a first payment at or above the second-review threshold needs a second operator),
// reject, ask for materials, release a held one, return it. Approval and release credit the money
// (in transit → available, 6 → 3 in one transaction); rejection and return send it back (in
// transit → bank clearing). Each decision is on the collection's story, audited and notified.
import type { CollectionQueue } from '@tradebridge/contracts';
import {
  COLLECTION_EDGES,
  CollectionDecision,
  CollectionState,
  NotificationKind,
  ZOpsCollectionListQuery,
  edgeOf,
  fromMinor,
  type Currency,
  type DecideCollectionRequest,
  type Edge,
  type OpsCollectionDetail,
  type OpsCollectionListQuery,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { type OperatorAuth } from '../../../platform/http/auth.ts';
import { decide } from '../../../platform/review.ts';
import { postEntries, type EntryInput } from '../../core/ledger/index.ts';
import { notifyMainUser } from '../../services/notice/index.ts';
import { collectionDetailOf } from './collections.ts';
import { creditEntry, returnEntry } from './moves.ts';
import {
  findBankFile,
  insertCollectionEvent,
  listCollections,
  lockCollection,
  operatorName,
  updateCollection,
  type CollectionRow,
} from './repository/index.ts';
import { collectionView } from './views.ts';

const QUEUE_STATES: Record<CollectionQueue, number[] | undefined> = {
  review: [
    CollectionState.PendingReview,
    CollectionState.PendingSecondReview,
    CollectionState.PendingMaterialsReview,
  ],
  materials: [CollectionState.AwaitingMaterials],
  held: [CollectionState.PendingComplianceReview],
  all: undefined,
};

export const opsListCollections = async (deps: Deps, query: OpsCollectionListQuery) => {
  const q = ZOpsCollectionListQuery.parse(query);
  const states = q.state === undefined ? QUEUE_STATES[q.queue] : [q.state];
  const { rows, total } = await listCollections(
    deps.db,
    { merchantId: q.merchantId, currency: q.currency, states, payer: q.payer || undefined },
    rowWindowOf(q),
    q.queue !== 'all',
  );
  return pageOf(
    q,
    rows.map((row) => ({
      ...collectionView(row),
      merchantId: row.collection.merchantId,
      merNo: row.merNo,
      merchantName: row.merchantName,
    })),
    total,
  );
};

/** The move a decision makes from a state; approval of a large first payment is done twice. */
const moveOf = (
  row: CollectionRow,
  decision: CollectionDecision,
): Edge<CollectionState> | undefined => {
  const state = row.state as CollectionState;
  const to = (target: CollectionState) => edgeOf(COLLECTION_EDGES, state, target);
  switch (decision) {
    case CollectionDecision.Approve:
      return state === CollectionState.PendingReview && row.needsSecondReview
        ? to(CollectionState.PendingSecondReview)
        : to(CollectionState.BeingCredited);
    case CollectionDecision.Reject: {
      const move = to(CollectionState.ReviewRejected);
      return move?.by === 'rejected' ? move : undefined;
    }
    case CollectionDecision.Return: {
      const move = to(CollectionState.ReviewRejected);
      return move?.by === 'returned' ? move : undefined;
    }
    case CollectionDecision.Release: {
      const move = to(CollectionState.BeingCredited);
      return move?.by === 'released' ? move : undefined;
    }
    case CollectionDecision.RequestMaterials:
      return to(CollectionState.AwaitingMaterials);
  }
};

const decisionsOf = (row: CollectionRow): CollectionDecision[] =>
  Object.values(CollectionDecision).filter((d) => moveOf(row, d) !== undefined);

export const opsGetCollection = async (
  db: DbOrTx,
  collectionId: string,
): Promise<OpsCollectionDetail> => {
  const { row, detail } = await collectionDetailOf(db, collectionId);
  const c = row.collection;
  const file = c.bankFileId ? await findBankFile(db, c.bankFileId) : undefined;
  const firstApprovedBy = await operatorName(db, c.firstApprovedBy);
  return {
    ...detail,
    merchantId: c.merchantId,
    merNo: row.merNo,
    merchantName: row.merchantName,
    bankFileName: file?.name ?? null,
    needsSecondReview: c.needsSecondReview,
    firstApprovedBy,
    actions: decisionsOf(c),
  };
};

export const decideCollection = async (
  deps: Deps,
  operator: OperatorAuth,
  input: DecideCollectionRequest,
  client: Client,
) => {
  const notifications: string[] = [];
  const reason = input.reason?.trim() || null;
  const answer = await deps.db.transaction(async (tx) => {
    const { updated: row } = await decide(tx, operator, client, {
      area: 'collection',
      action: AUDIT[input.decision].action,
      reason,
      lock: () => lockCollection(tx, input.collectionId),
      version: { seen: input.version, changed: 'COLLECTION_CHANGED' },
      move: (found) => moveOf(found, input.decision),
      refused: 'COLLECTION_STATE',
      apply: (found, move) => applyDecision(tx, operator, found, move, reason),
    });
    if (row.state === CollectionState.Credited) {
      const id = await notifyMainUser(deps, tx, {
        merchantId: row.merchantId,
        kind: NotificationKind.FundInflow,
        params: {
          amount: fromMinor(row.amount, row.currency as Currency),
          currency: row.currency,
          counterparty: row.payerName,
          orderNo: row.orderNo,
        },
        dedupeKey: `collection:${row.orderNo}:credited`,
      });
      if (id) notifications.push(id);
    }
    return opsGetCollection(tx, row.id);
  });
  deps.outbox.send(notifications);
  return answer;
};

/** The audit action of each decision (literals: the console's audit filter lists them). */
const AUDIT = {
  approve: { action: 'collection.approve' },
  reject: { action: 'collection.reject' },
  requestMaterials: { action: 'collection.requestMaterials' },
  release: { action: 'collection.release' },
  return: { action: 'collection.return' },
} as const satisfies Record<CollectionDecision, { action: `collection.${string}` }>;

/** What a decision changes besides the state: a credit or a return through the ledger, the reviewers. */
const applyDecision = async (
  tx: DbOrTx,
  operator: OperatorAuth,
  row: CollectionRow,
  move: Edge<CollectionState>,
  reason: string | null,
) => {
  if (move.to === CollectionState.BeingCredited && row.firstApprovedBy === operator.operatorId)
    throw new AppError('COLLECTION_SELF_SECOND_REVIEW');
  const causedBy = `operator:${operator.operatorId}`;
  let entry: EntryInput | null = null;
  let patch: Partial<CollectionRow> = { state: move.to, reason };
  if (move.to === CollectionState.BeingCredited) {
    // Approved or released: credited in the same transaction (6 → 3).
    entry = creditEntry(row, causedBy);
    patch = { state: CollectionState.Credited, creditedAt: new Date(), reason: null };
  } else if (move.to === CollectionState.ReviewRejected) {
    entry = returnEntry(row, causedBy);
  } else if (move.to === CollectionState.PendingSecondReview) {
    patch = { state: move.to, firstApprovedBy: operator.operatorId, reason: null };
  } else if (move.to === CollectionState.AwaitingMaterials) {
    patch = {
      state: move.to,
      reason,
      materialsRefused: row.state === CollectionState.PendingMaterialsReview,
    };
  }
  if (entry) {
    const [outcome] = await postEntries(tx, [entry]);
    if (outcome && !outcome.ok) throw outcome.error;
  }
  await updateCollection(tx, row, patch);
  await insertCollectionEvent(tx, {
    collectionId: row.id,
    action: move.by,
    actor: operator.operatorName,
    reason,
  });
  return { ...row, ...patch };
};
