// Account centre calls (spec §7) under /finance-gateway/api/mer/: the security flags, the payment
// password, the authenticator and dual verification, and what a payment will ask.
import {
  ZCheckSmsCodeRequest,
  ZDualVerificationRequest,
  ZMerExtend,
  ZMfaBindInit,
  ZMfaBindRequest,
  ZMfaState,
  ZMfaUnbindRequest,
  ZModifyPayPasswordRequest,
  ZOk,
  ZPaymentRequirements,
  ZResetPayPasswordRequest,
  ZSecurityFlags,
  ZSendCodeResult,
  ZSetPayPasswordRequest,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, clientWithZoneOf, userOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  getMerExtend,
  getMfaState,
  getSecurityFlags,
  sendSecurityCode,
} from './account-security.ts';
import {
  confirmMfaBinding,
  setDualVerification,
  startMfaBinding,
  unbindMfa,
} from './authenticator.ts';
import { modifyPayPassword, resetPayPassword, setPayPassword } from './pay-password.ts';
import { getPaymentRequirements, sendPaymentCode } from './payment-confirmation.ts';

const tags = ['security'];
const OK = { 200: zSuccessEnvelope(ZOk) };
const done = { ok: true as const };

export const securityMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  app.post(
    '/securityAuthFlag.json',
    { schema: { tags, response: { 200: zSuccessEnvelope(ZSecurityFlags) } } },
    async (r) => ok(await getSecurityFlags(d, userOf(r))),
  );
  app.post(
    '/merExtend/query.json',
    { schema: { tags, response: { 200: zSuccessEnvelope(ZMerExtend) } } },
    async (r) => ok(await getMerExtend(d, userOf(r))),
  );
  app.post(
    '/mfa/query.json',
    { schema: { tags, response: { 200: zSuccessEnvelope(ZMfaState) } } },
    async (r) => ok(await getMfaState(d, userOf(r))),
  );
  app.post(
    '/checkSmsCode.json',
    {
      schema: {
        tags,
        summary: 'Send a code to the caller’s own login account',
        body: ZCheckSmsCodeRequest,
        response: { 200: zSuccessEnvelope(ZSendCodeResult) },
      },
    },
    async (r) =>
      ok(await sendSecurityCode(d, userOf(r), r.body.checkAccount, clientOf(r), r.language)),
  );
  app.post(
    '/merExtend/orderVerifyConfig.json',
    {
      schema: {
        tags,
        summary: 'Set the payment password',
        body: ZSetPayPasswordRequest,
        response: OK,
      },
    },
    async (r) => {
      await setPayPassword(d, userOf(r), r.body, clientOf(r));
      return ok(done);
    },
  );
  app.post(
    '/merExtend/orderCredentialModify.json',
    {
      schema: {
        tags,
        summary: 'Change the payment password',
        body: ZModifyPayPasswordRequest,
        response: OK,
      },
    },
    async (r) => {
      await modifyPayPassword(d, userOf(r), r.body, clientWithZoneOf(r));
      return ok(done);
    },
  );
  app.post(
    '/merExtend/orderCredentialReset.json',
    {
      schema: {
        tags,
        summary: 'Reset a forgotten payment password with a code',
        body: ZResetPayPasswordRequest,
        response: OK,
      },
    },
    async (r) => {
      await resetPayPassword(d, userOf(r), r.body, clientOf(r));
      return ok(done);
    },
  );
  app.post(
    '/merExtend/dualVerification.json',
    { schema: { tags, body: ZDualVerificationRequest, response: OK } },
    async (r) => {
      await setDualVerification(d, userOf(r), r.body, clientWithZoneOf(r));
      return ok(done);
    },
  );
  app.post(
    '/mfa/bindInit.json',
    { schema: { tags, response: { 200: zSuccessEnvelope(ZMfaBindInit) } } },
    async (r) => ok(await startMfaBinding(d, userOf(r))),
  );
  app.post(
    '/mfa/bind.json',
    { schema: { tags, body: ZMfaBindRequest, response: OK } },
    async (r) => {
      await confirmMfaBinding(d, userOf(r), r.body, clientOf(r));
      return ok(done);
    },
  );
  app.post(
    '/mfa/unbind.json',
    { schema: { tags, body: ZMfaUnbindRequest, response: OK } },
    async (r) => {
      await unbindMfa(d, userOf(r), r.body, clientWithZoneOf(r));
      return ok(done);
    },
  );
  app.post(
    '/payment/requirements.json',
    {
      schema: {
        tags,
        summary: 'What a payment confirmation asks of this user',
        response: { 200: zSuccessEnvelope(ZPaymentRequirements) },
      },
    },
    async (r) => ok(await getPaymentRequirements(d, userOf(r))),
  );
  app.post(
    '/payment/sendCode.json',
    {
      schema: {
        tags,
        summary: 'Send the one-time code of a payment confirmation',
        response: { 200: zSuccessEnvelope(ZSendCodeResult) },
      },
    },
    async (r) => ok(await sendPaymentCode(d, userOf(r), clientOf(r), r.language)),
  );
};
