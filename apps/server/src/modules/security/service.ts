// Account centre rules: payment password, authenticator, dual verification, the payment
// confirmation other modules call, notification settings and document renewals.
import {
  CodeScene,
  MaterialReviewState,
  NOTIFICATION_KINDS,
  payPasswordProblem,
  type ExpiringDocument,
  type Language,
  type MerExtend,
  type MfaBindInit,
  type MfaState,
  type NotificationKind,
  type NotificationSetting,
  type PaymentCredentials,
  type PaymentRequirements,
  type Renewal,
  type SecurityFlags,
} from '@tradebridge/contracts';
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../platform/crypto.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  documentRenewals,
  documents,
  files,
  merchants,
  mfaBindings,
  notificationSettings,
  users,
  userSecurity,
} from '../../platform/db/schema.ts';
import type { Client, Deps } from '../../platform/deps.ts';
import { AppError, FieldError } from '../../platform/errors.ts';
import type { UserAuth } from '../../platform/http/auth.ts';
import { formatUntil } from '../../platform/time.ts';
import { matchTotpStep, newTotpSecret, qrDataUrlOf, totpUrl } from '../../platform/totp.ts';
import {
  checkCode,
  displayAccount,
  markCodeUsed,
  parseAccount,
  sendCode,
} from '../identity/index.ts';

export const PAY_LOCK_AFTER = 5;
export const PAY_LOCK_MS = 30 * 60 * 1000;
export const MFA_BIND_TTL_MS = 10 * 60 * 1000;
export const EXPIRY_NOTICE_DAYS = 30;

type Security = typeof userSecurity.$inferSelect;

const actorOf = (auth: UserAuth): Actor => ({
  type: 'user',
  id: auth.userId,
  name: auth.userName,
  merchantId: auth.merchantId,
});

/** The user's security row (created empty on first use). */
const securityOf = async (db: DbOrTx, userId: string): Promise<Security> => {
  await db.insert(userSecurity).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userSecurity).where(eq(userSecurity.userId, userId));
  return row!;
};

const loginAccountOf = async (deps: Deps, userId: string) => {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NO_LOGIN');
  return displayAccount(user);
};

/** "de***@tradebridge.dev", "+86 138****0000". */
export const maskAccount = (account: string) => {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  return account.length > 7
    ? `${account.slice(0, account.length - 8)}****${account.slice(-4)}`
    : account;
};

const lockedUntil = (security: Security, now = new Date()) =>
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
const ownAccount = async (deps: Deps, auth: UserAuth, checkAccount: string) => {
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
    await tx
      .update(userSecurity)
      .set({
        payPwdHash,
        payPwdUpdatedAt: new Date(),
        payPwdFailures: 0,
        payLockedUntil: null,
      })
      .where(eq(userSecurity.userId, auth.userId));
    await writeAudit(tx, {
      actor: actorOf(auth),
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
) => {
  const security = await securityOf(deps.db, auth.userId);
  if (!security.payPwdHash) throw new AppError('PAY_PWD_NOT_SET');
  const now = new Date();
  const locked = lockedUntil(security, now);
  if (locked) throw new AppError('PAY_LOCKED', { until: formatUntil(locked, timeZone) });
  if (await verifyPassword(security.payPwdHash, pinDigest(deps, auth.userId, pin))) {
    if (security.payPwdFailures > 0) {
      await deps.db
        .update(userSecurity)
        .set({ payPwdFailures: 0 })
        .where(eq(userSecurity.userId, auth.userId));
    }
    return;
  }
  const [counted] = await deps.db
    .update(userSecurity)
    .set({ payPwdFailures: sql`${userSecurity.payPwdFailures} + 1` })
    .where(eq(userSecurity.userId, auth.userId))
    .returning({ failures: userSecurity.payPwdFailures });
  const failures = counted?.failures ?? PAY_LOCK_AFTER;
  if (failures >= PAY_LOCK_AFTER) {
    const until = new Date(now.getTime() + PAY_LOCK_MS);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(userSecurity)
        .set({ payLockedUntil: until, payPwdFailures: 0 })
        .where(eq(userSecurity.userId, auth.userId));
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
  client: Client & { timeZone?: string },
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
      actor: actorOf(auth),
      action: 'security.mfa.bind',
      target: `user:${auth.userId}`,
      ip: client.ip,
    });
  });
};

