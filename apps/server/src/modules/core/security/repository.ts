// SQL of the security module: the user's security row (payment password, authenticator, dual
// verification) and pending authenticator bindings.
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { mfaBindings, userSecurity } from './schema.ts';

export type Security = typeof userSecurity.$inferSelect;

/** The user's security row (created empty on first use). */
export const securityOf = async (db: DbOrTx, userId: string): Promise<Security> => {
  const read = () => db.select().from(userSecurity).where(eq(userSecurity.userId, userId));
  const [row] = await read();
  if (row) return row;
  // A user's first visit to anything security-related makes the row.
  await db.insert(userSecurity).values({ userId }).onConflictDoNothing();
  return (await read())[0]!;
};

// The payment password.

/** A new payment password: the failure count and any lock start afresh. */
export const storePayPassword = (db: DbOrTx, userId: string, payPwdHash: string, at: Date) =>
  db
    .update(userSecurity)
    .set({ payPwdHash, payPwdUpdatedAt: at, payPwdFailures: 0, payLockedUntil: null })
    .where(eq(userSecurity.userId, userId));

/** The same payment password in a newer stored form, unless it changed meanwhile. */
export const replacePinHash = (db: DbOrTx, userId: string, from: string, to: string) =>
  db
    .update(userSecurity)
    .set({ payPwdHash: to })
    .where(and(eq(userSecurity.userId, userId), eq(userSecurity.payPwdHash, from)));

/**
 * Records the outcome of one entry of the payment password, in one statement that also checks the
 * lock, so entries sent at once (across any number of processes) are recorded one after another:
 * a wrong one counts, and the one reaching `lockAfter` sets the lock (the count then starts afresh
 * for after it); a right one starts the count afresh. While locked nothing is recorded (undefined),
 * and the caller must not say whether the entry was right. So of N guesses sent together at most
 * `lockAfter` are ever answered as wrong before the lock: reading the lock before the comparison
 * and counting after had let 6–16 of 30 through.
 */
export const recordPayEntry = async (
  db: DbOrTx,
  userId: string,
  entry: { right: boolean; lockAfter: number; now: Date; lockUntil: Date },
): Promise<{ failures: number; lockedNow: boolean } | undefined> => {
  const reaches = sql`${userSecurity.payPwdFailures} + 1 >= ${entry.lockAfter}`;
  const [recorded] = await db
    .update(userSecurity)
    .set(
      entry.right
        ? { payPwdFailures: 0 }
        : {
            payPwdFailures: sql`CASE WHEN ${reaches} THEN 0 ELSE ${userSecurity.payPwdFailures} + 1 END`,
            payLockedUntil: sql`CASE WHEN ${reaches} THEN ${entry.lockUntil.toISOString()}::timestamptz
              ELSE ${userSecurity.payLockedUntil} END`,
          },
    )
    .where(
      and(
        eq(userSecurity.userId, userId),
        isNotNull(userSecurity.payPwdHash),
        or(isNull(userSecurity.payLockedUntil), lte(userSecurity.payLockedUntil, entry.now)),
      ),
    )
    .returning({ failures: userSecurity.payPwdFailures, lockedUntil: userSecurity.payLockedUntil });
  if (!recorded) return undefined;
  const lockedNow = !entry.right && recorded.lockedUntil?.getTime() === entry.lockUntil.getTime();
  return { failures: lockedNow ? entry.lockAfter : recorded.failures, lockedNow };
};

// The authenticator.

/** Starts a binding, replacing any earlier one of the user. */
export const replaceMfaBinding = async (
  db: DbOrTx,
  values: { tokenHash: string; userId: string; secret: string; expiresAt: Date },
) => {
  await db.delete(mfaBindings).where(eq(mfaBindings.userId, values.userId));
  await db.insert(mfaBindings).values(values);
};

export const findLiveMfaBinding = async (
  db: DbOrTx,
  tokenHash: string,
  userId: string,
  now: Date,
) => {
  const [binding] = await db
    .select()
    .from(mfaBindings)
    .where(
      and(
        eq(mfaBindings.tokenHash, tokenHash),
        eq(mfaBindings.userId, userId),
        gt(mfaBindings.expiresAt, now),
      ),
    );
  return binding;
};

export const deleteMfaBindings = (db: DbOrTx, userId: string) =>
  db.delete(mfaBindings).where(eq(mfaBindings.userId, userId));

/**
 * Binds the authenticator only if none is bound: false when another request bound one first.
 */
export const bindTotpSecret = async (
  db: DbOrTx,
  userId: string,
  values: { secret: string; step: number; boundAt: Date },
) => {
  const [bound] = await db
    .update(userSecurity)
    .set({ totpSecret: values.secret, totpLastStep: values.step, totpBoundAt: values.boundAt })
    .where(and(eq(userSecurity.userId, userId), sql`${userSecurity.totpSecret} IS NULL`))
    .returning({ userId: userSecurity.userId });
  return bound !== undefined;
};

/** Stores a step only when it is newer than the last one; false when it was used already. */
export const claimTotpStepOf = async (db: DbOrTx, userId: string, step: number) => {
  const claimed = await db
    .update(userSecurity)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(userSecurity.userId, userId),
        sql`(${userSecurity.totpLastStep} IS NULL OR ${userSecurity.totpLastStep} < ${step})`,
      ),
    )
    .returning({ userId: userSecurity.userId });
  return claimed.length > 0;
};

/** Unbinding the authenticator also ends dual verification, which needs it. */
export const clearAuthenticator = (db: DbOrTx, userId: string) =>
  db
    .update(userSecurity)
    .set({ totpSecret: null, totpLastStep: null, totpBoundAt: null, dualVerification: false })
    .where(eq(userSecurity.userId, userId));

export const storeDualVerification = (db: DbOrTx, userId: string, enabled: boolean) =>
  db.update(userSecurity).set({ dualVerification: enabled }).where(eq(userSecurity.userId, userId));
