// Reference rates: the merchant's total in a display currency (wallet/total.json) and the rates
// themselves; operators update them under /api/ops/. Registered from contracts' ratesApi.
import { ratesApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { handle } from '../../../platform/http/operation.ts';
import { getReferenceRates, updateReferenceRates, walletTotal } from './service.ts';

export const ratesMerRoutes: FastifyPluginAsyncZod = async (app) => {
  handle(app, ratesApi.reference, () => getReferenceRates(app.db));
  handle(app, ratesApi.walletTotal, (r) =>
    walletTotal(app.deps, userOf(r).merchantId, r.body.displayCurrency),
  );
};

export const ratesOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  handle(app, ratesApi.opsReference, () => getReferenceRates(app.db));
  handle(app, ratesApi.updateReference, (r) =>
    updateReferenceRates(app.deps, operatorOf(r), r.body, clientOf(r)),
  );
};
