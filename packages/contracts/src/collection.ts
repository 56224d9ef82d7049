// Global accounts (issue 16): how a collection account and a collection (money received) move, as
// data (ADR 0019). The server moves a state only along these edges; the console offers only the
// actions whose edge exists; the tests walk them all.
import type { Edge } from './state-edges.ts';
import { CollectionState, ReceiptProgress, ShopState } from './states.ts';

/**
 * A collection account's use state (spec §4 "Shop/account-use"): applied for, reviewed, in use,
 * closed. Awaiting authorization is an e-commerce platform account whose shop has not yet
 * authorized the platform's access (shops and authorization come with their own issue).
 */
export const COLLECTION_ACCOUNT_EDGES: readonly Edge<ShopState>[] = [
  { from: ShopState.UnderReview, to: ShopState.Effective, by: 'approved' },
  { from: ShopState.UnderReview, to: ShopState.NotApproved, by: 'rejected' },
  // A refused application may be corrected and sent again (spec §4: resubmission allowed).
  { from: ShopState.NotApproved, to: ShopState.UnderReview, by: 'resubmitted' },
  { from: ShopState.AwaitingAuthorization, to: ShopState.UnderReview, by: 'authorized' },
  { from: ShopState.Effective, to: ShopState.Cancelled, by: 'closed' },
];

/** The state an application starts in: under review, or waiting for the shop's authorization. */
export const accountApplicationState = (needsAuthorization: boolean): ShopState =>
  needsAuthorization ? ShopState.AwaitingAuthorization : ShopState.UnderReview;

/**
 * A collection from the moment the bank's credit notification is imported (spec §4 collection
 * states 0–13). Where it starts is decided by the import's checks (`COLLECTION_START`): a payer or
 * country screened out is held for compliance (10); a collection that needs proof of trade waits
 * for materials (0); an unusual one waits for review (1); the rest are credited at once (6 → 3).
 * A failed pre-check (7: the account is closed or holds another currency) is never credited.
 */
export const COLLECTION_EDGES: readonly Edge<CollectionState>[] = [
  // Materials: the merchant uploads them, a reviewer checks them or asks again.
  {
    from: CollectionState.AwaitingMaterials,
    to: CollectionState.PendingMaterialsReview,
    by: 'materialsUploaded',
  },
  {
    from: CollectionState.PendingMaterialsReview,
    to: CollectionState.BeingCredited,
    by: 'approved',
  },
  {
    from: CollectionState.PendingMaterialsReview,
    to: CollectionState.AwaitingMaterials,
    by: 'materialsRequested',
  },
  {
    from: CollectionState.PendingMaterialsReview,
    to: CollectionState.ReviewRejected,
    by: 'rejected',
  },
  // Review: approved (a large amount by a second reviewer), refused, or materials asked for.
  { from: CollectionState.PendingReview, to: CollectionState.BeingCredited, by: 'approved' },
  {
    from: CollectionState.PendingReview,
    to: CollectionState.PendingSecondReview,
    by: 'firstApproved',
  },
  {
    from: CollectionState.PendingReview,
    to: CollectionState.AwaitingMaterials,
    by: 'materialsRequested',
  },
  { from: CollectionState.PendingReview, to: CollectionState.ReviewRejected, by: 'rejected' },
  { from: CollectionState.PendingSecondReview, to: CollectionState.BeingCredited, by: 'approved' },
  { from: CollectionState.PendingSecondReview, to: CollectionState.ReviewRejected, by: 'rejected' },
  // Held by screening: released to be credited, or returned to the payer.
  {
    from: CollectionState.PendingComplianceReview,
    to: CollectionState.BeingCredited,
    by: 'released',
  },
  {
    from: CollectionState.PendingComplianceReview,
    to: CollectionState.ReviewRejected,
    by: 'returned',
  },
  // The merchant may withdraw a collection still waiting for its materials.
  { from: CollectionState.AwaitingMaterials, to: CollectionState.Cancelled, by: 'cancelled' },
  // Crediting: the ledger moves the money to available, or the posting fails.
  { from: CollectionState.BeingCredited, to: CollectionState.Credited, by: 'credited' },
  { from: CollectionState.BeingCredited, to: CollectionState.TransactionFailed, by: 'failed' },
];

/** Where an imported collection may start (the import's checks decide which). */
export const COLLECTION_START: readonly CollectionState[] = [
  CollectionState.BeingCredited,
  CollectionState.PendingReview,
  CollectionState.AwaitingMaterials,
  CollectionState.PendingComplianceReview,
  CollectionState.PrecheckFailed,
];

/**
 * The receipt's progress label (spec §4) of a collection: materials to upload (or to upload again
 * after a reviewer refused them), arrived and pending review, materials being reviewed, approved
 * and being credited, credited. A refused, cancelled or failed collection shows its state alone.
 */
export const receiptProgressOf = (
  state: CollectionState,
  { materialsRefused = false }: { materialsRefused?: boolean } = {},
): ReceiptProgress | null => {
  switch (state) {
    case CollectionState.AwaitingMaterials:
      return materialsRefused
        ? ReceiptProgress.MaterialErrorReupload
        : ReceiptProgress.MaterialToUpload;
    case CollectionState.PendingReview:
    case CollectionState.PendingSecondReview:
    case CollectionState.PendingComplianceReview:
    case CollectionState.PendingBankReview:
      return ReceiptProgress.ArrivedPendingReview;
    case CollectionState.PendingMaterialsReview:
      return ReceiptProgress.MaterialToReview;
    case CollectionState.BeingCredited:
      return ReceiptProgress.PreApprovedPendingCollection;
    case CollectionState.Credited:
      return ReceiptProgress.Successful;
    default:
      return null;
  }
};
