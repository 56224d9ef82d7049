// Background jobs in the operator console under /finance-gateway/api/ops/jobs/.
import {
  ZJob,
  ZJobIdRequest,
  ZJobListQuery,
  ZJobPage,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, clientOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { listJobs, retryJob } from './service.ts';

const tags = ['jobs'];

export const jobsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/list.json',
    {
      schema: {
        tags,
        summary: 'Background jobs, newest first',
        body: ZJobListQuery,
        response: { 200: zSuccessEnvelope(ZJobPage) },
      },
    },
    async (r) => ok(await listJobs(app.deps, r.body)),
  );
  app.post(
    '/jobs/retry.json',
    {
      config: { access: { kind: 'operator', permission: 'retryJobs' } },
      schema: {
        tags,
        summary: 'Send a dead job back to the queue (audited)',
        body: ZJobIdRequest,
        response: { 200: zSuccessEnvelope(ZJob) },
      },
    },
    async (r) => ok(await retryJob(app.deps, actorOf(r), r.body.id, clientOf(r))),
  );
};
