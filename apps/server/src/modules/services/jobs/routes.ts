// Background jobs in the operator console, registered from the operations of contracts' jobsApi.
import { jobsApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, clientOf } from '../../../platform/http/auth.ts';
import { handle } from '../../../platform/http/operation.ts';
import { listJobs, retryJob } from './service.ts';

export const jobsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  handle(app, jobsApi.list, (r) => listJobs(app.deps, r.body));
  handle(app, jobsApi.retry, (r) => retryJob(app.deps, actorOf(r), r.body.id, clientOf(r)));
};
