// Login history of merchant users and operators: every attempt is recorded, and failures since the
// last success within a window decide the lockout.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './db/client.ts';
import { loginAttempts } from './db/schema.ts';
import type { SubjectType } from './sessions.ts';

/** Five failed logins within 15 minutes lock the account for 15 minutes (users and operators). */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export const recordLoginAttempt = (
  db: DbOrTx,
  values: {
    subjectType: SubjectType;
    account: string;
    subjectId: string | null;
    ip: string;
    userAgent: string;
    success: boolean;
    reason: string | null;
  },
) => db.insert(loginAttempts).values(values);

/** Failed logins of a subject since `since` and after its last success. */
export const countRecentFailures = async (
  db: DbOrTx,
  subjectType: SubjectType,
  subjectId: string,
  since: Date,
) => {
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`
    SELECT count(*)::int AS failures FROM login_attempts
    WHERE subject_type = ${subjectType} AND subject_id = ${subjectId} AND success = false
      AND created_at > GREATEST(${since.toISOString()}::timestamptz, COALESCE((
        SELECT max(created_at) FROM login_attempts
        WHERE subject_type = ${subjectType} AND subject_id = ${subjectId} AND success = true
      ), '-infinity'::timestamptz))`,
  );
  return Number(rows[0]?.failures ?? 0);
};
