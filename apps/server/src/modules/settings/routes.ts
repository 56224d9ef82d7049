import { ZConfigDetail, zSuccessEnvelope } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalRequest } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { getConfigDetail } from './service.ts';

/** Merchant API: environment config (spec §3, §7 configDetail.json). No login needed. */
export const settingsMerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/configDetail.json',
    {
      config: { access: { kind: 'public' } },
      schema: {
        tags: ['settings'],
        summary: 'Environment config of the portal (product name, logos, file URLs)',
        response: { 200: zSuccessEnvelope(ZConfigDetail) },
      },
    },
    async (request) =>
      ok({
        ...(await getConfigDetail(app.db)),
        // Whether this caller can open the development inbox (the portal links to it if so).
        devInbox:
          app.config.devInbox === 'open' ||
          (app.config.devInbox === 'local' && isLocalRequest(request)),
      }),
  );
};
