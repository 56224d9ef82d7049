// Operator console calls about merchants, registered from the operations of contracts'
// merchantsApi.
import { merchantsApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf } from '../../platform/http/auth.ts';
import { handle } from '../../platform/http/operation.ts';
import {
  assignManager,
  freezeMerchant,
  getMerchant,
  listMerchants,
  unfreezeMerchant,
} from './service.ts';

export const merchantsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, merchantsApi.list, (r) => listMerchants(d, r.body));
  handle(app, merchantsApi.get, (r) => getMerchant(d, r.body.merchantId));
  handle(app, merchantsApi.assignManager, (r) =>
    assignManager(d, operatorOf(r), r.body, clientOf(r)),
  );
  handle(app, merchantsApi.freeze, (r) => freezeMerchant(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, merchantsApi.unfreeze, (r) =>
    unfreezeMerchant(d, operatorOf(r), r.body, clientOf(r)),
  );
};
