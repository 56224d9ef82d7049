// Operator accounts: login with password and authenticator (TOTP, enrolled at first login), lockout
// after repeated failures, sessions, and the admin's management of operators.
import {
  DEFAULT_LANGUAGE,
  OperatorRole,
  OperatorState,
  resolveLanguage,
  type AccountManagerList,
  type CreateOperatorRequest,
  type CurrentOperator,
  type Language,
  type Operator,
  type OperatorLoginRequest,
  type OperatorLoginResult,
  type SetLanguageRequest,
  type UpdateOperatorRequest,
} from '@tradebridge/contracts';
import { asOperatorActor, writeAudit } from '../../../platform/audit.ts';
import {
  decoyPasswordCheck,
  hashPassword,
  randomToken,
  safeEqual,
  sha256,
  verifyPassword,
} from '../../../platform/crypto.ts';
import { isUniqueViolation, type DbOrTx, type Tx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import { operatorActor, type OperatorAuth } from '../../../platform/http/auth.ts';
import { hitRateLimit } from '../../../platform/rate-limit.ts';
import { createSession, endSession, endSessions } from '../../../platform/sessions.ts';
import {
  acceptTotpStep,
  consumeEnrolment,
  deleteEnrolmentsOf,
  deleteExpiredEnrolments,
  findLiveEnrolment,
  findOperator,
  findOperatorByEmail,
  insertOperator,
  listActiveOperatorsByRole,
  listOperatorContacts,
  listOperators,
  lockOperator,
  patchOperator,
  recordLogin,
  replaceEnrolment,
  setLanguage,
  storeTotpSecret,
  type OperatorPatch,
  type OperatorRow,
} from './repository.ts';
import { failLogin, recordLoginAttempt, withLoginTry } from '../../../platform/login-attempts.ts';
import { consumeCaptcha } from '../identity/index.ts';
import { matchTotpStep, newTotpSecret, qrDataUrlOf, totpUrl } from '../../../platform/totp.ts';

export const ENROL_MS = 10 * 60 * 1000;
/** Login and enrolment calls per IP address in LOGIN_LIMIT_SECONDS. */
export const LOGIN_LIMIT = 30;
export const LOGIN_LIMIT_SECONDS = 300;

export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  phone: row.phone,
  role: row.role as OperatorRole,
  state: row.state,
  totpEnrolled: row.totpSecret !== null,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

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
    await writeAudit(tx, {
      actor: operatorActor(auth),
      action: 'operator.logout',
      target: `session:${auth.sessionId}`,
      ip: client.ip,
    });
  });

export const listAll = async (deps: Deps) => ({
  list: (await listOperators(deps.db)).map(toOperator),
});

export const listAccountManagers = async (deps: Deps): Promise<AccountManagerList> => ({
  list: (await listActiveOperatorsByRole(deps.db, OperatorRole.AccountManager)).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
  })),
});

/** An active account manager, for the merchants module (assigning one to a merchant). */
export const findActiveAccountManager = async (db: DbOrTx, operatorId: string) => {
  const row = await findOperator(db, operatorId);
  return row && row.state === OperatorState.Normal && row.role === OperatorRole.AccountManager
    ? row
    : undefined;
};

/** Operators' names by id, for areas that show who wrote something (announcements). */
export const findOperatorNames = async (
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, string>> =>
  new Map((await listOperatorContacts(db, [...new Set(ids)])).map((row) => [row.id, row.name]));

export type OperatorContact = { id: string; name: string; email: string; phone: string };

/** The contacts of the given operators by id (account managers shown to merchants and operators). */
export const findOperatorContacts = async (
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, OperatorContact>> =>
  new Map((await listOperatorContacts(db, [...new Set(ids)])).map((row) => [row.id, row]));

export const createOperator = async (
  deps: Deps,
  auth: OperatorAuth,
  input: Required<CreateOperatorRequest>,
  client: Client,
): Promise<Operator> => {
  const email = input.email.toLowerCase();
  if (await findOperatorByEmail(deps.db, email)) throw new AppError('ACCOUNT_EXISTS');
  const passwordHash = await hashPassword(input.pwd);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertOperator(tx, {
        email,
        name: input.name,
        phone: input.phone,
        role: input.role,
        state: OperatorState.Normal,
        passwordHash,
      });
      await writeAudit(tx, {
        actor: operatorActor(auth),
        action: 'operator.create',
        target: `operator:${row.id}`,
        ip: client.ip,
        after: { email, name: input.name, phone: input.phone, role: input.role },
      });
      return toOperator(row);
    });
  } catch (error) {
    // Two admins creating the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
};

/** What the audit log keeps of an operator (never the password or the secret). */
const auditView = (row: OperatorRow) => ({
  name: row.name,
  phone: row.phone,
  role: row.role,
  state: row.state,
  totpEnrolled: row.totpSecret !== null,
});

export const updateOperator = (
  deps: Deps,
  auth: OperatorAuth,
  input: UpdateOperatorRequest,
  client: Client,
): Promise<Operator> =>
  deps.db.transaction(async (tx) => {
    const row = await lockOperator(tx, input.operatorId);
    if (!row) throw new AppError('NOT_FOUND');
    const changesRole = input.role !== undefined && input.role !== row.role;
    const changesState = input.state !== undefined && input.state !== row.state;
    // An admin cannot demote or disable themselves, so there is always an admin left.
    if (row.id === auth.operatorId && (changesRole || changesState)) {
      throw new AppError('CANNOT_CHANGE_SELF');
    }
    const patch: OperatorPatch = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.phone !== undefined) patch.phone = input.phone;
    if (changesRole) patch.role = input.role;
    if (changesState) patch.state = input.state;
    if (input.resetTotp) {
      patch.totpSecret = null;
      patch.totpLastStep = null;
      await deleteEnrolmentsOf(tx, row.id);
    }
    const updated = Object.keys(patch).length > 0 ? await patchOperator(tx, row.id, patch) : row;
    const ended =
      changesState && input.state === OperatorState.Disabled
        ? await endSessions(tx, 'operator', row.id, 'disabled')
        : [];
    await writeAudit(tx, {
      actor: operatorActor(auth),
      action: 'operator.update',
      target: `operator:${row.id}`,
      ip: client.ip,
      before: auditView(row),
      after: {
        ...auditView(updated!),
        ...(ended.length > 0 ? { endedSessions: ended.length } : {}),
      },
    });
    return toOperator(updated!);
  });
