// The ledger: the only writer of balances and postings. Other modules call these functions inside
// their own transaction.
export type { AccountRef, EntryInput, PostingInput } from './entry.ts';
export {
  entryExists,
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
  copyMovementsCsv,
  countMovements,
  dailyMovements,
  iterateMovements,
  iterateMovementTexts,
  MovementColumn,
  listMovements,
  openWallet,
  walletsMovedBetween,
  type DailyMovement,
  type MovementFilter,
  type MovementRow,
  type MovementSql,
  type MovementText,
} from './movements.ts';
export { isMerchantRef } from './entry.ts';
export { postEntries, type EntryOutcome } from './post-entries.ts';
export { createLedgerBatcher, type LedgerBatcher } from './batcher.ts';
export { platformPostingsOf, type ReferencedPosting } from './references.ts';
