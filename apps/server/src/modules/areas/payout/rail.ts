// The payout rail (ADR 0022, steps 3–5): passed orders leave in service hours as pain.001 files —
// written and the orders marked paying in one transaction *before* the file leaves, and sent again
// until the bank acknowledges it (it books by EndToEndId, so an order is never paid twice); the
// bank's pain.002 reports settle or fail them through the ledger's batch path; orders the bank has
// not answered are asked about again with back-off, and their money stays frozen until it answers.
// Each step has its file (rail-send, rail-status, rail-inquire); this one turns them and schedules
// the turns.
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { every, type JobDefinition, type JobSchedule } from '../../../platform/jobs.ts';
import { inquireUnanswered } from './rail-inquire.ts';
import { RAIL_JOB } from './rail-job.ts';
import { deliverFiles, writeNextFile } from './rail-send.ts';
import { collectStatuses } from './rail-status.ts';
import { findRailFile } from './repository/index.ts';
import { reportsJobs, reportsSchedules } from './status-reports.ts';

/** One turn of the rail: write and send what is due, apply what came back, ask what did not. */
export const runRail = async (deps: Deps) => {
  let sent = 0;
  for (let n = await writeNextFile(deps); n > 0; n = await writeNextFile(deps)) sent += n;
  await deliverFiles(deps);
  const { settled, failed } = await collectStatuses(deps);
  const asked = await inquireUnanswered(deps);
  return { sent, settled, failed, asked };
};

export const payoutJobs = (deps: Deps): JobDefinition[] => [
  {
    kind: RAIL_JOB,
    async run({ finish }) {
      await runRail(deps);
      await finish(async () => undefined);
    },
  },
  ...reportsJobs(deps),
];

/**
 * A turn every 30 seconds (the queue's scheduling period) for the inquiries and whatever the
 * turns asked for by `wakeRail` missed.
 */
export const payoutSchedules: JobSchedule[] = [
  { kind: RAIL_JOB, slot: every(30_000) },
  ...reportsSchedules,
];

/** A rail file as sent or received (the console shows it). */
export const railFileOf = async (deps: Deps, messageId: string) => {
  const file = await findRailFile(deps.db, messageId);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
};
