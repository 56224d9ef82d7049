// Operator console calls about merchants, registered from the operations of contracts'
// merchantsApi; and the portal's registration and merchantInfo (contracts' identityApi), which
// compose a merchant with its user.
import { identityApi, merchantsApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { getMerchantInfo, type TradeAuthorities } from './merchant-info.ts';
import { register } from './registration.ts';
import { handle } from '../../../platform/http/operation.ts';
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

export const merchantsMerRoutes: FastifyPluginAsyncZod<{
  tradeAuthorities: TradeAuthorities;
}> = async (app, { tradeAuthorities }) => {
  const d = app.deps;
  handle(app, identityApi.register, (r) => register(d, r.body, clientOf(r)));
  handle(app, identityApi.merchantInfo, (r) => getMerchantInfo(d, userOf(r), tradeAuthorities));
};
