// Idempotency of money-moving requests (routes with `config.idempotent`): the caller sends an
// Idempotency-Key per user action. The same key and body answers the stored response; the same key
// with another body is refused; a key whose first request is still running answers "in progress".
// Server errors are not stored, so a retry runs again — safe because every ledger entry carries a
// business reference derived from the key, which the ledger never posts twice.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null;
  }
}

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

/** The key of the current request, for business references ("transfer:<key>"). */
export const idempotencyKeyOf = (request: FastifyRequest): string => {
  if (!request.idempotency) throw new Error('route is not idempotent');
  return request.idempotency.key;
};

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
      const where = and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key));
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
