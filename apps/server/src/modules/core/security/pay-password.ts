// The payment password: set, verify (with a lock after repeated failures), change and reset.
import { CodeScene, payPasswordProblem, zonedTime } from '@tradebridge/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import { safeEqual, verifyPassword } from '../../../platform/crypto.ts';
import { timed } from '../../../platform/http/server-timing.ts';
import type { Client, ClientWithZone, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { checkCode, markCodeUsed } from '../identity/index.ts';
import { lockedUntil, ownAccount } from './account-security.ts';
import {
  recordPayEntry,
  replacePinHash,
  securityOf,
  storePayPassword,
  type Security,
} from './repository.ts';
export const PAY_LOCK_AFTER = 5;
export const PAY_LOCK_MS = 30 * 60 * 1000;

// A PIN has a million values, so no hash of it resists a search by whoever holds the key; what
// protects it is the key (derived from APP_SECRET, never in the database) and the lock after five
// wrong entries. It is stored as an HMAC keyed by that key, salted by the user's id
// (docs/decisions/0015-payment-pin-keyed-hash.md). PINs set before were argon2id over the same
// digest: still accepted, and stored in the new form on their next correct entry.
const PIN_HASH = 'hmac-sha256$';
const pinDigest = (deps: Deps, userId: string, pin: string) =>
  deps.secrets.keyedHash(`paypwd|${userId}|${pin}`);
const pinHash = (deps: Deps, userId: string, pin: string) =>
  PIN_HASH + pinDigest(deps, userId, pin);

/** Whether `pin` is the stored one; an earlier argon2id hash is replaced when it matches. */
const pinMatches = async (deps: Deps, userId: string, stored: string, pin: string) => {
  if (stored.startsWith(PIN_HASH)) return safeEqual(stored, pinHash(deps, userId, pin));
  const matches = await verifyPassword(stored, pinDigest(deps, userId, pin));
  if (matches) await replacePinHash(deps.db, userId, stored, pinHash(deps, userId, pin));
  return matches;
};

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
  const payPwdHash = pinHash(deps, auth.userId, pin);
  await deps.db.transaction(async (tx) => {
    if (codeId) await markCodeUsed(tx, codeId);
    await storePayPassword(tx, auth.userId, payPwdHash, new Date());
    await auditUser(tx, auth, client, {
      action,
      target: `user:${auth.userId}`,
    });
  });
};

/** The user's own account (the one named must be theirs) and their security settings. */
const ownSecurity = async (deps: Deps, auth: UserAuth, checkAccount: string) => {
  const { account } = await ownAccount(deps, auth, checkAccount);
  return { account, security: await securityOf(deps.db, auth.userId) };
};

/** The security code sent to the account, checked: its id, to mark used with the change. */
const securityCode = (deps: Deps, account: Parameters<typeof checkCode>[2], code: string) =>
  checkCode(deps.db, deps.secrets, account, CodeScene.Security, code);

export const setPayPassword = async (
  deps: Deps,
  auth: UserAuth,
  input: { checkAccount: string; dynamicCode: string; payPwd: string },
  client: Client,
) => {
  const { account, security } = await ownSecurity(deps, auth, input.checkAccount);
  if (security.payPwdHash) throw new AppError('PAY_PWD_ALREADY_SET');
  refuseSimple(input.payPwd);
  const codeId = await securityCode(deps, account, input.dynamicCode);
  await savePin(deps, auth, input.payPwd, 'security.payPassword.set', client, codeId);
};

/**
 * Checks a payment password. Its outcome is recorded in one statement that checks the lock too
 * (recordPayEntry), so guesses sent at once cannot outrun the count: the fifth wrong one within a
 * lock period locks payments for 30 minutes, and while locked no entry, right or wrong, is judged.
 * A right one starts the count afresh. Counting is committed even when the caller's work fails.
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
  const stored = security.payPwdHash;
  const right = await timed('pin', () => pinMatches(deps, auth.userId, stored, pin));
  const lockUntil = new Date(now.getTime() + PAY_LOCK_MS);
  // The lock this entry may set and its audit entry commit together.
  const recorded = await deps.db.transaction(async (tx) => {
    const entry = await recordPayEntry(tx, auth.userId, {
      right,
      lockAfter: PAY_LOCK_AFTER,
      now,
      lockUntil,
    });
    if (entry?.lockedNow)
      await writeAudit(tx, {
        actor: { type: 'system' },
        merchantId: auth.merchantId,
        action: 'security.payments.locked',
        target: `user:${auth.userId}`,
        after: { payLockedUntil: lockUntil.toISOString() },
      });
    return entry;
  });
  if (!recorded) {
    // Locked (perhaps a moment ago by an entry beside this one), or the password just went.
    const current = await securityOf(deps.db, auth.userId);
    if (!current.payPwdHash) throw new AppError('PAY_PWD_NOT_SET');
    const until = lockedUntil(current, now) ?? lockUntil;
    throw new AppError('PAY_LOCKED', { until: zonedTime(until, timeZone) });
  }
  if (right) return;
  if (recorded.lockedNow)
    throw new AppError('PAY_LOCKED', { until: zonedTime(lockUntil, timeZone) });
  throw new AppError('PAY_PWD_WRONG', { count: PAY_LOCK_AFTER - recorded.failures });
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
  const { account, security } = await ownSecurity(deps, auth, input.checkAccount);
  if (!security.payPwdHash) throw new AppError('PAY_PWD_NOT_SET');
  refuseSimple(input.newCredential);
  if (await pinMatches(deps, auth.userId, security.payPwdHash, input.newCredential)) {
    throw new AppError('PAY_PWD_SAME_AS_LAST');
  }
  const codeId = await securityCode(deps, account, input.dynamicCode);
  await savePin(deps, auth, input.newCredential, 'security.payPassword.reset', client, codeId);
};
