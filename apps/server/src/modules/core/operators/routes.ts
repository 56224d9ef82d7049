// Operator console calls: login with authenticator, own account, and (admin only) the management
// of operators, registered from the operations of contracts' operatorsApi.
import { operatorsApi } from '@tradebridge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf } from '../../../platform/http/auth.ts';
import { done, handle } from '../../../platform/http/operation.ts';
import { createOperator, listAccountManagers, listAll, updateOperator } from './administration.ts';
import { confirmEnrolment, getMe, login, logout, setOwnLanguage } from './login.ts';

export const operatorsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  // A login step knows the page's language: the operator's first login makes it theirs.
  const loginClientOf = (r: FastifyRequest) => ({ ...clientOf(r), language: r.language });
  handle(app, operatorsApi.login, (r) => login(d, r.body, loginClientOf(r)));
  handle(app, operatorsApi.enrolTotp, (r) => confirmEnrolment(d, r.body, loginClientOf(r)));
  handle(app, operatorsApi.me, (r) => getMe(d, operatorOf(r)));
  handle(app, operatorsApi.setLanguage, (r) => setOwnLanguage(d, operatorOf(r), r.body));
  handle(app, operatorsApi.logout, (r) => done(logout(d, operatorOf(r), clientOf(r))));
  handle(app, operatorsApi.listAccountManagers, () => listAccountManagers(d));
  handle(app, operatorsApi.list, () => listAll(d));
  handle(app, operatorsApi.create, (r) => createOperator(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, operatorsApi.update, (r) => updateOperator(d, operatorOf(r), r.body, clientOf(r)));
};
