// Sessions of merchant users and operators: opaque random tokens stored as SHA-256 hashes,
// revocable, one active session per subject (a new login ends the earlier one as "replaced").
import { and, eq, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './db/client.ts';
import { sessions } from './db/schema.ts';
import { randomToken, safeEqual, sha256 } from './crypto.ts';

export type SubjectType = 'user' | 'operator';
export type EndReason =
  'logout' | 'replaced' | 'revoked' | 'passwordChanged' | 'expired' | 'disabled';

/** "Remember me": 7 days (spec §9 token cookie lifetime). */
export const REMEMBER_MS = 7 * 24 * 60 * 60 * 1000;
/** A browser session ends after 12 hours without a request. */
export const IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session. */
export const TOUCH_EVERY_MS = 60 * 1000;

export type NewSession = {
  id: string;
  token: string;
  financeToken: string;
  expiresAt: Date;
  remember: boolean;
};

export const createSession = async (
  db: DbOrTx,
  input: {
    subjectType: SubjectType;
    subjectId: string;
    remember: boolean;
    ip: string;
    userAgent: string;
  },
  now = new Date(),
): Promise<NewSession> => {
  await endSessions(db, input.subjectType, input.subjectId, 'replaced');
  const token = randomToken();
  const financeToken = randomToken();
  const expiresAt = new Date(now.getTime() + (input.remember ? REMEMBER_MS : IDLE_MS));
  const [row] = await db
    .insert(sessions)
    .values({
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      tokenHash: sha256(token),
      financeTokenHash: sha256(financeToken),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 300),
      remember: input.remember,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, financeToken, expiresAt, remember: input.remember };
};

/** Ends the active sessions that meet every condition; answers their ids. */
const endActive = (db: DbOrTx, reason: EndReason, ...conditions: (SQL | undefined)[]) =>
  db
    .update(sessions)
    .set({ endedAt: sql`now()`, endedReason: reason })
    .where(and(...conditions, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });

/** Ends every active session of a subject (optionally but one). */
export const endSessions = (
  db: DbOrTx,
  subjectType: SubjectType,
  subjectId: string,
  reason: EndReason,
  exceptSessionId?: string,
) =>
  endActive(
    db,
    reason,
    eq(sessions.subjectType, subjectType),
    eq(sessions.subjectId, subjectId),
    exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
  );

export const endSession = (db: DbOrTx, sessionId: string, reason: EndReason) =>
  endActive(db, reason, eq(sessions.id, sessionId));

/** Ends one active session of a subject; answers nothing when it is another's or ended already. */
export const endSessionOf = (
  db: DbOrTx,
  subjectType: SubjectType,
  subjectId: string,
  sessionId: string,
  reason: EndReason,
) =>
  endActive(
    db,
    reason,
    eq(sessions.id, sessionId),
    eq(sessions.subjectType, subjectType),
    eq(sessions.subjectId, subjectId),
  );

/** The columns of a session that checkSession reads (every call selects only these). */
export const sessionCheckFields = {
  id: sessions.id,
  endedAt: sessions.endedAt,
  endedReason: sessions.endedReason,
  expiresAt: sessions.expiresAt,
  financeTokenHash: sessions.financeTokenHash,
  lastSeenAt: sessions.lastSeenAt,
  remember: sessions.remember,
};

export type SessionCheckRow = { [K in keyof typeof sessionCheckFields]: SessionRow[K] };
type SessionRow = typeof sessions.$inferSelect;

export type SessionCheck =
  | { ok: true; session: SessionCheckRow }
  | { ok: false; reason: 'missing' | 'replaced' | 'ended' | 'expired' | 'financeToken' };

/**
 * The condition that finds the session of a token hash (callers may join the subject's row to it);
 * the hash may be a placeholder of a prepared query.
 */
export const sessionOfTokenHash = (subjectType: SubjectType, tokenHash: string | Placeholder) =>
  and(eq(sessions.tokenHash, tokenHash), eq(sessions.subjectType, subjectType));

export const tokenHashOf = (token: string) => sha256(token);

/** Says whether the session found for a token may act, and marks it seen (once a minute). */
export const checkSession = async (
  db: DbOrTx,
  session: SessionCheckRow | null | undefined,
  financeToken: string | undefined,
  now = new Date(),
): Promise<SessionCheck> => {
  if (!session) return { ok: false, reason: 'missing' };
  if (session.endedAt)
    return { ok: false, reason: session.endedReason === 'replaced' ? 'replaced' : 'ended' };
  if (session.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!financeToken || !safeEqual(sha256(financeToken), session.financeTokenHash)) {
    return { ok: false, reason: 'financeToken' };
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        ...(session.remember ? {} : { expiresAt: new Date(now.getTime() + IDLE_MS) }),
      })
      .where(eq(sessions.id, session.id));
  }
  return { ok: true, session };
};
