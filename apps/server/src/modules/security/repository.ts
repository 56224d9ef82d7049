// SQL of the security module: the user's security row (payment password, authenticator, dual
// verification) and pending authenticator bindings.
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { mfaBindings, userSecurity } from '../../platform/db/schema.ts';

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
 * Takes one try at the payment password before it is compared, in one statement: the try counts as
 * a failure at once, and the one that reaches `lockAfter` sets the lock (and starts the count
 * afresh for after it). Refused (undefined) while locked or with no password set. So of N guesses
 * sent at once, across any number of processes, at most `lockAfter` are ever compared (reading the
 * lock, comparing and counting after had let 6–16 of 30 through).
 */
export const claimPayTry = async (
  db: DbOrTx,
  userId: string,
  rule: { lockAfter: number; now: Date; lockUntil: Date },
): Promise<{ failures: number; lockedNow: boolean } | undefined> => {
  const reaches = sql`${userSecurity.payPwdFailures} + 1 >= ${rule.lockAfter}`;
  const [claimed] = await db
    .update(userSecurity)
    .set({
      payPwdFailures: sql`CASE WHEN ${reaches} THEN 0 ELSE ${userSecurity.payPwdFailures} + 1 END`,
      payLockedUntil: sql`CASE WHEN ${reaches} THEN ${rule.lockUntil.toISOString()}::timestamptz
        ELSE ${userSecurity.payLockedUntil} END`,
    })
    .where(
      and(
        eq(userSecurity.userId, userId),
        isNotNull(userSecurity.payPwdHash),
        or(isNull(userSecurity.payLockedUntil), lte(userSecurity.payLockedUntil, rule.now)),
      ),
    )
    .returning({ failures: userSecurity.payPwdFailures, lockedUntil: userSecurity.payLockedUntil });
  if (!claimed) return undefined;
  const lockedNow = claimed.lockedUntil?.getTime() === rule.lockUntil.getTime();
  return { failures: lockedNow ? rule.lockAfter : claimed.failures, lockedNow };
};

/**
 * A claimed try was the right password: the failures start afresh, and a lock this very try set
 * (as the last try allowed) is lifted.
 */
export const settleRightPayTry = (db: DbOrTx, userId: string, lockSetByTry: Date | null) =>
  db
    .update(userSecurity)
    .set({
      payPwdFailures: 0,
      ...(lockSetByTry
        ? {
            payLockedUntil: sql`CASE WHEN ${userSecurity.payLockedUntil} = ${lockSetByTry.toISOString()}::timestamptz
              THEN NULL ELSE ${userSecurity.payLockedUntil} END`,
          }
        : {}),
    })
    .where(eq(userSecurity.userId, userId));

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
