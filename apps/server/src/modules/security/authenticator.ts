// The authenticator app (TOTP): binding, one-time use of each code, unbinding, dual verification.
import { type MfaBindInit } from '@tradebridge/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { mfaBindings, userSecurity } from '../../platform/db/schema.ts';
import type { Client, Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { userActor, type UserAuth } from '../../platform/http/auth.ts';
import { matchTotpStep, newTotpSecret, qrDataUrlOf, totpUrl } from '../../platform/totp.ts';
import { securityOf, loginAccountOf } from './account-security.ts';
import { verifyPayPassword } from './pay-password.ts';
export const MFA_BIND_TTL_MS = 10 * 60 * 1000;

export const startMfaBinding = async (deps: Deps, auth: UserAuth): Promise<MfaBindInit> => {
  const security = await securityOf(deps.db, auth.userId);
  if (security.totpSecret) throw new AppError('MFA_ALREADY_BOUND');
  const secret = newTotpSecret();
  const bindToken = randomToken();
  await deps.db.delete(mfaBindings).where(eq(mfaBindings.userId, auth.userId));
  await deps.db.insert(mfaBindings).values({
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
  const [binding] = await deps.db
    .select()
    .from(mfaBindings)
    .where(
      and(
        eq(mfaBindings.tokenHash, sha256(input.bindToken)),
        eq(mfaBindings.userId, auth.userId),
        gt(mfaBindings.expiresAt, new Date()),
      ),
    );
  if (!binding) throw new AppError('ENROL_EXPIRED');
  const secret = deps.secrets.decrypt(binding.secret);
  const step = matchTotpStep(secret, input.dynamicCode, null);
  if (step === null) throw new AppError('TOTP_WRONG');
  await deps.db.transaction(async (tx) => {
    await securityOf(tx, auth.userId);
    const [bound] = await tx
      .update(userSecurity)
      .set({ totpSecret: binding.secret, totpLastStep: step, totpBoundAt: new Date() })
      .where(and(eq(userSecurity.userId, auth.userId), sql`${userSecurity.totpSecret} IS NULL`))
      .returning({ userId: userSecurity.userId });
    if (!bound) throw new AppError('MFA_ALREADY_BOUND');
    await tx.delete(mfaBindings).where(eq(mfaBindings.userId, auth.userId));
    await writeAudit(tx, {
      actor: userActor(auth),
      action: 'security.mfa.bind',
      target: `user:${auth.userId}`,
      ip: client.ip,
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
  const claimed = await db
    .update(userSecurity)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(userSecurity.userId, userId),
        sql`(${userSecurity.totpLastStep} IS NULL OR ${userSecurity.totpLastStep} < ${step})`,
      ),
    )
    .returning({ userId: userSecurity.userId });
  if (claimed.length === 0) throw new AppError('TOTP_WRONG');
};

/** Checks an authenticator code and uses it up: each code is accepted once (its step must be new). */
export const verifyAuthenticator = async (deps: Deps, auth: UserAuth, code: string) =>
  claimTotpStep(deps.db, auth.userId, await matchAuthenticator(deps, auth, code));

export const unbindMfa = async (
  deps: Deps,
  auth: UserAuth,
  input: { dynamicCode: string; payPwd: string },
  client: Client & { timeZone?: string },
) => {
  await verifyAuthenticator(deps, auth, input.dynamicCode);
  await verifyPayPassword(deps, auth, input.payPwd, client.timeZone);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(userSecurity)
      .set({ totpSecret: null, totpLastStep: null, totpBoundAt: null, dualVerification: false })
      .where(eq(userSecurity.userId, auth.userId));
    await writeAudit(tx, {
      actor: userActor(auth),
      action: 'security.mfa.unbind',
      target: `user:${auth.userId}`,
      ip: client.ip,
    });
  });
};

export const setDualVerification = async (
  deps: Deps,
  auth: UserAuth,
  input: { enabled: boolean; payPwd: string },
  client: Client & { timeZone?: string },
) => {
  const security = await securityOf(deps.db, auth.userId);
  if (input.enabled && (!security.payPwdHash || !security.totpSecret))
    throw new AppError('SECURITY_NOT_SET');
  await verifyPayPassword(deps, auth, input.payPwd, client.timeZone);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(userSecurity)
      .set({ dualVerification: input.enabled })
      .where(eq(userSecurity.userId, auth.userId));
    await writeAudit(tx, {
      actor: userActor(auth),
      action: 'security.dualVerification',
      target: `user:${auth.userId}`,
      ip: client.ip,
      before: { enabled: security.dualVerification },
      after: { enabled: input.enabled },
    });
  });
};
