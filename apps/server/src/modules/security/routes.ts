// Account centre calls (spec §7) under /finance-gateway/api/mer/, and the renewal review of the
// console under /finance-gateway/api/ops/documents/.
import {
  zPage,
  ZCheckSmsCodeRequest,
  ZDualVerificationRequest,
  ZExpiringDocuments,
  ZFileIdRequest,
  ZMerExtend,
  ZMfaBindInit,
  ZMfaBindRequest,
  ZMfaState,
  ZMfaUnbindRequest,
  ZModifyPayPasswordRequest,
  ZNotificationSettings,
  ZOk,
  ZPaymentRequirements,
  ZRenewal,
  ZRenewalIdRequest,
  ZRenewalListRequest,
  ZRenewDocumentRequest,
  ZResetPayPasswordRequest,
  ZReviewRenewalRequest,
  ZSecurityFlags,
  ZSendCodeResult,
  ZSetPayPasswordRequest,
  ZUpdateNotificationRequest,
  ZUploadedFile,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { getMerchantFile, readStoredFile, saveUpload } from '../../platform/files.ts';
import { clientOf, operatorOf, userOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  confirmMfaBinding,
  getMerExtend,
  getMfaState,
  getPaymentRequirements,
  getRenewal,
  getSecurityFlags,
  listExpiringDocuments,
  listNotificationSettings,
  listRenewals,
  modifyPayPassword,
  renewDocument,
  resetPayPassword,
  reviewRenewal,
  sendPaymentCode,
  sendSecurityCode,
  setDualVerification,
  setPayPassword,
  startMfaBinding,
  unbindMfa,
  updateNotificationSetting,
} from './service.ts';

const tags = ['security'];
const OK = { 200: zSuccessEnvelope(ZOk) };
const done = { ok: true as const };
/** The merchant's certification documents are the main user's to see and renew (permission matrix). */
const MAIN_USER = { access: { kind: 'user' as const, adminOnly: true } };

const clientWithZone = (request: FastifyRequest) => {
  const zone = request.headers['time-zone'];
  return { ...clientOf(request), ...(typeof zone === 'string' ? { timeZone: zone } : {}) };
};

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
      await modifyPayPassword(d, userOf(r), r.body, clientWithZone(r));
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
      await setDualVerification(d, userOf(r), r.body, clientWithZone(r));
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
      await unbindMfa(d, userOf(r), r.body, clientWithZone(r));
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
  app.post(
    '/notify/query.json',
    { schema: { tags, response: { 200: zSuccessEnvelope(ZNotificationSettings) } } },
    async (r) => ok(await listNotificationSettings(d, userOf(r))),
  );
  app.post(
    '/notify/update.json',
    {
      schema: {
        tags,
        body: ZUpdateNotificationRequest,
        response: { 200: zSuccessEnvelope(ZNotificationSettings) },
      },
    },
    async (r) => ok(await updateNotificationSetting(d, userOf(r), r.body, clientOf(r))),
  );
  app.post(
    '/idExpire/list.json',
    {
      config: MAIN_USER,
      schema: {
        tags,
        summary: 'Documents expired or expiring within 30 days',
        response: { 200: zSuccessEnvelope(ZExpiringDocuments) },
      },
    },
    async (r) => ok(await listExpiringDocuments(d, userOf(r))),
  );
  app.post(
    '/idExpire/modify.json',
    {
      config: MAIN_USER,
      schema: {
        tags,
        summary: 'Submit a renewed document for review',
        body: ZRenewDocumentRequest,
        response: { 200: zSuccessEnvelope(ZExpiringDocuments) },
      },
    },
    async (r) => {
      const auth = userOf(r);
      return ok(
        await renewDocument(d, auth, r.body, clientOf(r), (merchantId, fileId) =>
          getMerchantFile(d, merchantId, fileId),
        ),
      );
    },
  );

  app.post(
    '/file/upload.json',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload an image (JPEG, PNG) or PDF under 10 MB (multipart field "file")',
        response: { 200: zSuccessEnvelope(ZUploadedFile) },
      },
    },
    async (r) => {
      const auth = userOf(r);
      const part = await r.file();
      if (!part) throw new AppError('BAD_REQUEST');
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch {
        throw new AppError('FILE_TOO_LARGE');
      }
      return ok(
        await saveUpload(
          d,
          { merchantId: auth.merchantId, userId: auth.userId },
          { name: part.filename, data },
        ),
      );
    },
  );
  app.post(
    '/file/view.json',
    {
      schema: {
        tags: ['files'],
        summary: 'The bytes of one of the merchant’s files',
        body: ZFileIdRequest,
      },
    },
    async (r, reply) => {
      const auth = userOf(r);
      // The main user sees every file of the merchant; a member, the files they uploaded.
      const file = await getMerchantFile(
        d,
        auth.merchantId,
        r.body.fileId,
        auth.adminFlag ? undefined : auth.userId,
      );
      return reply
        .type(file.mime)
        .header('cache-control', 'private, no-store')
        .send(await readStoredFile(d, file.storageKey));
    },
  );
};

const REVIEWERS = { access: { kind: 'operator' as const, permission: 'reviewRenewals' as const } };

export const securityOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  app.post(
    '/documents/renewals.json',
    {
      config: REVIEWERS,
      schema: {
        tags,
        body: ZRenewalListRequest,
        response: { 200: zSuccessEnvelope(zPage(ZRenewal)) },
      },
    },
    async (r) => ok(await listRenewals(d, r.body)),
  );
  app.post(
    '/documents/review.json',
    {
      config: REVIEWERS,
      schema: { tags, body: ZReviewRenewalRequest, response: { 200: zSuccessEnvelope(ZRenewal) } },
    },
    async (r) => {
      const operator = operatorOf(r);
      return ok(await reviewRenewal(d, operator, r.body, clientOf(r)));
    },
  );
  app.post(
    '/documents/renewalFile.json',
    { config: REVIEWERS, schema: { tags, body: ZRenewalIdRequest } },
    async (r, reply) => {
      const row = await getRenewal(d, r.body.renewalId);
      return reply
        .type(row.file.mime)
        .header('cache-control', 'private, no-store')
        .send(await readStoredFile(d, row.file.storageKey));
    },
  );
};
