// Identity rules: codes, the user side of a registration, login with lockout, sessions, passwords.
// Identity creates and authenticates users; a registration's merchant is composed by merchants.
import {
  CodeScene,
  DEFAULT_LANGUAGE,
  isPublicCodeScene,
  MemberState,
  normalisePermissions,
  ALL_PERMISSIONS,
  resolveLanguage,
  type LoginResult,
  type RegisterRequest,
  type ErrorCode,
  type SendCodeResult,
  type Language,
} from '@tradebridge/contracts';
import { asUserActor, writeAudit } from '../../../platform/audit.ts';
import { decoyPasswordCheck, hashPassword, verifyPassword } from '../../../platform/crypto.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { nowOf, type Client, type Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import {
  failLogin,
  recordLoginAttempt,
  withLoginTry,
  type LoginAttempt,
} from '../../../platform/login-attempts.ts';
import { hitRateLimit, takeQuotas, type Quota } from '../../../platform/rate-limit.ts';
import { createSession, endSession, endSessions } from '../../../platform/sessions.ts';
import { parseAccount, type Account } from './accounts.ts';
import { consumeCaptcha } from './captcha.ts';
import { checkCode, issueCode, markCodeUsed, RESEND_AFTER_SECONDS } from './codes.ts';
import {
  createUser,
  findActiveInviteCode,
  findUser,
  findUserByAccount,
  updateUser,
  type UserRow,
} from './repository.ts';
import { newAccountNo } from '../../../platform/numbers.ts';

const accountOrFail = (raw: string, areaCode?: string | null): Account => {
  const account = parseAccount(raw, areaCode);
  if (!account) throw new FieldError('loginAccount', 'accountInvalid');
  return account;
};

/** Exactly one user for an account, or none (an ambiguous mobile without area code is none). */
const userFor = async (deps: Deps, account: Account): Promise<UserRow | undefined> => {
  const found = await findUserByAccount(deps.db, account);
  return found.length === 1 ? found[0] : undefined;
};

/** Codes asked without a login per client address, and per account, in an hour. */
export const CODES_PER_IP_HOUR = 20;
export const CODES_PER_ACCOUNT_HOUR = 10;
/** Payment and security codes a signed-in user may be sent in an hour: a budget of their own. */
export const SIGNED_IN_CODES_PER_HOUR = 10;

/**
 * The quotas a code draws on. A code asked without a login (registration, password reset,
 * activation) draws on its address's and the account's public budgets; a payment or security code,
 * which only the signed-in user can ask for, on that user's own budget. So a stranger asking for
 * reset codes can spend only the public budget and never makes the owner wait for a payment code
 * (issue 35: nine reset requests had blocked the owner's payment codes for 50 minutes). Either way
 * one purpose of one account is sent at most once every RESEND_AFTER_SECONDS.
 */
const codeQuotas = (account: Account, scene: CodeScene, client: Client): Quota[] => {
  const resend = {
    key: `code:acct:${account.key}:${scene}`,
    limit: 1,
    windowSeconds: RESEND_AFTER_SECONDS,
  };
  if (!isPublicCodeScene(scene))
    return [
      resend,
      {
        key: `code:signed-in-hour:${account.key}`,
        limit: SIGNED_IN_CODES_PER_HOUR,
        windowSeconds: 3600,
      },
    ];
  return [
    { key: `code:ip:${client.ip}`, limit: CODES_PER_IP_HOUR, windowSeconds: 3600 },
    resend,
    { key: `code:acct-hour:${account.key}`, limit: CODES_PER_ACCOUNT_HOUR, windowSeconds: 3600 },
  ];
};

/**
 * Sends a one-time code. Called by the public sendCode.json for the public purposes, and by the
 * account centre and payments for the signed-in user's own account.
 */
export const sendCode = async (
  deps: Deps,
  input: { loginAccount: string; areaCode?: string | undefined; scene: CodeScene },
  client: Client,
  language: Language,
): Promise<SendCodeResult> => {
  const account = accountOrFail(input.loginAccount, input.areaCode);
  const channel = account.kind === 'email' ? 'email' : 'sms';
  const existing = await userFor(deps, account);
  if (input.scene === CodeScene.Register && existing) throw new AppError('ACCOUNT_EXISTS');
  // The rule the answer advertises is the rule enforced: a code may be asked again once
  // RESEND_AFTER_SECONDS have passed since the last one sent; refusals count nothing; the wait a
  // refusal names is exact. An unknown account takes the same quotas, so timing tells nothing.
  const quota = await takeQuotas(deps.db, codeQuotas(account, input.scene, client));
  if (!quota.allowed) throw new AppError('CODE_TOO_FREQUENT', { seconds: quota.retryAfterSeconds });
  // For other purposes an unknown account gets the same answer and no message, so this call
  // cannot be used to find out who is registered.
  if (input.scene !== CodeScene.Register && !existing)
    return { resendAfterSeconds: RESEND_AFTER_SECONDS, channel };
  const outboxId = await deps.db.transaction((tx) =>
    issueCode(tx, deps, account, input.scene, language),
  );
  deps.outbox.send([outboxId]);
  return { resendAfterSeconds: RESEND_AFTER_SECONDS, channel };
};

