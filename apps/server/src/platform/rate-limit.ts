// Rate limits kept in the database, so every server process shares the counters. Hits are counted
// per fixed window, and a call is judged on a sliding window: this window's hits plus the previous
// window's weighted by how much of it still overlaps the last `windowSeconds`. So a burst cannot
// get twice the limit through by straddling a window boundary.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './db/client.ts';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Counts one hit on `key`; allowed while the sliding-window count is ≤ limit. */
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
  const [previous] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count FROM rate_limits
        WHERE key = ${key} AND window_start = ${new Date(start.getTime() - windowMs).toISOString()}`,
  );
  // Counts of calls, not money: a JS number is right here. The previous window's share is rounded
  // to the nearest hit: rounded down, a burst straddling the boundary lost one (31 calls in half a
  // second counted as 30 against a limit of 30).
  const overlap = 1 - (now.getTime() - start.getTime()) / windowMs;
  const count = Number(rows[0]?.count ?? 1) + Math.round(Number(previous?.count ?? 0) * overlap);
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000),
  );
  return { allowed: count <= limit, count, retryAfterSeconds };
};

/** Old windows are of no use; called now and then by the identity module. */
export const pruneRateLimits = (db: DbOrTx, olderThan: Date) =>
  db.execute(sql`DELETE FROM rate_limits WHERE window_start < ${olderThan.toISOString()}`);