/** Checks an authenticator code; each code is accepted once (its time step must be new). */
/** The step of a right authenticator code not used before; claims nothing. */
const matchAuthenticator = async (deps: Deps, auth: UserAuth, code: string) => {
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
const claimTotpStep = async (db: DbOrTx, userId: string, step: number) => {
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
      actor: actorOf(auth),
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
      actor: actorOf(auth),
      action: 'security.dualVerification',
      target: `user:${auth.userId}`,
      ip: client.ip,
      before: { enabled: security.dualVerification },
      after: { enabled: input.enabled },
    });
  });
};

/** What a payment will ask of this user (the confirmation component shows exactly this). */
export const getPaymentRequirements = async (
  deps: Deps,
  auth: UserAuth,
): Promise<PaymentRequirements> => {
  const security = await securityOf(deps.db, auth.userId);
  const hasPin = security.payPwdHash !== null;
  const hasTotp = security.totpSecret !== null;
  const dual = hasTotp && security.dualVerification;
  // Every payment asks two things: the payment password, and a one-time code — from the
  // authenticator under dual verification, else one sent to the login account.
  return {
    payPassword: hasPin,
    authenticator: dual,
    accountCode: !dual,
    checkAccount: maskAccount(await loginAccountOf(deps, auth.userId)),
    missing: hasPin ? [] : ['payPassword'],
    payLockedUntil: lockedUntil(security)?.toISOString() ?? null,
  };
};

/** A checked payment confirmation; `consume` uses up its one-time credential. */
export type PaymentConfirmation = { consume(tx: DbOrTx): Promise<void> };

/**
 * The payment confirmation check every money-moving module calls before it moves money: the
 * re-entered total must equal the total, then the credentials the settings demand. The one-time
 * credential (code or authenticator step) is used up by `consume` in the transaction that moves
 * the money, so a failure before that commit leaves it usable and a committed payment has used it.
 */
export const confirmPayment = async (
  deps: Deps,
  auth: UserAuth,
  input: {
    total: string;
    reenteredTotal: string;
    credentials: PaymentCredentials;
    timeZone?: string;
  },
): Promise<PaymentConfirmation> => {
  if (input.total !== input.reenteredTotal) throw new AppError('AMOUNT_MISMATCH');
  const requirements = await getPaymentRequirements(deps, auth);
  if (requirements.missing.length > 0) throw new AppError('SECURITY_NOT_SET');
  if (!input.credentials.payPwd) throw new AppError('SECURITY_NOT_SET');
  await verifyPayPassword(deps, auth, input.credentials.payPwd, input.timeZone);
  if (requirements.authenticator) {
    if (!input.credentials.dynamicCode) throw new AppError('TOTP_WRONG');
    const step = await matchAuthenticator(deps, auth, input.credentials.dynamicCode);
    return { consume: (tx) => claimTotpStep(tx, auth.userId, step) };
  }
  if (!input.credentials.accountCode) throw new AppError('SEND_CODE_FIRST');
  const { account } = await ownAccount(deps, auth, await loginAccountOf(deps, auth.userId));
  const codeId = await checkCode(
    deps.db,
    deps.secrets,
    account,
    CodeScene.Payment,
    input.credentials.accountCode,
  );
  return { consume: (tx) => markCodeUsed(tx, codeId) };
};

/** Sends the one-time code a payment without dual verification asks for. */
export const sendPaymentCode = async (
  deps: Deps,
  auth: UserAuth,
  client: Client,
  language: Language,
) =>
  sendCode(
    deps,
    { loginAccount: await loginAccountOf(deps, auth.userId), scene: CodeScene.Payment },
    client,
    language,
  );

