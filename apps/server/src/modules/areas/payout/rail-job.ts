// What the rail's steps share (ADR 0022): its job's name, the actor its timeline entries carry,
// the inquiry back-off, and the wake-up other steps (and the review) ask for.
import type { DbOrTx } from '../../../platform/db/client.ts';
import { nowOf, type Deps } from '../../../platform/deps.ts';

export const RAIL_JOB = 'payout.rail';
/** The actor of the rail's timeline entries. */
export const RAIL = 'rail';
/** How long after sending an order is first asked about, and the longest wait between asks. */
export const FIRST_INQUIRY_MS = 10 * 60_000;
export const MAX_INQUIRY_MS = 6 * 3_600_000;

/**
 * Asks for a turn of the rail at `runAt` (once per `key`): when an order is passed, and when a
 * file's reports are due. The schedule's turn (every 30 s) catches whatever these miss.
 */
export const wakeRail = async (deps: Deps, db: DbOrTx, key: string, runAt = nowOf(deps)) => {
  await deps.jobs.enqueue(db, { kind: RAIL_JOB, dedupeKey: `${RAIL_JOB}@${key}`, runAt });
};
