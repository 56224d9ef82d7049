// Reference rates: the merchant's total in a display currency (wallet/total.json) and the rates
// themselves; operators update them under /api/ops/.
import {
  ZReferenceRates,
  ZUpdateReferenceRatesRequest,
  ZWalletTotal,
  ZWalletTotalRequest,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf, userOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { getReferenceRates, updateReferenceRates, walletTotal } from './service.ts';

const tags = ['rates'];

export const ratesMerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rates/reference.json',
    {
      config: { access: { kind: 'user', permission: 'wallet:view' } },
      schema: {
        tags,
        summary: 'Reference rates (mid-market, per 1 USD); never used to price a trade',
        response: { 200: zSuccessEnvelope(ZReferenceRates) },
      },
    },
    async () => ok(await getReferenceRates(app.db)),
  );
  app.post(
    '/wallet/total.json',
    {
      config: { access: { kind: 'user', permission: 'wallet:view' } },
      schema: {
        tags,
        summary: 'Balances summed in a display currency at reference rates',
        body: ZWalletTotalRequest,
        response: { 200: zSuccessEnvelope(ZWalletTotal) },
      },
    },
    async (r) => ok(await walletTotal(app.deps, userOf(r).merchantId, r.body.displayCurrency)),
  );
};

export const ratesOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rates/reference.json',
    {
      schema: { tags, response: { 200: zSuccessEnvelope(ZReferenceRates) } },
    },
    async () => ok(await getReferenceRates(app.db)),
  );
  app.post(
    '/rates/reference/update.json',
    {
      config: { access: { kind: 'operator', permission: 'updateReferenceRates' } },
      schema: {
        tags,
        summary: 'Change reference rates (audited)',
        body: ZUpdateReferenceRatesRequest,
        response: { 200: zSuccessEnvelope(ZReferenceRates) },
      },
    },
    async (r) => ok(await updateReferenceRates(app.deps, operatorOf(r), r.body, clientOf(r))),
  );
};
