// The account centre's security state: the user's security row, what the portal shows of it, and
// the codes sent to the user's own account for security changes.
import {
  CodeScene,
  type Language,
  type MerExtend,
  type MfaState,
  type SecurityFlags,
} from '@tradebridge/contracts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { findUserProfile, parseAccount, sendCode } from '../identity/index.ts';
import { securityOf, type Security } from './repository.ts';

export const loginAccountOf = async (deps: Deps, userId: string) => {
  const user = await findUserProfile(deps.db, userId);
  if (!user) throw new AppError('NO_LOGIN');
  return user.loginAccount;
};

/** "de***@tradebridge.dev", "+86 138****0000". */
export const maskAccount = (account: string) => {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  return account.length > 7
    ? `${account.slice(0, account.length - 8)}****${account.slice(-4)}`
    : account;
};

export const lockedUntil = (security: Security, now = new Date()) =>
  security.payLockedUntil && security.payLockedUntil > now ? security.payLockedUntil : null;

export const getSecurityFlags = async (deps: Deps, auth: UserAuth): Promise<SecurityFlags> => {
  const security = await securityOf(deps.db, auth.userId);
  return {
    loginPassword: true,
    payPassword: security.payPwdHash !== null,
    authenticator: security.totpSecret !== null,
    dualVerification: security.dualVerification,
    payLockedUntil: lockedUntil(security)?.toISOString() ?? null,
    checkAccount: maskAccount(await loginAccountOf(deps, auth.userId)),
  };
};

export const getMerExtend = async (deps: Deps, auth: UserAuth): Promise<MerExtend> => {
  const security = await securityOf(deps.db, auth.userId);
  return {
    payPasswordSet: security.payPwdHash !== null,
    payPasswordUpdatedAt: security.payPwdUpdatedAt?.toISOString() ?? null,
    dualVerification: security.dualVerification,
    payLockedUntil: lockedUntil(security)?.toISOString() ?? null,
  };
};

export const getMfaState = async (deps: Deps, auth: UserAuth): Promise<MfaState> => {
  const security = await securityOf(deps.db, auth.userId);
  return {
    bound: security.totpSecret !== null,
    boundAt: security.totpBoundAt?.toISOString() ?? null,
  };
};

/** The caller's own account, parsed; codes are never sent anywhere else. */
export const ownAccount = async (deps: Deps, auth: UserAuth, checkAccount: string) => {
  const own = await loginAccountOf(deps, auth.userId);
  const given = parseAccount(checkAccount);
  const mine = parseAccount(own);
  if (
    !given ||
    !mine ||
    (given.key !== mine.key &&
      !(given.kind === 'mobile' && mine.kind === 'mobile' && given.mPhone === mine.mPhone))
  ) {
    throw new AppError('CHECK_ACCOUNT_MISMATCH');
  }
  return { text: own, account: mine };
};

export const sendSecurityCode = async (
  deps: Deps,
  auth: UserAuth,
  checkAccount: string,
  client: Client,
  language: Language,
) => {
  const { text } = await ownAccount(deps, auth, checkAccount);
  return sendCode(deps, { loginAccount: text, scene: CodeScene.Security }, client, language);
};
