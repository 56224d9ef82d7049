// The signed-in user's own account: where they have signed in, ending their own sessions, their
// language. Who they are with their merchant (merchantInfo) is answered by merchants.
import type { LoginActivity, SetLanguageRequest } from '@tradebridge/contracts';

import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { endSessionOf, endSessions } from '../../../platform/sessions.ts';
import { listLoginAttempts, listSessions, updateUser } from './repository.ts';

/** The language the user chose (portal's switch): new tabs, logins and messages follow it. */
export const setOwnLanguage = async (
  deps: Deps,
  auth: UserAuth,
  { language }: SetLanguageRequest,
): Promise<SetLanguageRequest> => {
  await updateUser(deps.db, auth.userId, { language });
  return { language };
};

export const getLoginActivity = async (deps: Deps, auth: UserAuth): Promise<LoginActivity> => {
  const [attempts, sessionRows] = await Promise.all([
    listLoginAttempts(deps.db, auth.userId, 20),
    listSessions(deps.db, 'user', auth.userId, 20),
  ]);
  const now = Date.now();
  return {
    logins: attempts.map((a) => ({
      id: a.id,
      time: a.createdAt.toISOString(),
      ip: a.ip,
      device: a.userAgent,
      success: a.success,
      reason: a.reason,
    })),
    sessions: sessionRows.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.remember ? s.expiresAt.toISOString() : null,
      ip: s.ip,
      device: s.userAgent,
      current: s.id === auth.sessionId,
      endedReason: s.endedAt
        ? ((s.endedReason === 'disabled' ? 'revoked' : s.endedReason) as
            'logout' | 'replaced' | 'revoked' | 'passwordChanged')
        : s.expiresAt.getTime() <= now
          ? 'expired'
          : null,
    })),
  };
};

export const endOwnSession = async (
  deps: Deps,
  auth: UserAuth,
  sessionId: string | 'others',
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const ended =
      sessionId === 'others'
        ? await endSessions(tx, 'user', auth.userId, 'revoked', auth.sessionId)
        : await endSessionOf(tx, 'user', auth.userId, sessionId, 'revoked');
    if (ended.length === 0 && sessionId !== 'others') throw new AppError('NOT_FOUND');
    await auditUser(tx, auth, client, {
      action: 'session.revoke',
      target: sessionId === 'others' ? 'sessions:others' : `session:${sessionId}`,
      after: { ended: ended.length },
    });
    return { ended: ended.length };
  });
