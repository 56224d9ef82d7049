// Agreement calls under /finance-gateway/api/mer/agreement/: the fee confirmation table of a
// business line, and its acceptance by the main user.
import {
  ZAgreementDetail,
  ZAgreementDetailRequest,
  ZConfirmAgreementRequest,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, userOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { confirmAgreement, getAgreement } from './service.ts';

const tags = ['agreement'];

export const agreementMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  app.post(
    '/agreement/detail.json',
    {
      // The agreements are shown on the home page.
      config: { access: { kind: 'user', permission: 'main:view' } },
      schema: {
        tags,
        summary: 'The fee confirmation table of a business line and whether it is accepted',
        body: ZAgreementDetailRequest,
        response: { 200: zSuccessEnvelope(ZAgreementDetail) },
      },
    },
    async (r) => ok(await getAgreement(d, userOf(r), r.body.bizFlag)),
  );
  app.post(
    '/agreement/confirm.json',
    {
      config: { access: { kind: 'user', adminOnly: true } },
      schema: {
        tags,
        summary: 'Accept the fee confirmation table of a business line at a version (main user)',
        body: ZConfirmAgreementRequest,
        response: { 200: zSuccessEnvelope(ZAgreementDetail) },
      },
    },
    async (r) => ok(await confirmAgreement(d, userOf(r), r.body, clientOf(r))),
  );
};
