// Removes what has outlived its use: expired captchas and authenticator enrolments, one-time codes
// and rate-limit windows older than a day. Safe to run from several processes at once (plain
// deletes). The job queue of a later capability can take this over as a recurring job.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';

export const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

export const cleanUp = async (db: Db) => {
  await db.execute(sql`DELETE FROM captchas WHERE expires_at < now()`);
  await db.execute(sql`DELETE FROM totp_enrolments WHERE expires_at < now()`);
  await db.execute(sql`DELETE FROM verification_codes WHERE created_at < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'`);
};

/** Runs cleanUp now and every 10 minutes; returns a stop function. */
export const startHousekeeping = (db: Db, log: FastifyBaseLogger) => {
  const run = () =>
    cleanUp(db).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
