// The authenticator app (TOTP): binding, one-time use of each code, unbinding, dual verification.
import type { MfaBindInit } from '@tradebridge/contracts';
import { randomToken, sha256 } from '../../../platform/crypto.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, ClientWithZone, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { matchTotpStep, newTotpSecret, qrDataUrlOf, totpUrl } from '../../../platform/totp.ts';
import { loginAccountOf } from './account-security.ts';
import { verifyPayPassword } from './pay-password.ts';
import {
  bindTotpSecret,
  claimTotpStepOf,
  clearAuthenticator,
  deleteMfaBindings,
  findLiveMfaBinding,
  replaceMfaBinding,
  securityOf,
  storeDualVerification,
} from './repository.ts';
export const MFA_BIND_TTL_MS = 10 * 60 * 1000;

export const startMfaBinding = async (deps: Deps, auth: UserAuth): Promise<MfaBindInit> => {
  const security = await securityOf(deps.db, auth.userId);
  if (security.totpSecret) throw new AppError('MFA_ALREADY_BOUND');
  const secret = newTotpSecret();
  const bindToken = randomToken();
  await replaceMfaBinding(deps.db, {
    tokenHash: sha256(bindToken),
    userId: auth.userId,
    secret: deps.secrets.encrypt(secret),
    expiresAt: new Date(Date.now() + MFA_BIND_TTL_MS),
  });
  const otpauthUrl = totpUrl(secret, await loginAccountOf(deps, auth.userId));
  return { bindToken, secret, otpauthUrl, qrDataUrl: await qrDataUrlOf(otpauthUrl) };
};

export const confirmMfaBinding = async (
  deps: Deps,
  auth: UserAuth,
  input: { bindToken: string; dynamicCode: string },
  client: Client,
) => {
  const binding = await findLiveMfaBinding(
    deps.db,
    sha256(input.bindToken),
    auth.userId,
    new Date(),
  );
  if (!binding) throw new AppError('ENROL_EXPIRED');
  const secret = deps.secrets.decrypt(binding.secret);
  const step = matchTotpStep(secret, input.dynamicCode, null);
  if (step === null) throw new AppError('TOTP_WRONG');
  await deps.db.transaction(async (tx) => {
    await securityOf(tx, auth.userId);
    const bound = await bindTotpSecret(tx, auth.userId, {
      secret: binding.secret,
      step,
      boundAt: new Date(),
    });
    if (!bound) throw new AppError('MFA_ALREADY_BOUND');
    await deleteMfaBindings(tx, auth.userId);
    await auditUser(tx, auth, client, {
      action: 'security.mfa.bind',
      target: `user:${auth.userId}`,
    });
  });
};

/** The step of a right authenticator code not used before; claims nothing. */
export const matchAuthenticator = async (deps: Deps, auth: UserAuth, code: string) => {
  const security = await securityOf(deps.db, auth.userId);
  if (!security.totpSecret) throw new AppError('MFA_NOT_BOUND');
  const step = matchTotpStep(
    deps.secrets.decrypt(security.totpSecret),
    code,
    security.totpLastStep,
  );
  if (step === null) throw new AppError('TOTP_WRONG');
  return step;
};

/** Uses an authenticator step: of two requests racing with the same code, only one wins. */
export const claimTotpStep = async (db: DbOrTx, userId: string, step: number) => {
  if (!(await claimTotpStepOf(db, userId, step))) throw new AppError('TOTP_WRONG');
};

/** Checks an authenticator code and uses it up: each code is accepted once (its step must be new). */
export const verifyAuthenticator = async (deps: Deps, auth: UserAuth, code: string) =>
  claimTotpStep(deps.db, auth.userId, await matchAuthenticator(deps, auth, code));

export const unbindMfa = async (
  deps: Deps,
  auth: UserAuth,
  input: { dynamicCode: string; payPwd: string },
  client: ClientWithZone,
) => {
  await verifyAuthenticator(deps, auth, input.dynamicCode);
  await verifyPayPassword(deps, auth, input.payPwd, client.timeZone);
  await deps.db.transaction(async (tx) => {
    await clearAuthenticator(tx, auth.userId);
    await auditUser(tx, auth, client, {
      action: 'security.mfa.unbind',
      target: `user:${auth.userId}`,
    });
  });
};

export const setDualVerification = async (
  deps: Deps,
  auth: UserAuth,
  input: { enabled: boolean; payPwd: string },
  client: ClientWithZone,
) => {
  const security = await securityOf(deps.db, auth.userId);
  if (input.enabled && (!security.payPwdHash || !security.totpSecret))
    throw new AppError('SECURITY_NOT_SET');
  await verifyPayPassword(deps, auth, input.payPwd, client.timeZone);
  await deps.db.transaction(async (tx) => {
    await storeDualVerification(tx, auth.userId, input.enabled);
    await auditUser(tx, auth, client, {
      action: 'security.dualVerification',
      target: `user:${auth.userId}`,
      before: { enabled: security.dualVerification },
      after: { enabled: input.enabled },
    });
  });
};