export const listNotificationSettings = async (
  deps: Deps,
  auth: UserAuth,
): Promise<{ list: NotificationSetting[] }> => {
  const rows = await deps.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, auth.userId));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return {
    list: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      inApp: byKind.get(kind)?.inApp ?? true,
      email: byKind.get(kind)?.email ?? true,
    })),
  };
};

export const updateNotificationSetting = async (
  deps: Deps,
  auth: UserAuth,
  input: NotificationSetting,
  client: Client,
) => {
  const before = (await listNotificationSettings(deps, auth)).list.find(
    (s) => s.kind === input.kind,
  );
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ userId: auth.userId, kind: input.kind, inApp: input.inApp, email: input.email })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.kind],
        set: { inApp: input.inApp, email: input.email, updatedAt: new Date() },
      });
    await writeAudit(tx, {
      actor: actorOf(auth),
      action: 'security.notifications',
      target: `user:${auth.userId}`,
      ip: client.ip,
      before,
      after: input,
    });
  });
  return listNotificationSettings(deps, auth);
};

/** Which channels a notification of `kind` may use for a user (honoured by every sender). */
export const notificationChannels = async (db: DbOrTx, userId: string, kind: NotificationKind) => {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.kind, kind)));
  return { inApp: row?.inApp ?? true, email: row?.email ?? true };
};

const maskNumber = (value: string) =>
  value.length > 4 ? `${'*'.repeat(Math.max(4, value.length - 4))}${value.slice(-4)}` : value;

const daysBetween = (from: Date, to: string) =>
  Math.ceil((Date.parse(`${to}T00:00:00Z`) - from.getTime()) / 86_400_000);

export const listExpiringDocuments = async (
  deps: Deps,
  auth: UserAuth,
): Promise<{ list: ExpiringDocument[] }> => {
  const horizon = new Date(Date.now() + EXPIRY_NOTICE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.merchantId, auth.merchantId), lte(documents.expiresOn, horizon)))
    .orderBy(asc(documents.expiresOn));
  const renewals = rows.length
    ? await deps.db
        .select()
        .from(documentRenewals)
        .where(eq(documentRenewals.merchantId, auth.merchantId))
    : [];
  const now = new Date();
  return {
    list: rows.map((d) => {
      const latest = renewals
        .filter((r) => r.documentId === d.id)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      const daysLeft = daysBetween(now, d.expiresOn);
      return {
        id: d.id,
        idType: d.idType,
        holderName: d.holderName,
        idNumber: maskNumber(d.idNumber),
        expiresOn: d.expiresOn,
        expired: daysLeft <= 0,
        daysLeft: Math.max(0, daysLeft),
        renewal: latest
          ? {
              id: latest.id,
              state: latest.state,
              newExpiresOn: latest.newExpiresOn,
              reason: latest.reason,
              submittedAt: latest.createdAt.toISOString(),
            }
          : null,
      };
    }),
  };
};

export const renewDocument = async (
  deps: Deps,
  auth: UserAuth,
  input: { documentId: string; fileId: string; newExpiresOn: string },
  client: Client,
  getFile: (merchantId: string, fileId: string) => Promise<unknown>,
) => {
  const [doc] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, input.documentId), eq(documents.merchantId, auth.merchantId)));
  if (!doc) throw new AppError('NOT_FOUND');
  await getFile(auth.merchantId, input.fileId);
  if (input.newExpiresOn <= new Date().toISOString().slice(0, 10)) {
    throw new FieldError('newExpiresOn', 'dateInFuture');
  }
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documentRenewals)
        .values({
          documentId: doc.id,
          merchantId: auth.merchantId,
          fileId: input.fileId,
          oldExpiresOn: doc.expiresOn,
          newExpiresOn: input.newExpiresOn,
          state: MaterialReviewState.InReview,
          submittedBy: auth.userId,
        })
        .returning();
      await writeAudit(tx, {
        actor: actorOf(auth),
        action: 'document.renewal.submit',
        target: `document:${doc.id}`,
        ip: client.ip,
        before: { expiresOn: doc.expiresOn },
        after: { newExpiresOn: row!.newExpiresOn, fileId: input.fileId },
      });
    });
  } catch (error) {
    if (
      String(
        (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code,
      ) === '23505'
    ) {
      throw new AppError('RENEWAL_PENDING');
    }
    throw error;
  }
  return listExpiringDocuments(deps, auth);
};

