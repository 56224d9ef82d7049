// A bank's reversal of a credit (an entry with RvslInd): the original collection is found by the
// account, the amount and a reference the two share, and its money leaves again through the
// ledger — each of its entries reversed (`reverses` names the original, so ledger:verify can hold
// every reversal to it): from available if it was credited, from in transit if it waited. Where
// the merchant's available balance no longer holds the money, nothing moves and an exception says
// so; a reversal of an unknown credit is an exception too.
import {
  BankMovementKind,
  CollectionState,
  ImportExceptionReason,
  REVERSIBLE_COLLECTION_STATES,
  type Currency,
} from '@tradebridge/contracts';
import type { Tx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { entryIdsOf, reverseEntry } from '../../core/ledger/index.ts';
import { moveReference } from './moves.ts';
import type { EntryPayment } from './payments.ts';
import {
  findReversedOriginal,
  insertCollectionEvent,
  updateCollection,
  type NewException,
  type NewMovement,
} from './repository/index.ts';

export type ReversalOutcome =
  | { movement: NewMovement; exception?: undefined }
  | { exception: NewException; movement?: undefined };

/**
 * Applies one reversal in the caller's transaction. `movement` is the row the reversal is recorded
 * as (with the original once found); `exception` what is recorded instead.
 */
export const applyReversal = async (
  tx: Tx,
  payment: EntryPayment,
  accountNumber: string,
  movement: NewMovement,
  exception: (reason: ImportExceptionReason, detail: string | null) => NewException,
  causedBy: string,
): Promise<ReversalOutcome> => {
  const original = await findReversedOriginal(
    tx,
    accountNumber,
    movement.amount,
    payment.references,
  );
  if (!original)
    return { exception: exception(ImportExceptionReason.ReversalWithoutOriginal, null) };
  const linked = { ...movement, collectionId: original.id };
  // Returned, refused or never credited: the money is not the merchant's, nothing to take back.
  if (!REVERSIBLE_COLLECTION_STATES.includes(original.state as CollectionState))
    return { movement: linked };
  const arrival = moveReference(original.entryKey, 'arrival');
  const credit = moveReference(original.entryKey, 'credit');
  const ids = await entryIdsOf(tx, [credit, arrival]);
  try {
    // A savepoint: a refused reversal leaves nothing of itself behind.
    await tx.transaction(async (sp) => {
      // The credit first (available → in transit), then the arrival (→ bank clearing).
      for (const id of [ids.get(credit), ids.get(arrival)])
        if (id !== undefined)
          await reverseEntry(sp, id, causedBy, {
            kind: 'collectionReversal',
            currency: original.currency as Currency,
            bankReference: payment.bankReference,
            // Fund details name an outgoing movement's counterparty by `payee`: the money goes
            // back towards the payer who sent it.
            payee: original.payerName,
            note: original.note,
          });
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE')
      return {
        exception: exception(ImportExceptionReason.ReversalFundsGone, original.orderNo),
      };
    throw error;
  }
  await updateCollection(tx, original, {
    state: CollectionState.TransactionFailed,
    reason: 'reversed',
  });
  await insertCollectionEvent(tx, {
    collectionId: original.id,
    action: 'reversed',
    actor: 'bank',
    reason: null,
  });
  return { movement: { ...linked, kind: BankMovementKind.Reversal } };
};
