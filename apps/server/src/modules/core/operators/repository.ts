// SQL of the operators module.
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { totpEnrolments } from './schema.ts';
import { operators } from '../../../platform/db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorPatch = Partial<typeof operators.$inferInsert>;

export const findOperatorByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  return row;
};

export const findOperator = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
};

/** The row, locked until the transaction ends (for read-modify-write changes). */
export const lockOperator = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
  return row;
};

export const listOperators = (db: DbOrTx) =>
  db.select().from(operators).orderBy(asc(operators.createdAt), asc(operators.email));

export const listActiveOperatorsByRole = (db: DbOrTx, role: string) =>
  db
    .select()
    .from(operators)
    .where(and(eq(operators.role, role), eq(operators.state, 1)))
    .orderBy(asc(operators.name));

/** The names of these operators (ids not found are absent). */
/** Name, e-mail and phone of the given operators (an account manager as merchants see them). */
export const listOperatorContacts = (db: DbOrTx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: operators.id,
          name: operators.name,
          email: operators.email,
          phone: operators.phone,
        })
        .from(operators)
        .where(inArray(operators.id, [...ids]));

export const insertOperator = async (db: DbOrTx, values: typeof operators.$inferInsert) => {
  const [row] = await db.insert(operators).values(values).returning();
  return row!;
};

/** Applies the patch and answers the updated row (undefined when there is no such operator). */
export const patchOperator = async (db: DbOrTx, id: string, patch: OperatorPatch) => {
  const [row] = await db.update(operators).set(patch).where(eq(operators.id, id)).returning();
  return row;
};

/**
 * Notes a login; the operator's language becomes `language` only when none is stored yet (a first
 * login), in the same statement, so a choice saved meanwhile is never overwritten. Answers the
 * language stored afterwards.
 */
export const recordLogin = async (db: DbOrTx, id: string, at: Date, language: string) => {
  const [row] = await db
    .update(operators)
    .set({ lastLoginAt: at, language: sql`coalesce(${operators.language}, ${language})` })
    .where(eq(operators.id, id))
    .returning({ language: operators.language });
  return row?.language ?? null;
};

export const setLanguage = (db: DbOrTx, id: string, language: string) =>
  db.update(operators).set({ language }).where(eq(operators.id, id));

/** Completes an enrolment: the secret, and its first accepted step. */
export const storeTotpSecret = (db: DbOrTx, id: string, secret: string, step: number) =>
  db.update(operators).set({ totpSecret: secret, totpLastStep: step }).where(eq(operators.id, id));

/**
 * Stores an accepted authenticator step only when it is newer than the last one. False when a
 * concurrent request used the same (or a later) step first: the code then counts as replayed.
 */
export const acceptTotpStep = async (db: DbOrTx, operatorId: string, step: number) => {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, operatorId),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
};

export const replaceEnrolment = async (
  db: DbOrTx,
  values: { tokenHash: string; operatorId: string; secret: string; expiresAt: Date },
) => {
  await db.delete(totpEnrolments).where(eq(totpEnrolments.operatorId, values.operatorId));
  await db.insert(totpEnrolments).values(values);
};

export const findLiveEnrolment = async (db: DbOrTx, tokenHash: string, now: Date) => {
  const [row] = await db
    .select()
    .from(totpEnrolments)
    .where(and(eq(totpEnrolments.tokenHash, tokenHash), gt(totpEnrolments.expiresAt, now)))
    .limit(1);
  return row;
};

/** Removes an enrolment; false when another request consumed it first. */
export const consumeEnrolment = async (db: DbOrTx, tokenHash: string) => {
  const rows = await db
    .delete(totpEnrolments)
    .where(eq(totpEnrolments.tokenHash, tokenHash))
    .returning({ operatorId: totpEnrolments.operatorId });
  return rows.length === 1;
};

export const deleteEnrolmentsOf = (db: DbOrTx, operatorId: string) =>
  db.delete(totpEnrolments).where(eq(totpEnrolments.operatorId, operatorId));

export const deleteExpiredEnrolments = (db: DbOrTx, now: Date) =>
  db.delete(totpEnrolments).where(lt(totpEnrolments.expiresAt, now));
