// Idempotency of money-moving requests (routes with `config.idempotent`): the caller sends an
// Idempotency-Key per user action. The same key and body answers the stored response; the same key
// with another body is refused; a key whose first request is still running answers "in progress".
// A service that moves money stores its answer with `saveIdempotentResult` in the transaction that
// moves it, so the answer and the effect commit together: a retry after a lost answer (a crash
// between commit and reply, a dropped connection, a failure while replying) finds the answer here,
// before the route runs and before any one-time credential is checked again. Other answers are
// stored as they are sent. A server error leaves a key without an answer, so a retry runs again —
// safe because nothing committed with it.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: Idempotency | null;
  }
}

/** Whose key (the caller) and the key itself. */
export type Idempotency = { scope: string; key: string };

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
/** A first request that has run this long without an answer is taken to have died. */
export const STALE_AFTER_MS = 30_000;

const scopeOf = (request: FastifyRequest) => {
  const auth = request.auth;
  if (auth?.kind === 'user') return `user:${auth.userId}`;
  if (auth?.kind === 'operator') return `operator:${auth.operatorId}`;
  return `ip:${request.ip}`;
};

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');

/** The key of the current request: its `key` makes business references ("transfer:<key>"). */
export const idempotencyOf = (request: FastifyRequest): Idempotency => {
  if (!request.idempotency) throw new Error('route is not idempotent');
  return request.idempotency;
};

const whereKey = (id: Idempotency) =>
  and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key));

/**
 * Stores the success answer of an idempotent request in the caller's transaction, the one that
 * commits the request's effect. `result` is what the route answers inside the envelope.
 */
export const saveIdempotentResult = async (tx: DbOrTx, id: Idempotency, result: unknown) => {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, response: { status: 1, result }, completedAt: sql`now()` })
    .where(whereKey(id));
  savedWithEffect.add(id);
};

/** Keys whose answer the service saved with its effect: a 200 reply then has nothing to store. */
const savedWithEffect = new WeakSet<Idempotency>();

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config.idempotent) return;
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const scope = scopeOf(request);
      const requestHash = hashOf(request);
      const inserted = await app.db
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) {
        request.idempotency = { scope, key };
        return;
      }
      const [existing] = await app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!existing || existing.requestHash !== requestHash)
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (existing.statusCode !== null) {
        return reply
          .code(existing.statusCode)
          .header('idempotent-replayed', 'true')
          .send(existing.response);
      }
      // Still running — unless it has been running too long, in which case this request takes over.
      const taken = await app.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            sql`${idempotencyKeys.statusCode} IS NULL`,
            lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_AFTER_MS)),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken.length === 0) throw new AppError('REQUEST_IN_PROGRESS');
      request.idempotency = { scope, key };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.idempotency;
      if (!id) return payload;
      // An answer saved with the effect is the answer: neither a failure while replying nor the
      // reply itself replaces it.
      if (reply.statusCode === 200 && savedWithEffect.has(id)) return payload;
      const where = and(whereKey(id), sql`${idempotencyKeys.statusCode} IS NULL`);
      if (reply.statusCode >= 500) {
        await app.db.delete(idempotencyKeys).where(where);
        return payload;
      }
      let response: unknown;
      try {
        response = typeof payload === 'string' ? JSON.parse(payload) : null;
      } catch {
        response = null;
      }
      await app.db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response, completedAt: sql`now()` })
        .where(where);
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['auth'] },
);
