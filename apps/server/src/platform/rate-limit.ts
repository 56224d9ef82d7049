// Fixed-window rate limits kept in the database, so every server process shares the counters.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './db/client.ts';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Counts one hit on `key` in the current window of `windowSeconds`; allowed while ≤ limit. */
export const hitRateLimit = async (
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<RateLimitResult> => {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${start.toISOString()}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
    RETURNING count`,
  );
  const count = Number(rows[0]?.count ?? 1);
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000),
  );
  return { allowed: count <= limit, count, retryAfterSeconds };
};

/** Old windows are of no use; called now and then by the identity module. */
export const pruneRateLimits = (db: DbOrTx, olderThan: Date) =>
  db.execute(sql`DELETE FROM rate_limits WHERE window_start < ${olderThan.toISOString()}`);
