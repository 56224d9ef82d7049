import { describe, expect, it } from 'vitest';
import {
  COLLECTION_ACCOUNT_EDGES,
  COLLECTION_EDGES,
  COLLECTION_START,
  accountApplicationState,
  receiptProgressOf,
} from './collection.ts';
import { nextStates } from './state-edges.ts';
import { reachable } from './test/edges.ts';
import { CollectionState, ReceiptProgress, ShopState } from './states.ts';

const FINAL: readonly CollectionState[] = [
  CollectionState.Credited,
  CollectionState.ReviewRejected,
  CollectionState.Cancelled,
  CollectionState.PrecheckFailed,
  CollectionState.TransactionFailed,
];

describe('collections', () => {
  it('move only between the spec’s codes, and out of a final state only by the bank’s reversal', () => {
    const codes = Object.values(CollectionState) as CollectionState[];
    for (const edge of COLLECTION_EDGES) {
      expect(codes).toContain(edge.from);
      expect(codes).toContain(edge.to);
      if (edge.by === 'reversed') expect(edge.to).toBe(CollectionState.TransactionFailed);
      else expect(FINAL).not.toContain(edge.from);
    }
    // Credited is left only when the bank reverses the credit.
    expect(
      COLLECTION_EDGES.filter((e) => e.from === CollectionState.Credited).map((e) => e.by),
    ).toEqual(['reversed']);
  });

  it('reach credited from every start but a failed pre-check, and end in a final state', () => {
    for (const start of COLLECTION_START) {
      const states = reachable(COLLECTION_EDGES, [start]);
      expect(states.has(CollectionState.Credited), `from ${start}`).toBe(
        start !== CollectionState.PrecheckFailed,
      );
      for (const state of states)
        if (!FINAL.includes(state))
          expect(nextStates(COLLECTION_EDGES, state).length, `${state} leads on`).toBeGreaterThan(
            0,
          );
    }
  });

  it('leave only the bank’s own review and the top-up unreached (no sandbox path makes them)', () => {
    const states = reachable(COLLECTION_EDGES, COLLECTION_START);
    const unreached = (Object.values(CollectionState) as CollectionState[]).filter(
      (state) => !states.has(state),
    );
    expect(unreached.sort((a, b) => a - b)).toEqual([
      CollectionState.AwaitingTopUp,
      CollectionState.PendingBankReview,
    ]);
  });

  it('name each move once', () => {
    const pairs = COLLECTION_EDGES.map((edge) => `${edge.from}→${edge.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('label the receipt’s progress for every state a merchant waits in', () => {
    expect(receiptProgressOf(CollectionState.AwaitingMaterials)).toBe('materialToUpload');
    expect(receiptProgressOf(CollectionState.AwaitingMaterials, { materialsRefused: true })).toBe(
      'materialErrorReupload',
    );
    expect(receiptProgressOf(CollectionState.PendingComplianceReview)).toBe('arrivedPendingReview');
    expect(receiptProgressOf(CollectionState.PendingMaterialsReview)).toBe('materialToReview');
    expect(receiptProgressOf(CollectionState.BeingCredited)).toBe('preApprovedPendingCollection');
    expect(receiptProgressOf(CollectionState.Credited)).toBe('successful');
    for (const state of FINAL.filter((s) => s !== CollectionState.Credited))
      expect(receiptProgressOf(state)).toBeNull();
    const labels = new Set(
      (Object.values(CollectionState) as CollectionState[]).flatMap((state) => [
        receiptProgressOf(state),
        receiptProgressOf(state, { materialsRefused: true }),
      ]),
    );
    for (const label of Object.values(ReceiptProgress)) expect(labels).toContain(label);
  });
});

describe('collection accounts', () => {
  it('are opened after review, corrected after a refusal, and closed for good', () => {
    const states = reachable(COLLECTION_ACCOUNT_EDGES, [
      accountApplicationState(false),
      accountApplicationState(true),
    ]);
    expect([...states].sort()).toEqual((Object.values(ShopState) as ShopState[]).slice().sort());
    expect(nextStates(COLLECTION_ACCOUNT_EDGES, ShopState.NotApproved)).toEqual([
      ShopState.UnderReview,
    ]);
    expect(nextStates(COLLECTION_ACCOUNT_EDGES, ShopState.Cancelled)).toEqual([]);
  });
});
