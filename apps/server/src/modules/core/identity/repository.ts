// SQL of the identity module: users (identity owns the table; other areas reach it through
// index.ts), invite codes, picture captchas, one-time codes, and a user's login history and
// sessions.
import { MemberState } from '@tradebridge/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { containing } from '../../../platform/db/like.ts';
import { captchas, inviteCodes, verificationCodes } from './schema.ts';
import { loginAttempts, sessions, users } from '../../../platform/db/schema.ts';
import { displayAccount, type Account } from './accounts.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** What may change on a user row once created. */
export type UserPatch = Partial<Omit<NewUser, 'id' | 'merchantId' | 'accountNo' | 'createdAt'>>;

// ---- users

export const findUserByAccount = async (db: DbOrTx, account: Account): Promise<UserRow[]> => {
  if (account.kind === 'email') {
    return db.select().from(users).where(eq(users.email, account.email)).limit(1);
  }
  return db
    .select()
    .from(users)
    .where(
      account.areaCode
        ? and(eq(users.mPhone, account.mPhone), eq(users.areaCode, account.areaCode))
        : eq(users.mPhone, account.mPhone),
    )
    .limit(2);
};

/**
 * Whether a user already has this login account. A mobile number without area code is taken as
 * one of the default area (+86), which is how a new user with it would be stored.
 */
export const hasUserWithAccount = async (db: DbOrTx, account: Account) => {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(
      account.kind === 'email'
        ? eq(users.email, account.email)
        : and(eq(users.mPhone, account.mPhone), eq(users.areaCode, account.areaCode ?? '+86')),
    )
    .limit(1);
  return taken.length > 0;
};

export const findUser = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
};

/** A user of the given merchant; undefined for a user of another merchant. */
export const findUserOfMerchant = async (db: DbOrTx, merchantId: string, userId: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId)))
    .limit(1);
  return row;
};

export type UserProfile = {
  email: string | null;
  language: string | null;
  /** How the user's login account is written (e-mail, or "+86 138…"). */
  loginAccount: string;
  /**
   * When the user joined, in PostgreSQL's text form: compared again in SQL, it keeps the
   * microseconds a JS Date would drop.
   */
  joinedAt: string;
};

/** One user as other areas see them (notices, the account centre), or undefined. */
export const findUserProfile = async (
  db: DbOrTx,
  userId: string,
): Promise<UserProfile | undefined> => {
  const [row] = await db
    .select({
      email: users.email,
      areaCode: users.areaCode,
      mPhone: users.mPhone,
      language: users.language,
      joinedAt: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && { ...row, loginAccount: displayAccount(row) };
};

/** The id of the merchant's main user (the one notices about the merchant's money go to). */
export const findMainUserId = async (db: DbOrTx, merchantId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.adminFlag, true)))
    .limit(1);
  return row?.id;
};

/** The language of each merchant's main user (what scheduled files for the merchant are written in). */
export const mainUserLanguages = async (db: DbOrTx, merchantIds: readonly string[]) => {
  const languages = new Map<string, string | null>();
  if (merchantIds.length === 0) return languages;
  const rows = await db
    .select({ merchantId: users.merchantId, language: users.language })
    .from(users)
    .where(and(eq(users.adminFlag, true), inArray(users.merchantId, [...merchantIds])));
  for (const row of rows)
    if (!languages.has(row.merchantId)) languages.set(row.merchantId, row.language);
  return languages;
};

/** Locks the user's row until the transaction ends: serialises that user's requests of a kind. */
export const lockUser = async (tx: DbOrTx, userId: string) => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};

/** The merchant of the user who logs in with this e-mail, unless that user is disabled. */
export const findMerchantIdByLoginEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select({ merchantId: users.merchantId })
    .from(users)
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        or(eq(users.state, MemberState.Normal), eq(users.state, MemberState.Invited)),
      ),
    );
  return row?.merchantId;
};

/** Users of the given merchants, the main user first. */
export const listUsersOf = (db: DbOrTx, merchantIds: string[]) =>
  merchantIds.length === 0
    ? Promise.resolve([] as UserRow[])
    : db
        .select()
        .from(users)
        .where(inArray(users.merchantId, merchantIds))
        .orderBy(desc(users.adminFlag), asc(users.createdAt), asc(users.accountNo));

