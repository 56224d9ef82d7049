// Payees (issue 19): the merchant's bank accounts and cards to pay and withdraw to, and the
// operators' review — registered from contracts' payeeApi.
import { payeeApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { idempotencyOf } from '../../../platform/http/idempotency.ts';
import { handle } from '../../../platform/http/operation.ts';
import { addPayee, deletePayee, editPayee, getMyPayee, listMyPayees } from './payees.ts';
import { decidePayee, opsGetPayee, opsListPayees } from './review.ts';

export const payeeMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = payeeApi;
  handle(app, api.list, (r) => listMyPayees(d, userOf(r), r.body));
  handle(app, api.detail, (r) => getMyPayee(d, userOf(r), r.body.payeeId));
  handle(app, api.add, (r) => addPayee(d, userOf(r), r.body, idempotencyOf(r), clientOf(r)));
  handle(app, api.edit, (r) => editPayee(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.remove, (r) => deletePayee(d, userOf(r), r.body, clientOf(r)));
};

export const payeeOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = payeeApi;
  handle(app, api.opsList, (r) => opsListPayees(d, r.body));
  handle(app, api.opsDetail, (r) => opsGetPayee(d, r.body.payeeId));
  handle(app, api.decide, (r) => decidePayee(d, operatorOf(r), r.body, clientOf(r)));
};
