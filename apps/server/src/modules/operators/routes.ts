// Operator console calls: login with authenticator, own account, and (admin only) the management
// of operators, registered from the operations of contracts' operatorsApi.
import { operatorsApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf } from '../../platform/http/auth.ts';
import { done, handle } from '../../platform/http/operation.ts';
import {
  confirmEnrolment,
  createOperator,
  getMe,
  listAccountManagers,
  listAll,
  login,
  logout,
  updateOperator,
} from './service.ts';

export const operatorsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, operatorsApi.login, (r) => login(d, r.body, clientOf(r)));
  handle(app, operatorsApi.enrolTotp, (r) => confirmEnrolment(d, r.body, clientOf(r)));
  handle(app, operatorsApi.me, (r) => getMe(d, operatorOf(r)));
  handle(app, operatorsApi.logout, (r) => done(logout(d, operatorOf(r), clientOf(r))));
  handle(app, operatorsApi.listAccountManagers, () => listAccountManagers(d));
  handle(app, operatorsApi.list, () => listAll(d));
  handle(app, operatorsApi.create, (r) => createOperator(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, operatorsApi.update, (r) => updateOperator(d, operatorOf(r), r.body, clientOf(r)));
};
