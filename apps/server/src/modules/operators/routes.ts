// Operator console calls under /finance-gateway/api/ops/: login with authenticator, own account,
// and (admin only) the management of operators.
import {
  ZAccountManagerList,
  ZCreateOperatorRequest,
  ZOk,
  ZOperator,
  ZOperatorEnrolRequest,
  ZOperatorList,
  ZOperatorLoginRequest,
  ZOperatorLoginResult,
  ZUpdateOperatorRequest,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
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

const PUBLIC = { access: { kind: 'public' as const } };
const ADMIN = { access: { kind: 'operator' as const, permission: 'manageOperators' as const } };
const tags = ['operators'];

export const operatorsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login.json',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Operator login: password and picture code, then the authenticator code with the loginTicket (or, the first time, enrolment)',
        body: ZOperatorLoginRequest,
        response: { 200: zSuccessEnvelope(ZOperatorLoginResult) },
      },
    },
    async (request) => ok(await login(app.deps, request.body, clientOf(request))),
  );

  app.post(
    '/totp/enrol.json',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Confirm the authenticator set up at first login with its first code',
        body: ZOperatorEnrolRequest,
        response: { 200: zSuccessEnvelope(ZOperatorLoginResult) },
      },
    },
    async (request) => ok(await confirmEnrolment(app.deps, request.body, clientOf(request))),
  );

  app.post(
    '/me.json',
    {
      schema: {
        tags,
        summary: 'The logged-in operator',
        response: { 200: zSuccessEnvelope(ZOperator) },
      },
    },
    async (request) => ok(await getMe(app.deps, operatorOf(request))),
  );

  app.post(
    '/logout.json',
    { schema: { tags, response: { 200: zSuccessEnvelope(ZOk) } } },
    async (request) => {
      await logout(app.deps, operatorOf(request), clientOf(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/accountManagers.json',
    {
      schema: {
        tags,
        summary: 'Active account managers',
        response: { 200: zSuccessEnvelope(ZAccountManagerList) },
      },
    },
    async () => ok(await listAccountManagers(app.deps)),
  );

  app.post(
    '/operators/list.json',
    { config: ADMIN, schema: { tags, response: { 200: zSuccessEnvelope(ZOperatorList) } } },
    async () => ok(await listAll(app.deps)),
  );

  app.post(
    '/operators/create.json',
    {
      config: ADMIN,
      schema: {
        tags,
        body: ZCreateOperatorRequest,
        response: { 200: zSuccessEnvelope(ZOperator) },
      },
    },
    async (request) =>
      ok(await createOperator(app.deps, operatorOf(request), request.body, clientOf(request))),
  );

  app.post(
    '/operators/update.json',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Change name, phone, role or state of an operator, or reset their authenticator',
        body: ZUpdateOperatorRequest,
        response: { 200: zSuccessEnvelope(ZOperator) },
      },
    },
    async (request) =>
      ok(await updateOperator(app.deps, operatorOf(request), request.body, clientOf(request))),
  );
};