export const validateInviteCode = async (deps: Deps, code: string) => ({
  valid: Boolean(await findActiveInviteCode(deps.db, code)),
});

/** A registration that may be written: its account checked, code verified, password hashed. */
export type CheckedRegistration = {
  account: Account;
  /** The account as it was typed in: the merchant's first name and the audit's account. */
  shown: string;
  codeId: string;
  passwordHash: string;
  /** The channel of the invite code it came with, if any. */
  channelNo: string | null;
};

/**
 * Everything that may refuse a registration, before anything is written: the account's form and
 * kind, the address's rate, an account already taken, the invite code and the one-time code.
 */
export const checkRegistration = async (
  deps: Deps,
  input: RegisterRequest,
  client: Client,
): Promise<CheckedRegistration> => {
  const account = accountOrFail(input.loginAccount, input.areaCode);
  if ((input.registerType === 'email') !== (account.kind === 'email')) {
    throw new FieldError('loginAccount', 'accountInvalid');
  }
  const limit = await hitRateLimit(deps.db, `register:ip:${client.ip}`, 10, 3600);
  if (!limit.allowed) throw new AppError('RATE_LIMITED');
  if ((await findUserByAccount(deps.db, account)).length > 0) throw new AppError('ACCOUNT_EXISTS');
  const invite = input.inviteCode
    ? await findActiveInviteCode(deps.db, input.inviteCode)
    : undefined;
  if (input.inviteCode && !invite) throw new AppError('INVITE_CODE_INVALID');
  const codeId = await checkCode(
    deps.db,
    deps.secrets,
    account,
    CodeScene.Register,
    input.verifyCode,
  );
  return {
    account,
    shown: account.kind === 'email' ? account.email : account.mPhone,
    codeId,
    passwordHash: await hashPassword(input.pwd),
    channelNo: invite?.channelNo ?? null,
  };
};

/** The main user of a merchant just registered, its code spent, in the caller's transaction. */
export const createMainUser = async (
  tx: DbOrTx,
  registration: CheckedRegistration,
  merchantId: string,
) => {
  const { account } = registration;
  await markCodeUsed(tx, registration.codeId);
  return createUser(tx, {
    merchantId,
    accountNo: newAccountNo('U'),
    email: account.kind === 'email' ? account.email : null,
    areaCode: account.kind === 'mobile' ? (account.areaCode ?? null) : null,
    mPhone: account.kind === 'mobile' ? account.mPhone : null,
    name: registration.shown,
    passwordHash: registration.passwordHash,
    adminFlag: true,
    state: MemberState.Normal,
    authIds: ALL_PERMISSIONS,
  });
};

/** Base64 (UTF-8) as the spec sends account and password; undefined when it is not Base64. */
export const decodeBase64 = (value: string): string | undefined => {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 === 1) return undefined;
  const text = Buffer.from(value, 'base64').toString('utf8');
  return text.includes('\uFFFD') ? undefined : text;
};

export type LoginInput = {
  loginAccount: string;
  pwd: string;
  verifyCode: string;
  codeToken: string;
  rememberMe: boolean;
};

export const login = async (
  deps: Deps,
  input: LoginInput,
  client: Client & { language?: Language | undefined },
): Promise<LoginResult> => {
  const limit = await hitRateLimit(deps.db, `login:ip:${client.ip}`, 30, 300);
  if (!limit.allowed) throw new AppError('RATE_LIMITED');
  await consumeCaptcha(deps.db, deps.secrets, input.codeToken, input.verifyCode);
  const rawAccount = decodeBase64(input.loginAccount);
  const password = decodeBase64(input.pwd);
  const account = rawAccount === undefined ? null : parseAccount(rawAccount);
  const attempt = {
    subjectType: 'user' as const,
    account: account?.key ?? 'invalid',
    subjectId: null,
    ip: client.ip,
    userAgent: client.userAgent,
  };
  const user = account ? await userFor(deps, account) : undefined;
  return withLoginTry(
    deps.db,
    { ...attempt, subjectId: user?.id ?? null },
    async (loginTry) => {
      // An unknown account, one not yet activated and a wrong password get the same answer.
      if (!user || password === undefined || user.state === MemberState.Invited) {
        await decoyPasswordCheck(password ?? '');
        return failLogin(deps.db, loginTry, 'unknownAccount');
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        return failLogin(deps.db, loginTry, 'wrongPassword', { merchantId: user.merchantId });
      }
      // A right password of a user who may not log in: recorded with its reason, and refused.
      const refuse = async (reason: 'disabled' | 'noPermission', code: ErrorCode) => {
        await recordLoginAttempt(deps.db, {
          ...attempt,
          subjectId: user.id,
          success: false,
          reason,
        });
        throw new AppError(code);
      };
      if (user.state === MemberState.Disabled) return refuse('disabled', 'USER_DISABLED');
      if (!user.adminFlag && normalisePermissions(user.authIds).length === 0)
        return refuse('noPermission', 'LOGIN_NO_PERMISSION');
      return openUserSession(deps, user, input, client, attempt);
    },
    nowOf(deps),
  );
};

