// Operator login: password and authenticator (TOTP, enrolled at first login), lockout after
// repeated failures, sessions, the operator's own profile and language, and logout.
import {
  DEFAULT_LANGUAGE,
  OperatorState,
  resolveLanguage,
  type CurrentOperator,
  type Language,
  type OperatorLoginRequest,
  type OperatorLoginResult,
  type SetLanguageRequest,
} from '@tradebridge/contracts';
import { asOperatorActor, writeAudit } from '../../../platform/audit.ts';
import {
  decoyPasswordCheck,
  randomToken,
  safeEqual,
  sha256,
  verifyPassword,
} from '../../../platform/crypto.ts';
import type { Tx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { auditOperator } from '../../../platform/http/audited.ts';
import { hitRateLimit } from '../../../platform/rate-limit.ts';
import { createSession, endSession } from '../../../platform/sessions.ts';
import {
  acceptTotpStep,
  consumeEnrolment,
  deleteExpiredEnrolments,
  findLiveEnrolment,
  findOperator,
  findOperatorByEmail,
  recordLogin,
  replaceEnrolment,
  setLanguage,
  storeTotpSecret,
  type OperatorRow,
} from './repository.ts';
import { failLogin, recordLoginAttempt, withLoginTry } from '../../../platform/login-attempts.ts';
import { consumeCaptcha } from '../identity/index.ts';
import { matchTotpStep, newTotpSecret, qrDataUrlOf, totpUrl } from '../../../platform/totp.ts';
import { toOperator } from './administration.ts';

export const ENROL_MS = 10 * 60 * 1000;
/** Login and enrolment calls per IP address in LOGIN_LIMIT_SECONDS. */
export const LOGIN_LIMIT = 30;
export const LOGIN_LIMIT_SECONDS = 300;

/** The caller of a login step, with the language of the page it logs in from. */
export type LoginClient = Client & { language?: Language };

const limitLoginCalls = async (deps: Deps, client: Client) => {
  const limit = await hitRateLimit(
    deps.db,
    `opsLogin:ip:${client.ip}`,
    LOGIN_LIMIT,
    LOGIN_LIMIT_SECONDS,
  );
  if (!limit.allowed) throw new AppError('RATE_LIMITED');
};

const attemptOf = (operator: OperatorRow, client: Client) => ({
  account: operator.email,
  subjectId: operator.id,
  ip: client.ip,
  userAgent: client.userAgent,
});

/** Refuses a disabled operator (checked only once the password is known to be right). */
const refuseDisabled = async (deps: Deps, operator: OperatorRow, client: Client) => {
  if (operator.state === OperatorState.Normal) return;
  await recordLoginAttempt(deps.db, {
    subjectType: 'operator',
    ...attemptOf(operator, client),
    success: false,
    reason: 'disabled',
  });
  throw new AppError('USER_DISABLED');
};

/**
 * The proof, given with the "enter your code" step, that this client solved the picture code and
 * gave the right password: the code step needs no second picture. Signed, bound to the operator
 * and the client's address, valid LOGIN_TICKET_MS; it holds no secret of its own.
 */
export const LOGIN_TICKET_MS = 5 * 60 * 1000;
const ticketMac = (deps: Deps, operatorId: string, expires: number, ip: string) =>
  deps.secrets.keyedHash(`opsLoginTicket|${operatorId}|${expires}|${ip}`);
const issueLoginTicket = (deps: Deps, operatorId: string, ip: string, now: Date) => {
  const expires = now.getTime() + LOGIN_TICKET_MS;
  return `${expires}.${ticketMac(deps, operatorId, expires, ip)}`;
};
const isValidTicket = (deps: Deps, ticket: string, operatorId: string, ip: string, now: Date) => {
  const [expiresText = '', mac = ''] = ticket.split('.');
  const expires = Number(expiresText);
  return (
    Number.isSafeInteger(expires) &&
    expires > now.getTime() &&
    safeEqual(mac, ticketMac(deps, operatorId, expires, ip))
  );
};

/** Starts an authenticator enrolment: a new secret, shown once, confirmed by a first code. */
const startEnrolment = async (deps: Deps, operator: OperatorRow, now: Date) => {
  const enrolToken = randomToken();
  const secret = newTotpSecret();
  await deleteExpiredEnrolments(deps.db, now);
  await replaceEnrolment(deps.db, {
    tokenHash: sha256(enrolToken),
    operatorId: operator.id,
    secret: deps.secrets.encrypt(secret),
    expiresAt: new Date(now.getTime() + ENROL_MS),
  });
  const otpauthUrl = totpUrl(secret, operator.email);
  return {
    step: 'enrol' as const,
    enrolToken,
    secret,
    otpauthUrl,
    qrDataUrl: await qrDataUrlOf(otpauthUrl),
  };
};

/**
 * The session of a fully authenticated operator, in the transaction that accepted the code. The
 * operator's language is the one last chosen (me/language.json), not the login page's (a new tab's
 * default Chinese); an operator's first login sets it.
 */
const openSession = async (tx: Tx, operator: OperatorRow, client: LoginClient, now: Date) => {
  const session = await createSession(tx, {
    subjectType: 'operator',
    subjectId: operator.id,
    remember: false,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  const language = resolveLanguage(
    await recordLogin(tx, operator.id, now, client.language ?? DEFAULT_LANGUAGE),
  );
  await recordLoginAttempt(tx, {
    subjectType: 'operator',
    ...attemptOf(operator, client),
    success: true,
    reason: null,
  });
  await writeAudit(tx, {
    actor: asOperatorActor(operator),
    action: 'operator.login',
    target: `session:${session.id}`,
    ip: client.ip,
  });
  return {
    step: 'done' as const,
    token: session.token,
    financeToken: session.financeToken,
    language,
  };
};

export const login = async (
  deps: Deps,
  input: OperatorLoginRequest,
  client: LoginClient,
): Promise<OperatorLoginResult> => {
  await limitLoginCalls(deps, client);
  const now = new Date();
  const email = input.loginAccount.trim().toLowerCase();
  const operator = await findOperatorByEmail(deps.db, email);
  // The picture code, unless this is the code step of a login whose password step solved one; a
  // ticket that has run out (or was made for another operator or address) means a new picture.
  if (input.loginTicket) {
    if (!operator || !isValidTicket(deps, input.loginTicket, operator.id, client.ip, now))
      throw new AppError('VCODE_EXPIRED');
  } else {
    if (!input.codeToken) throw new FieldError('codeToken', 'required');
    if (!input.verifyCode) throw new FieldError('verifyCode', 'required');
    await consumeCaptcha(deps.db, deps.secrets, input.codeToken, input.verifyCode);
  }
  const attempt = {
    subjectType: 'operator' as const,
    account: email,
    subjectId: operator?.id ?? null,
    ip: client.ip,
    userAgent: client.userAgent,
  };
  return withLoginTry(
    deps.db,
    attempt,
    async (loginTry) => {
      if (!operator) {
        await decoyPasswordCheck(input.pwd);
        return failLogin(deps.db, loginTry, 'unknownAccount');
      }
      if (!(await verifyPassword(operator.passwordHash, input.pwd))) {
        return failLogin(deps.db, loginTry, 'wrongPassword');
      }
      await refuseDisabled(deps, operator, client);
      if (operator.totpSecret === null) return startEnrolment(deps, operator, now);
      // A right password alone is not a success: it neither opens a session nor clears failures.
      if (!input.totpCode) {
        return { step: 'totp', loginTicket: issueLoginTicket(deps, operator.id, client.ip, now) };
      }
      const step = matchTotpStep(
        deps.secrets.decrypt(operator.totpSecret),
        input.totpCode,
        operator.totpLastStep,
      );
      if (step === null) return failLogin(deps.db, loginTry, 'wrongTotp');
      const result = await deps.db.transaction(async (tx) => {
        // Conditional update: of two requests racing with the same code, only one wins.
        if (!(await acceptTotpStep(tx, operator.id, step))) return null;
        return openSession(tx, operator, client, now);
      });
      return result ?? failLogin(deps.db, loginTry, 'wrongTotp');
    },
    now,
  );
};

export const confirmEnrolment = async (
  deps: Deps,
  input: { enrolToken: string; totpCode: string },
  client: LoginClient,
): Promise<OperatorLoginResult> => {
  await limitLoginCalls(deps, client);
  const now = new Date();
  const tokenHash = sha256(input.enrolToken);
  const enrolment = await findLiveEnrolment(deps.db, tokenHash, now);
  if (!enrolment) throw new AppError('ENROL_EXPIRED');
  const operator = await findOperator(deps.db, enrolment.operatorId);
  if (!operator || operator.totpSecret !== null) throw new AppError('ENROL_EXPIRED');
  const attempt = { subjectType: 'operator' as const, ...attemptOf(operator, client) };
  return withLoginTry(
    deps.db,
    attempt,
    async (loginTry) => {
      await refuseDisabled(deps, operator, client);
      const step = matchTotpStep(deps.secrets.decrypt(enrolment.secret), input.totpCode, null);
      if (step === null) return failLogin(deps.db, loginTry, 'wrongTotp');
      return deps.db.transaction(async (tx) => {
        if (!(await consumeEnrolment(tx, tokenHash))) throw new AppError('ENROL_EXPIRED');
        await storeTotpSecret(tx, operator.id, enrolment.secret, step);
        await writeAudit(tx, {
          actor: asOperatorActor(operator),
          action: 'operator.totp.enrol',
          target: `operator:${operator.id}`,
          ip: client.ip,
        });
        return openSession(tx, operator, client, now);
      });
    },
    now,
  );
};

export const getMe = async (deps: Deps, auth: OperatorAuth): Promise<CurrentOperator> => {
  const row = await findOperator(deps.db, auth.operatorId);
  if (!row) throw new AppError('NO_LOGIN');
  return { ...toOperator(row), language: resolveLanguage(row.language) };
};

/**
 * The language the operator chose with the console's switch: their new tabs and logins open in it.
 * A preference of the operator's own, like the portal user's (user/language.json): not audited.
 */
export const setOwnLanguage = async (
  deps: Deps,
  auth: OperatorAuth,
  { language }: SetLanguageRequest,
): Promise<SetLanguageRequest> => {
  await setLanguage(deps.db, auth.operatorId, language);
  return { language };
};

export const logout = (deps: Deps, auth: OperatorAuth, client: Client) =>
  deps.db.transaction(async (tx) => {
    await endSession(tx, auth.sessionId, 'logout');
    await auditOperator(tx, auth, client, {
      action: 'operator.logout',
      target: `session:${auth.sessionId}`,
    });
  });