const renewalRows = (deps: Deps) =>
  deps.db
    .select({ renewal: documentRenewals, document: documents, merchant: merchants, file: files })
    .from(documentRenewals)
    .innerJoin(documents, eq(documentRenewals.documentId, documents.id))
    .innerJoin(merchants, eq(documentRenewals.merchantId, merchants.id))
    .innerJoin(files, eq(documentRenewals.fileId, files.id));

const toRenewal = (
  row: Awaited<ReturnType<ReturnType<typeof renewalRows>['where']>>[number],
): Renewal => ({
  id: row.renewal.id,
  merchantId: row.merchant.id,
  merNo: row.merchant.merNo,
  merchantName: row.merchant.name,
  documentId: row.document.id,
  idType: row.document.idType,
  holderName: row.document.holderName,
  idNumber: maskNumber(row.document.idNumber),
  oldExpiresOn: row.renewal.oldExpiresOn ?? row.document.expiresOn,
  newExpiresOn: row.renewal.newExpiresOn,
  fileId: row.file.id,
  fileName: row.file.name,
  fileMime: row.file.mime,
  state: row.renewal.state,
  reason: row.renewal.reason,
  submittedAt: row.renewal.createdAt.toISOString(),
  reviewedAt: row.renewal.reviewedAt?.toISOString() ?? null,
});

export const listRenewals = async (
  deps: Deps,
  input: { state?: number | undefined; pageNum: number; pageSize: number },
) => {
  const where = input.state === undefined ? undefined : eq(documentRenewals.state, input.state);
  const rows = await renewalRows(deps)
    .where(where)
    .orderBy(desc(documentRenewals.createdAt))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const [counted] = await deps.db.select({ n: count() }).from(documentRenewals).where(where);
  return {
    list: rows.map(toRenewal),
    total: Number(counted?.n ?? 0),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
};

export const getRenewal = async (deps: Deps, renewalId: string) => {
  const [row] = await renewalRows(deps).where(eq(documentRenewals.id, renewalId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/** Approving extends the document's validity; rejecting needs a reason the merchant sees. */
export const reviewRenewal = async (
  deps: Deps,
  operator: { operatorId: string; operatorName: string },
  input: { renewalId: string; approve: boolean; reason?: string | undefined },
  client: Client,
) => {
  if (!input.approve && !input.reason) throw new FieldError('reason', 'required');
  const row = await getRenewal(deps, input.renewalId);
  if (row.renewal.state !== MaterialReviewState.InReview) throw new AppError('NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const state = input.approve ? MaterialReviewState.Effective : MaterialReviewState.AuditFailed;
    await tx
      .update(documentRenewals)
      .set({
        state,
        reason: input.reason ?? null,
        reviewedBy: operator.operatorId,
        reviewedAt: new Date(),
      })
      .where(
        and(
          eq(documentRenewals.id, row.renewal.id),
          eq(documentRenewals.state, MaterialReviewState.InReview),
        ),
      );
    if (input.approve) {
      await tx
        .update(documents)
        .set({ expiresOn: row.renewal.newExpiresOn, fileId: row.renewal.fileId })
        .where(eq(documents.id, row.document.id));
    }
    await writeAudit(tx, {
      actor: { type: 'operator', id: operator.operatorId, name: operator.operatorName },
      merchantId: row.merchant.id,
      action: input.approve ? 'document.renewal.approve' : 'document.renewal.reject',
      target: `document:${row.document.id}`,
      ip: client.ip,
      before: { expiresOn: row.document.expiresOn },
      after: {
        expiresOn: input.approve ? row.renewal.newExpiresOn : row.document.expiresOn,
        reason: input.reason ?? null,
      },
    });
  });
  return toRenewal(await getRenewal(deps, input.renewalId));
};
