// Removes what has outlived its use: expired captchas and authenticator enrolments, one-time codes,
// rate-limit windows and idempotency keys older than a day, finished jobs older than a week. Runs
// as the recurring `housekeeping` job; safe from several processes at once (plain deletes).
import { JobState } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { every, type JobDefinition, type JobSchedule } from './jobs.ts';

export const HOUSEKEEPING_JOB = 'housekeeping';

export const cleanUp = async (db: Db) => {
  await db.execute(sql`DELETE FROM captchas WHERE expires_at < now()`);
  await db.execute(sql`DELETE FROM totp_enrolments WHERE expires_at < now()`);
  await db.execute(sql`DELETE FROM verification_codes WHERE created_at < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM rate_events WHERE at < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'`);
  await db.execute(
    sql`DELETE FROM jobs WHERE state = ${JobState.Succeeded} AND finished_at < now() - interval '7 days'`,
  );
};

export const housekeepingJob = (db: Db): JobDefinition => ({
  kind: HOUSEKEEPING_JOB,
  maxAttempts: 1,
  run: () => cleanUp(db),
});

export const housekeepingSchedule: JobSchedule = {
  kind: HOUSEKEEPING_JOB,
  slot: every(10 * 60 * 1000),
};
