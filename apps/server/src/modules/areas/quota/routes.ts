// Settlement quotas (issue 20): the merchant's overview, items, detail and application, and the
// operators' review — registered from contracts' quotaApi.
import { quotaApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { idempotencyOf } from '../../../platform/http/idempotency.ts';
import { handle } from '../../../platform/http/operation.ts';
import { showStoredFile } from '../../../platform/http/file-answer.ts';
import { applyQuota, getMyQuota, listMyQuotas, quotaOverview } from './quotas.ts';
import { decideQuota, opsGetQuota, opsListQuotas, opsQuotaFile } from './review.ts';

export const quotaMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = quotaApi;
  handle(app, api.overview, (r) => quotaOverview(d, userOf(r)));
  handle(app, api.list, (r) => listMyQuotas(d, userOf(r), r.body));
  handle(app, api.detail, (r) => getMyQuota(d, userOf(r), r.body.quotaNo));
  handle(app, api.apply, (r) => applyQuota(d, userOf(r), r.body, idempotencyOf(r), clientOf(r)));
};

export const quotaOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = quotaApi;
  handle(app, api.opsList, (r) => opsListQuotas(d, r.body));
  handle(app, api.opsDetail, (r) => opsGetQuota(d, r.body.quotaNo));
  handle(app, api.decide, (r) => decideQuota(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.opsFile, async (r, reply) => {
    const file = await opsQuotaFile(d, r.body.quotaNo, r.body.fileId);
    return showStoredFile(reply, d, file);
  });
};
