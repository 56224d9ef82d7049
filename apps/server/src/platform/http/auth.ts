// Who is calling: resolves the session of merchant and operator API calls before anything else
// runs (so an anonymous call gets NO_LOGIN, not a validation message), and checks the route's
// access rule. Routes declare their rule in `config.access`; merchant routes default to "any
// logged-in user", operator routes to "any operator".
import {
  AccountState,
  type Access,
  type Operation,
  MemberState,
  operatorCan,
  type OperatorRole,
} from '@tradebridge/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { merchants, operators, sessions, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import {
  checkSession,
  sessionCheckFields,
  sessionOfTokenHash,
  tokenHashOf,
  type SubjectType,
} from '../sessions.ts';
import {
  asOperatorActor,
  asUserActor,
  type Actor,
  type OperatorActor,
  type UserActor,
} from '../audit.ts';

export type { Access } from '@tradebridge/contracts';

export type UserAuth = {
  kind: 'user';
  sessionId: string;
  userId: string;
  userName: string;
  merchantId: string;
  merchantState: number;
  frozenReason: string | null;
  adminFlag: boolean;
  permissions: readonly string[];
};

export type OperatorAuth = {
  kind: 'operator';
  sessionId: string;
  operatorId: string;
  operatorName: string;
  role: OperatorRole;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** The access rule of every merchant and operator route (filled as routes are added). */
    accessTable: { method: string; url: string; access: Access; operation?: Operation }[];
  }
  interface FastifyRequest {
    auth: UserAuth | OperatorAuth | null;
  }
}

/** The token of a call: Authorization header ("Bearer x" or "x"), else the `token` cookie. */
export const tokenOf = (request: FastifyRequest, cookieName: string): string | undefined => {
  const header = request.headers.authorization;
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || undefined;
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) return decodeURIComponent(rest.join('=')) || undefined;
  }
  return undefined;
};

const sessionFailure = (reason: string) =>
  new AppError(reason === 'replaced' ? 'LOGIN_REPEAT' : 'NO_LOGIN');

