// Agreement calls under /finance-gateway/api/mer/agreement/: the fee confirmation table of a
// business line, and its acceptance by the main user. Registered from contracts' agreementApi.
import { agreementApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, userOf } from '../../../platform/http/auth.ts';
import { handle } from '../../../platform/http/operation.ts';
import { confirmAgreement, getAgreement } from './service.ts';

export const agreementMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, agreementApi.detail, (r) => getAgreement(d, userOf(r), r.body.bizFlag));
  handle(app, agreementApi.confirm, (r) => confirmAgreement(d, userOf(r), r.body, clientOf(r)));
};
