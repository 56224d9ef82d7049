// Currency exchange (issue 18): the merchant's rate inquiry, alerts, quotes, confirmation and
// records, and the operators' FX position, review and pricing — registered from contracts'
// exchangeApi.
import { exchangeApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, clientWithZoneOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { idempotencyOf } from '../../../platform/http/idempotency.ts';
import { handle } from '../../../platform/http/operation.ts';
import { addAlert, deleteAlert, listMyAlerts } from './alerts.ts';
import { decideExchange, getMyOrder, listMyOrders, opsGetOrder, opsListOrders } from './orders.ts';
import { nowOf } from '../../../platform/deps.ts';
import { ratesFreshness, saveRatesMaxAge } from './freshness.ts';
import { fxPosition } from './position.ts';
import { deleteRule, exchangeConfig, saveRule, saveTradingWindow } from './pricing.ts';
import { confirmExchange, createQuote, indicativeRate, rateHistory } from './quotes.ts';

export const exchangeMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = exchangeApi;
  handle(app, api.rate, (r) => indicativeRate(d, userOf(r), r.body));
  handle(app, api.history, (r) => rateHistory(d, r.body));
  handle(app, api.quote, (r) => createQuote(d, userOf(r), r.body));
  handle(app, api.confirm, (r) =>
    confirmExchange(d, userOf(r), r.body, idempotencyOf(r), clientWithZoneOf(r)),
  );
  handle(app, api.list, (r) => listMyOrders(d, userOf(r).merchantId, r.body));
  handle(app, api.detail, (r) => getMyOrder(d, userOf(r).merchantId, r.body.orderNo));
  handle(app, api.alerts, (r) => listMyAlerts(d, userOf(r)));
  handle(app, api.addAlert, (r) => addAlert(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.deleteAlert, (r) => deleteAlert(d, userOf(r), r.body.alertId, clientOf(r)));
};

export const exchangeOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = exchangeApi;
  handle(app, api.opsPosition, () => fxPosition(d));
  handle(app, api.opsList, (r) => opsListOrders(d, r.body));
  handle(app, api.opsDetail, (r) => opsGetOrder(d, r.body.orderNo));
  handle(app, api.decide, (r) => decideExchange(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.config, () => exchangeConfig(d));
  handle(app, api.saveRule, (r) => saveRule(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.deleteRule, (r) => deleteRule(d, operatorOf(r), r.body.id, clientOf(r)));
  handle(app, api.saveWindow, (r) => saveTradingWindow(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.ratesFreshness, () => ratesFreshness(d, nowOf(d)));
  handle(app, api.saveRatesMaxAge, (r) => saveRatesMaxAge(d, operatorOf(r), r.body, clientOf(r)));
};
