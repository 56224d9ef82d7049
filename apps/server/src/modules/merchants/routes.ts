// Operator console calls about merchants under /finance-gateway/api/ops/merchants/.
import {
  ZAssignManagerRequest,
  ZFreezeMerchantRequest,
  ZMerchantDetail,
  ZMerchantIdRequest,
  ZMerchantList,
  ZMerchantListRequest,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  assignManager,
  freezeMerchant,
  getMerchant,
  listMerchants,
  unfreezeMerchant,
} from './service.ts';

const ASSIGNERS = { access: { kind: 'operator' as const, permission: 'assignManager' as const } };
const FREEZERS = { access: { kind: 'operator' as const, permission: 'freezeMerchant' as const } };
const tags = ['merchants'];
const detail = { 200: zSuccessEnvelope(ZMerchantDetail) };

export const merchantsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/merchants/list.json',
    {
      schema: {
        tags,
        summary: 'Merchants, newest first; keyword matches name, number, users’ e-mail or mobile',
        body: ZMerchantListRequest,
        response: { 200: zSuccessEnvelope(ZMerchantList) },
      },
    },
    async (request) => ok(await listMerchants(app.deps, request.body)),
  );

  app.post(
    '/merchants/detail.json',
    { schema: { tags, body: ZMerchantIdRequest, response: detail } },
    async (request) => ok(await getMerchant(app.deps, request.body.merchantId)),
  );

  app.post(
    '/merchants/assignManager.json',
    { config: ASSIGNERS, schema: { tags, body: ZAssignManagerRequest, response: detail } },
    async (request) =>
      ok(await assignManager(app.deps, operatorOf(request), request.body, clientOf(request))),
  );

  app.post(
    '/merchants/freeze.json',
    {
      config: FREEZERS,
      schema: {
        tags,
        summary: 'Freeze a merchant: its users still log in but cannot move money',
        body: ZFreezeMerchantRequest,
        response: detail,
      },
    },
    async (request) =>
      ok(await freezeMerchant(app.deps, operatorOf(request), request.body, clientOf(request))),
  );

  app.post(
    '/merchants/unfreeze.json',
    { config: FREEZERS, schema: { tags, body: ZMerchantIdRequest, response: detail } },
    async (request) =>
      ok(await unfreezeMerchant(app.deps, operatorOf(request), request.body, clientOf(request))),
  );
};