const openUserSession = (
  deps: Deps,
  user: UserRow,
  input: LoginInput,
  client: Client & { language?: Language | undefined },
  attempt: LoginAttempt,
): Promise<LoginResult> => {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const session = await createSession(tx, {
      subjectType: 'user',
      subjectId: user.id,
      remember: input.rememberMe,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    // The user's language is the one last chosen (user/language.json), not the login page's: a
    // new tab opens in the default language until the answer says which. A user's first login
    // sets it.
    const language = user.language
      ? resolveLanguage(user.language)
      : (client.language ?? DEFAULT_LANGUAGE);
    await updateUser(tx, user.id, {
      lastLoginAt: now,
      ...(user.language ? {} : { language }),
    });
    await recordLoginAttempt(tx, { ...attempt, subjectId: user.id, success: true, reason: null });
    await writeAudit(tx, {
      actor: asUserActor(user),
      action: 'user.login',
      target: `session:${session.id}`,
      ip: client.ip,
      after: { remember: input.rememberMe },
    });
    return {
      token: session.token,
      financeToken: session.financeToken,
      adminFlag: user.adminFlag,
      expiresAt: session.remember ? session.expiresAt.toISOString() : null,
      language,
    };
  });
};

export const logout = (deps: Deps, auth: UserAuth, client: Client) =>
  deps.db.transaction(async (tx) => {
    await endSession(tx, auth.sessionId, 'logout');
    await auditUser(tx, auth, client, {
      action: 'user.logout',
      target: `session:${auth.sessionId}`,
    });
  });

export const resetPassword = async (
  deps: Deps,
  input: { loginAccount: string; areaCode?: string | undefined; verifyCode: string; pwd: string },
  client: Client,
) => {
  const account = accountOrFail(input.loginAccount, input.areaCode);
  const user = await userFor(deps, account);
  // An unknown account never got a code: the same answer as a wrong code.
  if (!user) throw new AppError('SEND_CODE_FIRST');
  const codeId = await checkCode(
    deps.db,
    deps.secrets,
    account,
    CodeScene.ResetPassword,
    input.verifyCode,
  );
  const passwordHash = await hashPassword(input.pwd);
  await deps.db.transaction(async (tx) => {
    await markCodeUsed(tx, codeId);
    const activated = user.state === MemberState.Invited;
    await updateUser(tx, user.id, {
      passwordHash,
      ...(activated ? { state: MemberState.Normal } : {}),
    });
    await endSessions(tx, 'user', user.id, 'passwordChanged');
    await writeAudit(tx, {
      actor: asUserActor(user),
      action: activated ? 'user.activate' : 'user.password.reset',
      target: `user:${user.id}`,
      ip: client.ip,
    });
  });
};

export const modifyPassword = async (
  deps: Deps,
  auth: UserAuth,
  input: { oldPwd: string; newPwd: string },
  client: Client,
) => {
  const limit = await hitRateLimit(deps.db, `modifyPwd:${auth.userId}`, 10, 900);
  if (!limit.allowed) throw new AppError('RATE_LIMITED');
  const user = await findUser(deps.db, auth.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPwd)))
    throw new AppError('OLD_PASSWORD_WRONG');
  if (input.oldPwd === input.newPwd) throw new AppError('PASSWORD_SAME_AS_OLD');
  const passwordHash = await hashPassword(input.newPwd);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, auth.userId, { passwordHash });
    const ended = await endSessions(tx, 'user', auth.userId, 'passwordChanged', auth.sessionId);
    await auditUser(tx, auth, client, {
      action: 'user.password.change',
      target: `user:${auth.userId}`,
      after: { endedSessions: ended.length },
    });
  });
};
