// Certification calls (issue 15): the merchant's case, its steps, agreement, liveness hand-off and
// materials update; the phone's public liveness pages; the operators' queue and decisions —
// registered from contracts' certificationApi.
import { certificationApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { handle } from '../../../platform/http/operation.ts';
import { sendFile, showStoredFile } from '../../../platform/http/file-answer.ts';
import { agreementPdf } from './agreement-pdf.ts';
import { createLivenessLink, openLiveness, submitLiveness } from './liveness.ts';
import { readLivenessCaptures } from './liveness-upload.ts';
import {
  chooseEntity,
  confirmForms,
  getCertification,
  replaceMaterials,
  saveStep,
  uploadAgreement,
} from './merchant-flow.ts';
import { approveCase, assignCase, rejectCase, requestReupload } from './decide.ts';
import { caseFile, getCaseDetail, listCases } from './review.ts';

export const certificationMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = certificationApi;
  handle(app, api.get, (r) => getCertification(d, userOf(r)));
  handle(app, api.chooseEntity, (r) => chooseEntity(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.saveStep, (r) => saveStep(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.confirm, (r) => confirmForms(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.agreement, async (r, reply) => {
    const { fileName, pdf } = await agreementPdf(d, userOf(r), r.language);
    return sendFile(reply, { type: 'application/pdf', name: fileName, body: pdf });
  });
  handle(app, api.uploadAgreement, (r) => uploadAgreement(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.createLivenessLink, (r) => createLivenessLink(d, userOf(r), clientOf(r)));
  handle(app, api.replaceMaterials, (r) => replaceMaterials(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.openLiveness, (r) => openLiveness(d, r.body.token));
  handle(app, api.submitLiveness, async (r) => {
    const captures = await readLivenessCaptures(d, r);
    return submitLiveness(d, captures, clientOf(r));
  });
};

export const certificationOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = certificationApi;
  handle(app, api.listCases, (r) => listCases(d, operatorOf(r), r.body));
  handle(app, api.getCase, (r) => getCaseDetail(d, r.body.caseId));
  handle(app, api.caseFile, async (r, reply) => {
    const { merchantId, fileId } = await caseFile(d, r.body);
    const file = await getMerchantFile(d, merchantId, fileId).catch(() => {
      throw new AppError('NOT_FOUND');
    });
    return showStoredFile(reply, d, file);
  });
  handle(app, api.assign, (r) => assignCase(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.approve, (r) => approveCase(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.reject, (r) => rejectCase(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.requestReupload, (r) => requestReupload(d, operatorOf(r), r.body, clientOf(r)));
};
