// Document calls: the merchant's expiring documents and their renewal (spec §7 idExpire/*), the
// uploads they are made of, and the operators' review of renewals, registered from the operations
// of contracts' documentsApi.
import { documentsApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.ts';
import { getMerchantFile, saveUploadStream } from '../../../platform/files.ts';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { handle } from '../../../platform/http/operation.ts';
import { showStoredFile } from '../../../platform/http/file-answer.ts';
import {
  getRenewal,
  listExpiringDocuments,
  listRenewals,
  renewDocument,
  reviewRenewal,
} from './service.ts';

export const documentsMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, documentsApi.listExpiring, (r) => listExpiringDocuments(d, userOf(r)));
  handle(app, documentsApi.renew, (r) => {
    const auth = userOf(r);
    return renewDocument(d, auth, r.body, clientOf(r), (merchantId, fileId) =>
      getMerchantFile(d, merchantId, fileId),
    );
  });

  handle(app, documentsApi.uploadFile, async (r) => {
    const auth = userOf(r);
    const part = await r.file();
    if (!part) throw new AppError('BAD_REQUEST');
    return saveUploadStream(
      d,
      { merchantId: auth.merchantId, userId: auth.userId },
      { name: part.filename, stream: part.file, kind: r.query.kind },
    );
  });
  handle(app, documentsApi.viewFile, async (r, reply) => {
    const auth = userOf(r);
    // The main user sees every file of the merchant; a member, the files they uploaded.
    const file = await getMerchantFile(
      d,
      auth.merchantId,
      r.body.fileId,
      auth.adminFlag ? undefined : auth.userId,
    );
    return showStoredFile(reply, d, file);
  });
};

export const documentsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, documentsApi.listRenewals, (r) => listRenewals(d, r.body));
  handle(app, documentsApi.review, (r) => {
    const operator = operatorOf(r);
    return reviewRenewal(d, operator, r.body, clientOf(r));
  });
  handle(app, documentsApi.renewalFile, async (r, reply) => {
    const row = await getRenewal(d, r.body.renewalId);
    return showStoredFile(reply, d, row.file);
  });
};
