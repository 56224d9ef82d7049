// Shops (issue 17): the merchant's shops, their authorization hand-off (public steps included)
// and association, and the operators' review — registered from contracts' shopApi.
import { shopApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { idempotencyOf } from '../../../platform/http/idempotency.ts';
import { handle } from '../../../platform/http/operation.ts';
import {
  authList,
  completeAuthorization,
  readHandoff,
  sandboxConsent,
  sandboxLogin,
  startAuthorization,
} from './authorization.ts';
import { decideShop, opsGetShop, opsListShops } from './review.ts';
import {
  addShop,
  closeShop,
  editShop,
  getMyShop,
  linkShop,
  listMyShops,
  payoutAccounts,
  unlinkShop,
} from './shops.ts';

export const shopMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = shopApi;
  handle(app, api.list, (r) => listMyShops(d, userOf(r), r.body));
  handle(app, api.get, (r) => getMyShop(d, userOf(r), r.body.shopId));
  handle(app, api.add, (r) => addShop(d, userOf(r), r.body, idempotencyOf(r), clientOf(r)));
  handle(app, api.edit, (r) => editShop(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.close, (r) => closeShop(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.link, (r) => linkShop(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.payoutAccounts, (r) => payoutAccounts(d, userOf(r)));
  handle(app, api.unlink, (r) => unlinkShop(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.authList, (r) => authList(d, userOf(r), r.body));
  handle(app, api.authorize, (r) => startAuthorization(d, userOf(r), r.body.shopId, clientOf(r)));
  handle(app, api.handoff, (r) => readHandoff(d, r.body.state));
  handle(app, api.sandboxLogin, (r) => sandboxLogin(d, r.body));
  handle(app, api.sandboxConsent, (r) => sandboxConsent(d, r.body));
  handle(app, api.callback, (r) => completeAuthorization(d, r.body, clientOf(r)));
};

export const shopOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = shopApi;
  handle(app, api.opsList, (r) => opsListShops(d, r.body));
  handle(app, api.opsGet, (r) => opsGetShop(d, r.body.shopId));
  handle(app, api.approve, (r) =>
    decideShop(d, operatorOf(r), { shopId: r.body.shopId, version: r.body.version }, clientOf(r)),
  );
  handle(app, api.reject, (r) => decideShop(d, operatorOf(r), r.body, clientOf(r)));
};
