// Registers a route from its operation in contracts: path, method, schemas, access and
// idempotency come from the one definition (and OpenAPI from the schemas). The handler gets the
// parsed request and returns the result; this wraps it in the success envelope. A file operation's
// handler answers through the reply itself.
import {
  apiBaseOf,
  operationIdOf,
  zSuccessEnvelope,
  type Operation,
  type ParsedInputOf,
  type ParsedQueryOf,
  type ResultOf,
} from '@tradebridge/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contracts operation the route was registered from. */
    operation?: Operation;
  }
}

/**
 * The request of an operation's route: its body (POST) or query (GET), parsed by its schema, and a
 * POST operation's query string by its own.
 */
export type OperationRequestOf<O extends Operation> = FastifyRequest & {
  body: O['method'] extends 'POST' ? ParsedInputOf<O> : unknown;
  query: O['method'] extends 'GET' ? ParsedInputOf<O> : ParsedQueryOf<O>;
};

export type OperationHandler<O extends Operation> = (
  request: OperationRequestOf<O>,
  reply: FastifyReply,
) => O['result'] extends 'file' ? Promise<FastifyReply> : Promise<ResultOf<O>>;

/** The route prefix an operation's API is registered under ("/finance-gateway/api/mer"). */
export const prefixOf = (op: Pick<Operation, 'api'>) => apiBaseOf(op.api).slice(0, -1);

export const handle = <O extends Operation>(
  app: FastifyInstance,
  op: O,
  handler: OperationHandler<O>,
): void => {
  // A route registered in another API's scope would take that scope's access rules.
  if (app.prefix !== prefixOf(op)) {
    throw new Error(`${op.path} belongs to /api/${op.api}, registered under "${app.prefix}"`);
  }
  const request = op.request instanceof z.ZodType ? op.request : undefined;
  if (op.query && op.method === 'GET') {
    throw new Error(`${op.path}: a GET operation's query is its request schema`);
  }
  const querystring = op.method === 'GET' ? request : op.query;
  app.route({
    method: op.method,
    url: `/${op.path}`,
    config: { operation: op, access: op.access, ...(op.idempotent ? { idempotent: true } : {}) },
    schema: {
      tags: [op.tag],
      summary: op.summary,
      ...(operationIdOf(op) ? { operationId: operationIdOf(op) } : {}),
      ...(querystring ? { querystring } : {}),
      ...(request && op.method === 'POST' ? { body: request } : {}),
      ...(op.result === 'file' ? {} : { response: { 200: zSuccessEnvelope(op.result) } }),
    },
    handler: async (req, reply) => {
      const answer = await handler(req as OperationRequestOf<O>, reply);
      return op.result === 'file' ? answer : ok(answer);
    },
  });
};

/** The answer of an operation that only does something (ZOk): `{ ok: true }` once it is done. */
export const done = async (work: Promise<unknown>) => {
  await work;
  return { ok: true as const };
};
