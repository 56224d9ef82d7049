// The signed-in user's own account: who they are (merchantInfo), where they have signed in, and
// ending their own sessions.
import {
  AccountState,
  normalisePermissions,
  ALL_PERMISSIONS,
  resolveLanguage,
  type LoginActivity,
  type MerchantInfo,
  type SetLanguageRequest,
} from '@tradebridge/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { Client, Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { userActor, type UserAuth } from '../../platform/http/auth.ts';
import { endSessionOf, endSessions } from '../../platform/sessions.ts';
import { findUser, listLoginAttempts, listSessions, updateUser } from './repository.ts';
import { findMerchantWithManager } from '../merchants/index.ts';

/**
 * What a merchant is authorized to trade (merchantInfo's subAuths: SettlementLimitKind values),
 * from the areas that know (effective contracts and shops); the app composition provides it.
 */
export type TradeAuthorities = (db: DbOrTx, merchantId: string) => Promise<string[]>;

export const getMerchantInfo = async (
  deps: Deps,
  auth: UserAuth,
  tradeAuthorities: TradeAuthorities,
): Promise<MerchantInfo> => {
  const user = await findUser(deps.db, auth.userId);
  const row = user && (await findMerchantWithManager(deps.db, user.merchantId));
  if (!user || !row) throw new AppError('NO_LOGIN');
  const { merchant, manager } = row;
  return {
    id: user.id,
    accountNo: user.accountNo,
    email: user.email,
    mPhone: user.mPhone,
    areaCode: user.areaCode,
    name: user.name,
    merNo: merchant.merNo,
    merchantName: merchant.name,
    authIdList: user.adminFlag ? ALL_PERMISSIONS : normalisePermissions(user.authIds),
    adminFlag: user.adminFlag,
    state: merchant.state,
    userState: user.state,
    entityType: (merchant.entityType as 'b' | 'c' | null) ?? null,
    channelNo: merchant.channelNo,
    country: merchant.country,
    isOpenNra: merchant.isOpenNra,
    bizList: merchant.bizList as MerchantInfo['bizList'],
    subAuths: await tradeAuthorities(deps.db, merchant.id),
    accountManager: manager
      ? { name: manager.name, email: manager.email, phone: manager.phone }
      : null,
    frozenReason: merchant.state === AccountState.Frozen ? merchant.frozenReason : null,
    language: resolveLanguage(user.language),
  };
};

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
    await writeAudit(tx, {
      actor: userActor(auth),
      action: 'session.revoke',
      target: sessionId === 'others' ? 'sessions:others' : `session:${sessionId}`,
      ip: client.ip,
      after: { ended: ended.length },
    });
    return { ended: ended.length };
  });
