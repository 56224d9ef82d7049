// Merchant identity calls (spec §7) under /finance-gateway/api/mer/.
import {
  ZDevInbox,
  ZEndSessionRequest,
  ZInviteCodeRequest,
  ZInviteCodeResult,
  ZLoginActivity,
  ZLoginRequest,
  ZLoginResult,
  ZMerchantInfo,
  ZModifyPasswordRequest,
  ZOk,
  ZRegisterRequest,
  ZRegisterResult,
  ZResetPasswordRequest,
  ZSendCodeRequest,
  ZSendCodeResult,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf, isLocalRequest, userOf } from '../../platform/http/auth.ts';
import { apiNotFound, ok } from '../../platform/http/envelope.ts';
import { createCaptcha } from './captcha.ts';
import { listDevInbox } from './dev-inbox.ts';
import {
  endOwnSession,
  getLoginActivity,
  getMerchantInfo,
  login,
  logout,
  modifyPassword,
  register,
  resetPassword,
  sendCode,
  validateInviteCode,
} from './service.ts';

const PUBLIC = { access: { kind: 'public' as const } };
const tags = ['identity'];

/**
 * The picture code of the login forms, in the scope it is registered in (the portal's under
 * /api/mer, the console's under /api/ops): the same captchas either way.
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/vcode',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Captcha picture (SVG) for a login form; the answer is kept for 5 minutes',
        querystring: z.object({ codeToken: z.string().trim().min(8).max(64) }),
      },
    },
    async (request, reply) => {
      const svg = await createCaptcha(
        app.db,
        app.deps.secrets,
        request.query.codeToken,
        !app.config.isProduction,
      );
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );
};

export const identityMerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sendCode.json',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Send a 4-digit code by e-mail or SMS',
        body: ZSendCodeRequest,
        response: { 200: zSuccessEnvelope(ZSendCodeResult) },
      },
    },
    async (request) =>
      ok(await sendCode(app.deps, request.body, clientOf(request), request.language)),
  );

  app.post(
    '/inviteCode/validy.json',
    {
      config: PUBLIC,
      schema: {
        tags,
        body: ZInviteCodeRequest,
        response: { 200: zSuccessEnvelope(ZInviteCodeResult) },
      },
    },
    async (request) => ok(await validateInviteCode(app.deps, request.body.inviteCode)),
  );

  app.post(
    '/register.json',
    {
      config: PUBLIC,
      schema: {
        tags,
        body: ZRegisterRequest,
        response: { 200: zSuccessEnvelope(ZRegisterResult) },
      },
    },
    async (request) => ok(await register(app.deps, request.body, clientOf(request))),
  );

  app.post(
    '/login.json',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Log in; loginAccount and pwd are Base64 (UTF-8) encoded',
        body: ZLoginRequest,
        response: { 200: zSuccessEnvelope(ZLoginResult) },
      },
    },
    async (request) =>
      ok(await login(app.deps, request.body, { ...clientOf(request), language: request.language })),
  );

  app.post(
    '/resetPwd.json',
    {
      config: PUBLIC,
      schema: { tags, body: ZResetPasswordRequest, response: { 200: zSuccessEnvelope(ZOk) } },
    },
    async (request) => {
      await resetPassword(app.deps, request.body, clientOf(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/merchantInfo.json',
    {
      schema: {
        tags,
        summary: 'The logged-in user and merchant (spec §3)',
        response: { 200: zSuccessEnvelope(ZMerchantInfo) },
      },
    },
    async (request) => ok(await getMerchantInfo(app.deps, userOf(request))),
  );

  app.post(
    '/loginOut.json',
    { schema: { tags, response: { 200: zSuccessEnvelope(ZOk) } } },
    async (request) => {
      await logout(app.deps, userOf(request), clientOf(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/modifyPwd.json',
    { schema: { tags, body: ZModifyPasswordRequest, response: { 200: zSuccessEnvelope(ZOk) } } },
    async (request) => {
      await modifyPassword(app.deps, userOf(request), request.body, clientOf(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/loginActivity.json',
    {
      schema: {
        tags,
        summary: 'Recent logins and sessions of the user',
        response: { 200: zSuccessEnvelope(ZLoginActivity) },
      },
    },
    async (request) => ok(await getLoginActivity(app.deps, userOf(request))),
  );

  app.post(
    '/session/end.json',
    {
      schema: {
        tags,
        body: ZEndSessionRequest,
        response: { 200: zSuccessEnvelope(z.object({ ended: z.number() })) },
      },
    },
    async (request) =>
      ok(await endOwnSession(app.deps, userOf(request), request.body.sessionId, clientOf(request))),
  );

  app.post(
    '/session/endOthers.json',
    { schema: { tags, response: { 200: zSuccessEnvelope(z.object({ ended: z.number() })) } } },
    async (request) =>
      ok(await endOwnSession(app.deps, userOf(request), 'others', clientOf(request))),
  );
};

/** Development inbox: registered only outside production. */
/**
 * The development inbox reads any account's codes, so it is served to clients on this machine
 * only (DEV_INBOX=local, the default) unless opened deliberately (DEV_INBOX=open); to everyone
 * else it does not exist. Never registered in production.
 */
export const devInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (app.config.devInbox !== 'open' && !isLocalRequest(request))
      return apiNotFound(request, reply);
  });
  app.get(
    '/inbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Latest outbox messages and captcha answers (not in production)',
        response: { 200: zSuccessEnvelope(ZDevInbox) },
      },
    },
    async () => ok(await listDevInbox(app.db)),
  );
};
