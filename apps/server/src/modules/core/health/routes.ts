// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers).
import { ZHealth } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: ZHealth } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } }, logLevel: 'warn' },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, checks: { database: 'ok' as const } };
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database check failed');
        return reply.code(503).send({ status: 'unavailable', checks: { database: 'failed' } });
      }
    },
  );
};
