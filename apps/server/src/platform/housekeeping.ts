// Removes what has outlived its use: expired captchas and authenticator enrolments, one-time codes,
// rate-limit windows, idempotency keys and liveness links older than a day, finished jobs older
// than a week, and uploads cut off mid-stream (a crash) left in DATA_DIR/files/tmp for an hour.
// Runs as the recurring `housekeeping` job; safe from several processes at once (plain deletes).
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { JobState } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { every, type JobDefinition, type JobSchedule } from './jobs.ts';

export const HOUSEKEEPING_JOB = 'housekeeping';

/** An upload still streaming is younger than this; an older part file was abandoned. */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

const removeAbandonedUploads = async (dataDir: string) => {
  const folder = path.join(dataDir, 'files', 'tmp');
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > ABANDONED_UPLOAD_MS) await rm(file, { force: true });
  }
};

export const cleanUp = async (db: Db, dataDir?: string) => {
  await db.execute(sql`DELETE FROM captchas WHERE expires_at < now()`);
  await db.execute(sql`DELETE FROM totp_enrolments WHERE expires_at < now()`);
  await db.execute(sql`DELETE FROM verification_codes WHERE created_at < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM rate_events WHERE at < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'`);
  await db.execute(
    sql`DELETE FROM jobs WHERE state = ${JobState.Succeeded} AND finished_at < now() - interval '7 days'`,
  );
  await db.execute(sql`DELETE FROM liveness_links WHERE expires_at < now() - interval '1 day'`);
  if (dataDir) await removeAbandonedUploads(dataDir);
};

export const housekeepingJob = (db: Db, dataDir: string): JobDefinition => ({
  kind: HOUSEKEEPING_JOB,
  maxAttempts: 1,
  run: () => cleanUp(db, dataDir),
});

export const housekeepingSchedule: JobSchedule = {
  kind: HOUSEKEEPING_JOB,
  slot: every(10 * 60 * 1000),
};
