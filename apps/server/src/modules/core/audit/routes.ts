// Operator console call for the audit log, registered from contracts' auditApi.
import { auditApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../../platform/http/operation.ts';
import { listAudit } from './service.ts';

export const auditOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  handle(app, auditApi.list, (r) => listAudit(app.deps, r.body));
};