/** Users of one merchant in the order they were created. */
export const listUsersByCreation = (db: DbOrTx, merchantId: string) =>
  db.select().from(users).where(eq(users.merchantId, merchantId)).orderBy(asc(users.createdAt));

/**
 * The ids of merchants with a user whose e-mail or mobile (with or without area code) contains
 * the keyword, as a subquery for `inArray`.
 */
export const merchantIdsWithUserMatching = (db: DbOrTx, keyword: string) => {
  const pattern = containing(keyword);
  const digits = containing(keyword.replace(/[\s-]/g, ''));
  return db
    .select({ merchantId: users.merchantId })
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(users.mPhone, digits),
        ilike(sql`coalesce(${users.areaCode}, '') || ${users.mPhone}`, digits),
      ),
    );
};

export const createUser = async (db: DbOrTx, values: NewUser) => {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
};

/** Changes a user; with `merchantId`, only a user of that merchant. Answers the changed row. */
export const updateUser = async (
  db: DbOrTx,
  userId: string,
  patch: UserPatch,
  merchantId?: string,
) => {
  const [row] = await db
    .update(users)
    .set(patch)
    .where(
      and(
        eq(users.id, userId),
        merchantId === undefined ? undefined : eq(users.merchantId, merchantId),
      ),
    )
    .returning();
  return row;
};

// ---- invite codes

export const findActiveInviteCode = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select()
    .from(inviteCodes)
    .where(and(eq(inviteCodes.code, code.trim().toUpperCase()), eq(inviteCodes.active, true)))
    .limit(1);
  return row;
};

/** Adds an invite code unless it exists already. */
export const addInviteCode = async (db: DbOrTx, values: { code: string; channelNo: string }) => {
  await db.insert(inviteCodes).values(values).onConflictDoNothing();
};

// ---- picture captchas

/** Stores a captcha; the same codeToken again replaces the earlier picture. */
export const saveCaptcha = async (
  db: DbOrTx,
  values: { codeToken: string; answerHash: string; devAnswer: string | null; expiresAt: Date },
) => {
  await db
    .insert(captchas)
    .values(values)
    .onConflictDoUpdate({ target: captchas.codeToken, set: { ...values, createdAt: sql`now()` } });
};

/** Removes a captcha and answers it: only one request can take it. */
export const takeCaptcha = async (db: DbOrTx, codeToken: string) => {
  const [row] = await db.delete(captchas).where(eq(captchas.codeToken, codeToken)).returning();
  return row;
};

/** Captchas kept with their answer (outside production), newest first. */
export const listDevCaptchas = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(captchas)
    .where(isNotNull(captchas.devAnswer))
    .orderBy(desc(captchas.createdAt))
    .limit(limit);

// ---- one-time codes

/** Earlier unused codes of the account and purpose stop working. */
export const voidUnusedCodes = async (db: DbOrTx, account: string, scene: string) => {
  await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.account, account),
        eq(verificationCodes.scene, scene),
        isNull(verificationCodes.usedAt),
      ),
    );
};

export const insertCode = async (
  db: DbOrTx,
  values: { account: string; scene: string; codeHash: string; expiresAt: Date },
) => {
  await db.insert(verificationCodes).values(values);
};

export const findLatestCode = async (db: DbOrTx, account: string, scene: string) => {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.account, account), eq(verificationCodes.scene, scene)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
};

/**
 * Counts one try of a code while it has fewer than `maxTries`; answers the tries counted so far,
 * or undefined when the code had used them all up.
 */
export const countCodeTry = async (db: DbOrTx, codeId: string, maxTries: number) => {
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, codeId), sql`${verificationCodes.attempts} < ${maxTries}`))
    .returning({ attempts: verificationCodes.attempts });
  return counted?.attempts;
};

/** Marks a code used; false when it was used already (two requests racing). */
export const useCode = async (db: DbOrTx, codeId: string) => {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length > 0;
};

// ---- login history and sessions, as the user sees them

export const listLoginAttempts = (db: DbOrTx, subjectId: string, limit: number) =>
  db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.subjectId, subjectId))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);

export const listSessions = (db: DbOrTx, subjectType: string, subjectId: string, limit: number) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.subjectType, subjectType),
        eq(sessions.subjectId, subjectId),
        gt(sessions.createdAt, new Date(Date.now() - 30 * 86_400_000)),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
