// Merchant API: environment config (spec §3, §7 configDetail.json), registered from contracts'
// settingsApi. No login needed.
import { settingsApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalRequest } from '../../../platform/http/auth.ts';
import { handle } from '../../../platform/http/operation.ts';
import { getConfigDetail } from './service.ts';

export const settingsMerRoutes: FastifyPluginAsyncZod = async (app) => {
  handle(app, settingsApi.configDetail, async (request) => ({
    ...(await getConfigDetail(app.db)),
    // Whether this caller can open the development inbox (the portal links to it if so).
    devInbox:
      app.config.devInbox === 'open' ||
      (app.config.devInbox === 'local' && isLocalRequest(request)),
  }));
};
