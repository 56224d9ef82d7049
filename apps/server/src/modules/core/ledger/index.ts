// The ledger: the only writer of balances and postings. Other modules call these functions inside
// their own transaction.
export type { AccountRef, EntryInput, PostingInput } from './entry.ts';
export {
  entryExists,
  entryIdsOf,
  postEntry,
  reverseEntry,
  type PostEntryInput,
  type PostedEntry,
} from './post-entry.ts';
export {
  hold,
  holdMany,
  holdResolutions,
  postHold,
  resolveHolds,
  settleHold,
  voidHold,
  type Hold,
  type HoldInput,
  type HoldResolution,
} from './holds.ts';
export { balanceOf, balanceSql, merchantBalances, type MerchantBalance } from './balances.ts';
export { verifyLedger, type InvariantCheck } from './verify.ts';
export {
  countMovements,
  listMovements,
  type MovementFilter,
  type MovementRow,
} from './movements.ts';
export { dailyMovements, type DailyMovement } from './daily-movements.ts';
export {
  iterateMovements,
  iterateMovementTexts,
  MovementColumn,
  type MovementText,
} from './movement-batches.ts';
export { copyMovementsCsv, type MovementSql } from './movement-copy.ts';
export { openWallet, walletsMovedBetween } from './wallets.ts';
export { isMerchantRef } from './entry.ts';
export { postEntries, type EntryOutcome } from './post-entries.ts';
export { createLedgerBatcher, type LedgerBatcher } from './batcher.ts';
export {
  platformPostingBatches,
  platformPostingTotals,
  platformSumBefore,
  type PostingRange,
  type PostingTotals,
  type ReferenceJoin,
  type ReferencedPosting,
} from './references.ts';
