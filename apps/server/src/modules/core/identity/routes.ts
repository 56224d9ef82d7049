// Merchant identity calls (spec §7; register and merchantInfo are the merchants module's), the captcha of both login forms and the development inbox,
// registered from the operations of contracts' identityApi.
import { identityApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, isLocalRequest, userOf } from '../../../platform/http/auth.ts';
import { apiNotFound } from '../../../platform/http/envelope.ts';
import { done, handle, prefixOf } from '../../../platform/http/operation.ts';
import { CAPTCHA_TTL_MS, createCaptcha } from './captcha.ts';
import { listDevInbox } from './dev-inbox.ts';
import { endOwnSession, getLoginActivity, setOwnLanguage } from './own-account.ts';
import {
  login,
  logout,
  modifyPassword,
  resetPassword,
  sendCode,
  validateInviteCode,
} from './service.ts';

/**
 * The picture code of the login forms, in the scope it is registered in (the portal's under
 * /api/mer, the console's under /api/ops): the same captchas either way.
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const op =
    app.prefix === prefixOf(identityApi.opsCaptcha) ? identityApi.opsCaptcha : identityApi.captcha;
  handle(app, op, async (request, reply) => {
    const svg = await createCaptcha(
      app.db,
      app.deps.secrets,
      request.query.codeToken,
      !app.config.isProduction,
    );
    // One picture per code token, so one URL per picture: the browser may keep it while its
    // answer lives, and a picture the portal preloads (main.tsx) is the one the form then shows
    // (with no-store the form fetched a second picture, which replaced the first's answer).
    return reply
      .type('image/svg+xml')
      .header('cache-control', `private, max-age=${CAPTCHA_TTL_MS / 1000}`)
      .send(svg);
  });
};

export const identityMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, identityApi.sendCode, (r) => sendCode(d, r.body, clientOf(r), r.language));
  handle(app, identityApi.validateInviteCode, (r) => validateInviteCode(d, r.body.inviteCode));
  handle(app, identityApi.login, (r) => login(d, r.body, { ...clientOf(r), language: r.language }));
  handle(app, identityApi.resetPassword, (r) => done(resetPassword(d, r.body, clientOf(r))));
  handle(app, identityApi.setLanguage, (r) => setOwnLanguage(d, userOf(r), r.body));
  handle(app, identityApi.logout, (r) => done(logout(d, userOf(r), clientOf(r))));
  handle(app, identityApi.modifyPassword, (r) =>
    done(modifyPassword(d, userOf(r), r.body, clientOf(r))),
  );
  handle(app, identityApi.loginActivity, (r) => getLoginActivity(d, userOf(r)));
  handle(app, identityApi.endSession, (r) =>
    endOwnSession(d, userOf(r), r.body.sessionId, clientOf(r)),
  );
  handle(app, identityApi.endOtherSessions, (r) =>
    endOwnSession(d, userOf(r), 'others', clientOf(r)),
  );
};

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
  handle(app, identityApi.devInbox, () => listDevInbox(app.db));
};

/** The portal's identity calls with the picture code of its login form. */
export const identityWithCaptchaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(captchaRoutes);
  await app.register(identityMerRoutes);
};
