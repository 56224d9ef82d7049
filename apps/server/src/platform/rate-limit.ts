// Rate limits kept in the database, so every server process shares the counters. Two kinds:
// - `hitRateLimit` (login and other guards against floods): hits are counted per fixed window and a
//   call is judged on a sliding window: this window's hits plus the previous window's weighted by
//   how much of it still overlaps the last `windowSeconds`. Cheap, and a burst cannot get twice the
//   limit through by straddling a window boundary; every call counts, refused or not.
// - `takeQuotas` (what a user is told they may do again after a wait, such as asking for a code):
//   exact uses, refusals not counted, the wait named to the second.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from './db/client.ts';

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

export type Quota = { key: string; limit: number; windowSeconds: number };

export type QuotaResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one use of every quota, or of none. A quota allows `limit` uses in any `windowSeconds`,
 * counted from the uses themselves (not estimated from windows), so a refusal names the exact wait:
 * asked again once it has passed, the call is accepted. Refused calls count nothing. Uses of the
 * same key are serialised by a transaction lock, so racing calls cannot both take the last use.
 */
export const takeQuotas = (db: Db, quotas: Quota[], now = new Date()): Promise<QuotaResult> =>
  db.transaction(async (tx) => {
    // Three statements whatever the number of quotas (they run on every code sent): the locks in
    // key order, the use that must age out of each window before another is allowed (the
    // limit-th newest), and the new uses.
    const keys = JSON.stringify([...new Set(quotas.map((q) => q.key))].sort());
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(k, 0))
      FROM jsonb_array_elements_text(${keys}::jsonb) WITH ORDINALITY AS l(k, n) ORDER BY n`);
    const windows = JSON.stringify(
      quotas.map((q) => ({
        key: q.key,
        since: new Date(now.getTime() - q.windowSeconds * 1000).toISOString(),
        offset: q.limit - 1,
        seconds: q.windowSeconds,
      })),
    );
    const [busy] = await queryRows<{ free_at: string | Date | null }>(
      tx,
      sql`SELECT max(e.at + make_interval(secs => q.seconds)) AS free_at
          FROM jsonb_to_recordset(${windows}::jsonb)
            AS q(key text, since timestamptz, "offset" int, seconds int)
          CROSS JOIN LATERAL (
            SELECT at FROM rate_events
            WHERE key = q.key AND at > q.since
            ORDER BY at DESC OFFSET q."offset" LIMIT 1) e`,
    );
    const waitMs = busy?.free_at ? new Date(busy.free_at).getTime() - now.getTime() : 0;
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    await tx.execute(sql`INSERT INTO rate_events (key, at)
      SELECT k, ${now.toISOString()} FROM jsonb_array_elements_text(${keys}::jsonb) AS k`);
    return { allowed: true };
  });
