// Login history of merchant users and operators: every attempt is recorded, and the failures of one
// account from one address slow that address down. Nobody is locked out: the owner of an account,
// logging in from their own address, is never refused because someone elsewhere guessed wrong.
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from './audit.ts';
import { queryRows, type Db, type DbOrTx } from './db/client.ts';
import { AppError } from './errors.ts';
import { loginAttempts } from './db/schema.ts';
import type { SubjectType } from './sessions.ts';

/** Failed logins of one account from one address before each further try must wait. */
export const THROTTLE_AFTER = 3;
/** Failures older than this (or before a success from the same address) no longer count. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** The wait doubles with each failure (1 s, 2 s, 4 s, …) up to this. */
export const MAX_WAIT_MS = 15 * 60 * 1000;

/** The reason recorded for a try refused because it came too soon; such tries count nothing. */
export const THROTTLED = 'throttled';

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
) =>
  // The time of this process, the clock the waits are counted by.
  db.insert(loginAttempts).values({ ...values, createdAt: new Date() });

/** The wait after `failures` counted failures: 0 below THROTTLE_AFTER, then doubling. */
export const waitAfter = (failures: number): number =>
  failures < THROTTLE_AFTER ? 0 : Math.min(1000 * 2 ** (failures - THROTTLE_AFTER), MAX_WAIT_MS);

/**
 * How long `account` must wait before its next try from `ip`: counted from the last failure, by
 * the failures of that account from that address within the window and since its last success
 * there. Unknown accounts are throttled the same way, so the answer tells nothing about who exists.
 */
export const loginWait = async (
  db: DbOrTx,
  subjectType: SubjectType,
  account: string,
  ip: string,
  now = new Date(),
): Promise<{ failures: number; waitSeconds: number }> => {
  const [row] = await queryRows<{ failures: number; last: string | Date | null }>(
    db,
    sql`
    SELECT count(*)::int AS failures, max(created_at) AS last FROM login_attempts
    WHERE subject_type = ${subjectType} AND account = ${account} AND ip = ${ip}
      AND success = false AND reason IS DISTINCT FROM ${THROTTLED}
      AND created_at > GREATEST(${new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString()}::timestamptz,
        COALESCE((SELECT max(created_at) FROM login_attempts
                  WHERE subject_type = ${subjectType} AND account = ${account} AND ip = ${ip}
                    AND success = true), '-infinity'::timestamptz))`,
  );
  const failures = Number(row?.failures ?? 0);
  // Below the throttle there is no wait, even when a try running beside this one recorded its
  // failure with a later time than this call's `now` (its request started later, its try first).
  if (!row?.last || waitAfter(failures) === 0) return { failures, waitSeconds: 0 };
  const remaining = new Date(row.last).getTime() + waitAfter(failures) - now.getTime();
  return { failures, waitSeconds: remaining > 0 ? Math.ceil(remaining / 1000) : 0 };
};

export type LoginAttempt = {
  subjectType: SubjectType;
  account: string;
  subjectId: string | null;
  ip: string;
  userAgent: string;
};

/**
 * A try taken before the password or code is compared: recorded at once as a failure
 * (reason "pending"), so tries running beside it count it. `failures` counted before it.
 */
export type LoginTry = LoginAttempt & { id: string; failures: number; settled: boolean };

/** The reason of a try still being judged (it counts as a failure until judged). */
const PENDING = 'pending';

/**
 * Takes a try, or refuses it when it came before the wait ran out (recorded, counting nothing).
 * The wait is read and the try recorded under a lock of that account and address, so of N tries
 * sent at once (across processes) each sees the ones before it: no more are judged than the
 * throttle lets through one after another.
 */
const claimLoginTry = async (db: Db, attempt: LoginAttempt, now: Date): Promise<LoginTry> => {
  const key = `login:${attempt.subjectType}:${attempt.account}:${attempt.ip}`;
  const claimed = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const wait = await loginWait(tx, attempt.subjectType, attempt.account, attempt.ip, now);
    if (wait.waitSeconds > 0) {
      await recordLoginAttempt(tx, { ...attempt, success: false, reason: THROTTLED });
      return { waitSeconds: wait.waitSeconds };
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({ ...attempt, success: false, reason: PENDING, createdAt: now })
      .returning({ id: loginAttempts.id });
    return { id: row!.id, failures: wait.failures };
  });
  if ('waitSeconds' in claimed)
    throw new AppError('LOGIN_THROTTLED', { seconds: claimed.waitSeconds });
  return { ...attempt, ...claimed, settled: false };
};

/**
 * Judges one login try: `judge` compares the secrets and answers, or calls failLogin. Whatever it
 * does besides failing (opening a session, refusing a disabled user, asking for the next step)
 * records what it records itself, and the try taken for it is dropped.
 */
export const withLoginTry = async <T>(
  db: Db,
  attempt: LoginAttempt,
  judge: (loginTry: LoginTry) => Promise<T>,
  now = new Date(),
): Promise<T> => {
  const loginTry = await claimLoginTry(db, attempt, now);
  try {
    return await judge(loginTry);
  } finally {
    if (!loginTry.settled) await db.delete(loginAttempts).where(eq(loginAttempts.id, loginTry.id));
  }
};

/**
 * Records a failed login and answers the one error every failure gets — unknown account, wrong
 * password or wrong code alike (LOGIN_FAILED, or TOTP_WRONG on the code step). When this failure
 * starts slowing the address down, the account's audit log says so.
 */
export const failLogin = async (
  db: Db,
  loginTry: LoginTry,
  reason: 'unknownAccount' | 'wrongPassword' | 'wrongTotp',
  context: { subjectId?: string | null; merchantId?: string | null } = {},
): Promise<never> => {
  const failures = loginTry.failures + 1;
  const subjectId = context.subjectId ?? loginTry.subjectId;
  await db.transaction(async (tx) => {
    await tx
      .update(loginAttempts)
      .set({ reason, subjectId })
      .where(eq(loginAttempts.id, loginTry.id));
    if (failures === THROTTLE_AFTER && subjectId) {
      await writeAudit(tx, {
        actor: { type: 'system' },
        ...(context.merchantId ? { merchantId: context.merchantId } : {}),
        action: loginTry.subjectType === 'user' ? 'user.throttled' : 'operator.throttled',
        target: `${loginTry.subjectType}:${subjectId}`,
        ip: loginTry.ip,
        after: { failures, ip: loginTry.ip, nextWaitSeconds: waitAfter(failures) / 1000 },
      });
    }
  });
  loginTry.settled = true;
  throw new AppError(reason === 'wrongTotp' ? 'TOTP_WRONG' : 'LOGIN_FAILED');
};