const financeTokenOf = (request: FastifyRequest) => {
  const value = request.headers['session-finance-token'];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The session of a token hash, its user and the merchant in one round trip: every merchant call
 * starts here, so the query is prepared once per database (built once, and on PostgreSQL planned
 * once per connection) and selects only what the check and UserAuth read.
 */
const prepareUserLookup = (db: Db) =>
  db
    .select({
      session: sessionCheckFields,
      user: {
        id: users.id,
        name: users.name,
        state: users.state,
        adminFlag: users.adminFlag,
        authIds: users.authIds,
      },
      merchant: { id: merchants.id, state: merchants.state, frozenReason: merchants.frozenReason },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.subjectId))
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .where(sessionOfTokenHash('user', sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_user');

const prepareOperatorLookup = (db: Db) =>
  db
    .select({
      session: sessionCheckFields,
      operator: {
        id: operators.id,
        name: operators.name,
        role: operators.role,
      },
    })
    .from(sessions)
    .leftJoin(operators, and(eq(operators.id, sessions.subjectId), eq(operators.state, 1)))
    .where(sessionOfTokenHash('operator', sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_operator');

const lookups = new WeakMap<
  Db,
  { user: ReturnType<typeof prepareUserLookup>; operator: ReturnType<typeof prepareOperatorLookup> }
>();

const lookupsOf = (db: Db) => {
  let found = lookups.get(db);
  if (!found) {
    found = { user: prepareUserLookup(db), operator: prepareOperatorLookup(db) };
    lookups.set(db, found);
  }
  return found;
};

const resolveUser = async (db: Db, request: FastifyRequest): Promise<UserAuth> => {
  const token = tokenOf(request, 'token');
  if (!token) throw new AppError('NO_LOGIN');
  const [row] = await lookupsOf(db).user.execute({ tokenHash: tokenHashOf(token) });
  const check = await checkSession(db, row?.session, financeTokenOf(request));
  if (!check.ok) throw sessionFailure(check.reason);
  if (!row?.user || !row.merchant || row.user.state !== MemberState.Normal) {
    throw new AppError('NO_LOGIN');
  }
  return {
    kind: 'user',
    sessionId: check.session.id,
    userId: row.user.id,
    userName: row.user.name,
    merchantId: row.merchant.id,
    merchantState: row.merchant.state,
    frozenReason: row.merchant.frozenReason,
    adminFlag: row.user.adminFlag,
    permissions: row.user.authIds,
  };
};

const resolveOperator = async (db: Db, request: FastifyRequest): Promise<OperatorAuth> => {
  const token = tokenOf(request, 'ops_token');
  if (!token) throw new AppError('NO_LOGIN');
  const [row] = await lookupsOf(db).operator.execute({ tokenHash: tokenHashOf(token) });
  const check = await checkSession(db, row?.session, financeTokenOf(request));
  if (!check.ok) throw sessionFailure(check.reason);
  const operator = row?.operator;
  if (!operator) throw new AppError('NO_LOGIN');
  return {
    kind: 'operator',
    sessionId: check.session.id,
    operatorId: operator.id,
    operatorName: operator.name,
    role: operator.role as OperatorRole,
  };
};

export const canUse = (auth: UserAuth, permission: string) =>
  auth.adminFlag || auth.permissions.includes(permission);

/**
 * Registers the access check for every route of the scope it is registered in.
 * `subject` says whose API this is: merchant users ("user") or operators.
 */
export const authScope = (subject: SubjectType) =>
  fp(
    async (app: FastifyInstance) => {
      // Every route's access rule, as declared, for review and for the tests that hold the
      // rules against the permission matrices.
      app.addHook('onRoute', (route) => {
        if (route.method === 'HEAD') return;
        app.accessTable.push({
          method: String(route.method),
          url: route.url,
          access: (route.config as { access?: Access } | undefined)?.access ?? { kind: subject },
          operation: (route.config as { operation?: Operation } | undefined)?.operation,
        });
      });
      app.addHook('onRequest', async (request) => {
        const access: Access = request.routeOptions.config.access ?? { kind: subject };
        if (access.kind === 'public') return;
        if (access.kind !== subject)
          throw new Error(
            `route ${request.url} declares ${access.kind} access in the ${subject} API`,
          );
        if (access.kind === 'user') {
          const auth = await resolveUser(app.db, request);
          request.auth = auth;
          if (access.adminOnly && !auth.adminFlag) throw new AppError('ADMIN_ONLY');
          if (access.permission && !canUse(auth, access.permission))
            throw new AppError('NO_ACCESS');
          const gated = access.movesMoney || access.needsCertification;
          if (gated && auth.merchantState === AccountState.Frozen) {
            throw new AppError('MERCHANT_FROZEN', { reason: auth.frozenReason ?? '' });
          }
          // Money moves only for a certified account: certification approved (its legal person's
          // real-person verification among what was reviewed) is what makes a merchant normal.
          if (gated && auth.merchantState !== AccountState.Normal) {
            throw new AppError('REAL_PERSON_AUTH_FIRST');
          }
          return;
        }
        const auth = await resolveOperator(app.db, request);
        request.auth = auth;
        if (!operatorCan(auth.role, access.permission)) throw new AppError('NO_ACCESS');
      });
    },
    { name: `auth-${subject}`, encapsulate: false },
  );

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.decorate('accessTable', []);
  },
  { name: 'auth' },
);

/** The logged-in merchant user of a route with user access. */
export const userOf = (request: FastifyRequest): UserAuth => {
  if (request.auth?.kind !== 'user') throw new AppError('NO_LOGIN');
  return request.auth;
};

export const operatorOf = (request: FastifyRequest): OperatorAuth => {
  if (request.auth?.kind !== 'operator') throw new AppError('NO_LOGIN');
  return request.auth;
};

/** The audit actor of a logged-in merchant user. */
export const userActor = (auth: UserAuth): UserActor =>
  asUserActor({ id: auth.userId, name: auth.userName, merchantId: auth.merchantId });

/** The audit actor of a logged-in operator. */
export const operatorActor = (auth: OperatorAuth): OperatorActor =>
  asOperatorActor({ id: auth.operatorId, name: auth.operatorName });

/** The audit actor of a request. */
export const actorOf = (request: FastifyRequest): Actor => {
  const auth = request.auth;
  if (auth?.kind === 'user') return userActor(auth);
  if (auth?.kind === 'operator') return operatorActor(auth);
  return { type: 'anonymous' };
};

/** Caller facts for sessions and audit. */
export const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
});

/** Caller facts with the caller's time zone (the `Time-Zone` header), for times in messages. */
export const clientWithZoneOf = (request: FastifyRequest) => {
  const zone = request.headers['time-zone'];
  return { ...clientOf(request), ...(typeof zone === 'string' ? { timeZone: zone } : {}) };
};

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether a request comes from this machine: its connection is from a loopback address, and no
 * proxy header names a client elsewhere (a reverse proxy on this machine forwards other people's
 * requests over loopback).
 */
export const isLocalRequest = (request: FastifyRequest): boolean => {
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return false;
  const forwarded = [request.headers['x-forwarded-for'], request.headers['x-real-ip']]
    .flat()
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (request.headers.forwarded) return false;
  return forwarded.every((address) => LOOPBACK.test(address));
};
