// Operator console call for the audit log under /finance-gateway/api/ops/audit/.
import { ZAuditList, ZAuditListRequest, zSuccessEnvelope } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { listAudit } from './service.ts';

const READERS = { access: { kind: 'operator' as const, permission: 'readAudit' as const } };

export const auditOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/audit/list.json',
    {
      config: READERS,
      schema: {
        tags: ['audit'],
        summary: 'Audit log entries, newest first; action filters by prefix (e.g. "merchant.")',
        body: ZAuditListRequest,
        response: { 200: zSuccessEnvelope(ZAuditList) },
      },
    },
    async (request) => ok(await listAudit(app.deps, request.body)),
  );
};
