// Document calls: the merchant's expiring documents and their renewal (spec §7 idExpire/*), the
// uploads they are made of, and the operators' review of renewals under /api/ops/documents/.
import {
  ZExpiringDocuments,
  ZFileIdRequest,
  ZRenewal,
  ZRenewalIdRequest,
  ZRenewalListRequest,
  ZRenewDocumentRequest,
  ZReviewRenewalRequest,
  ZUploadedFile,
  zPage,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { getMerchantFile, readStoredFile, saveUpload } from '../../platform/files.ts';
import { clientOf, operatorOf, userOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  getRenewal,
  listExpiringDocuments,
  listRenewals,
  renewDocument,
  reviewRenewal,
} from './service.ts';

const tags = ['documents'];
/** The merchant's certification documents are the main user's to see and renew (permission matrix). */
const MAIN_USER = { access: { kind: 'user' as const, adminOnly: true } };

export const documentsMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
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

export const documentsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
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
