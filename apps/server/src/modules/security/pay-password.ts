// The payment password: set, verify (with a lock after repeated failures), change and reset.
import { CodeScene, payPasswordProblem } from '@tradebridge/contracts';
import { writeAudit } from '../../platform/audit.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto.ts';
import { timed } from '../../platform/http/server-timing.ts';
import type { Client, ClientWithZone, Deps } from '../../platform/deps.ts';
import { AppError, FieldError } from '../../platform/errors.ts';
import { userActor, type UserAuth } from '../../platform/http/auth.ts';
import { formatUntil } from '../../platform/time.ts';
import { checkCode, markCodeUsed } from '../identity/index.ts';
import { lockedUntil, ownAccount } from './account-security.ts';
import {
  countPayFailure,
  lockPayments,
  resetPayFailures,
  securityOf,
  storePayPassword,
  type Security,
} from './repository.ts';
export const PAY_LOCK_AFTER = 5;
export const PAY_LOCK_MS = 30 * 60 * 1000;

// A PIN has a million values: the stored hash is argon2id over a keyed hash, so a copy of the
// database alone is not enough to search them.
const pinDigest = (deps: Deps, userId: string, pin: string) =>
  deps.secrets.keyedHash(`paypwd|${userId}|${pin}`);

const refuseSimple = (pin: string) => {
  const problem = payPasswordProblem(pin);
  if (problem === 'sameDigits') throw new AppError('PAY_PWD_SAME_DIGITS');
  if (problem === 'sequence') throw new AppError('PAY_PWD_SEQUENCE');
  if (problem === 'common') throw new AppError('PAY_PWD_COMMON');
  if (problem === 'format') throw new FieldError('payPwd', 'payPasswordRule');
};

/** Stores a new payment password (consuming the code that allowed it) with its audit entry. */
const savePin = async (
  deps: Deps,
  auth: UserAuth,
  pin: string,
  action: string,
  client: Client,
  codeId?: string,
) => {
  const payPwdHash = await hashPassword(pinDigest(deps, auth.userId, pin));
  await deps.db.transaction(async (tx) => {
    if (codeId) await markCodeUsed(tx, codeId);
    await storePayPassword(tx, auth.userId, payPwdHash, new Date());
    await writeAudit(tx, {
      actor: userActor(auth),
      action,
      target: `user:${auth.userId}`,
      ip: client.ip,
    });
  });
};

export const setPayPassword = async (
  deps: Deps,
  auth: UserAuth,
  input: { checkAccount: string; dynamicCode: string; payPwd: string },
  client: Client,
) => {
  const { account } = await ownAccount(deps, auth, input.checkAccount);
  const security = await securityOf(deps.db, auth.userId);
  if (security.payPwdHash) throw new AppError('PAY_PWD_ALREADY_SET');
  refuseSimple(input.payPwd);
  const codeId = await checkCode(
    deps.db,
    deps.secrets,
    account,
    CodeScene.Security,
    input.dynamicCode,
  );
  await savePin(deps, auth, input.payPwd, 'security.payPassword.set', client, codeId);
};

/**
 * Checks a payment password. Wrong entries count; the fifth within a lock period locks payments
 * for 30 minutes. Counting is committed even when the caller's work then fails.
 */
export const verifyPayPassword = async (
  deps: Deps,
  auth: UserAuth,
  pin: string,
  timeZone?: string,
  /** The user's security settings when the caller has just read them. */
  loaded?: Security,
) => {
  const security = loaded ?? (await securityOf(deps.db, auth.userId));
  if (!security.payPwdHash) throw new AppError('PAY_PWD_NOT_SET');
  const now = new Date();
  const locked = lockedUntil(security, now);
  if (locked) throw new AppError('PAY_LOCKED', { until: formatUntil(locked, timeZone) });
  const matches = await timed('argon2', () =>
    verifyPassword(security.payPwdHash, pinDigest(deps, auth.userId, pin)),
  );
  if (matches) {
    if (security.payPwdFailures > 0) {
      await resetPayFailures(deps.db, auth.userId);
    }
    return;
  }
  const failures = (await countPayFailure(deps.db, auth.userId)) ?? PAY_LOCK_AFTER;
  if (failures >= PAY_LOCK_AFTER) {
    const until = new Date(now.getTime() + PAY_LOCK_MS);
    await deps.db.transaction(async (tx) => {
      await lockPayments(tx, auth.userId, until);
      await writeAudit(tx, {
        actor: { type: 'system' },
        merchantId: auth.merchantId,
        action: 'security.payments.locked',
        target: `user:${auth.userId}`,
        after: { payLockedUntil: until.toISOString() },
      });
    });
    throw new AppError('PAY_LOCKED', { until: formatUntil(until, timeZone) });
  }
  throw new AppError('PAY_PWD_WRONG', { count: PAY_LOCK_AFTER - failures });
};

export const modifyPayPassword = async (
  deps: Deps,
  auth: UserAuth,
  input: { checkAccount: string; oldCredential: string; newCredential: string },
  client: ClientWithZone,
) => {
  await ownAccount(deps, auth, input.checkAccount);
  await verifyPayPassword(deps, auth, input.oldCredential, client.timeZone);
  if (input.oldCredential === input.newCredential) throw new AppError('PAY_PWD_SAME_AS_LAST');
  refuseSimple(input.newCredential);
  await savePin(deps, auth, input.newCredential, 'security.payPassword.change', client);
};

export const resetPayPassword = async (
  deps: Deps,
  auth: UserAuth,
  input: { checkAccount: string; dynamicCode: string; newCredential: string },
  client: Client,
) => {
  const { account } = await ownAccount(deps, auth, input.checkAccount);
  const security = await securityOf(deps.db, auth.userId);
  if (!security.payPwdHash) throw new AppError('PAY_PWD_NOT_SET');
  refuseSimple(input.newCredential);
  if (
    await verifyPassword(security.payPwdHash, pinDigest(deps, auth.userId, input.newCredential))
  ) {
    throw new AppError('PAY_PWD_SAME_AS_LAST');
  }
  const codeId = await checkCode(
    deps.db,
    deps.secrets,
    account,
    CodeScene.Security,
    input.dynamicCode,
  );
  await savePin(deps, auth, input.newCredential, 'security.payPassword.reset', client, codeId);
};
