// Payouts (issue 19): the merchant's orders, approvals and documents, the operators' review, the
// service hours and the rail's reconciliation — registered from contracts' payoutApi.
import { payoutApi, payoutBatchApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { idempotencyOf } from '../../../platform/http/idempotency.ts';
import { handle } from '../../../platform/http/operation.ts';
import { sendFile, showStoredFile } from '../../../platform/http/file-answer.ts';
import { getPolicy, setPolicy } from './approval-policy.ts';
import { approvePayout } from './approvals.ts';
import { batchErrorFile, batchTemplate } from './batch-file.ts';
import { batchSummary } from './batch-summary.ts';
import { approveBatch } from './batch-approve.ts';
import { checkBatch, checkRows } from './batch-check.ts';
import { createBatch } from './batch-submit.ts';
import { getMyBatch, listMyBatches } from './batch-views.ts';
import { getMyPayout, listMyPayouts } from './order-detail.ts';
import { createPayout, pricePayout } from './orders.ts';
import { setServiceHours } from './pricing.ts';
import { reconcile, reconciliationCsv } from './reconciliation.ts';
import { transferProof } from './reports.ts';
import { railFileOf } from './rail.ts';
import { listStatusReports, uploadStatusReport } from './status-reports.ts';
import {
  decidePayout,
  opsGetPayout,
  opsListPayouts,
  opsProofFile,
  opsServiceHours,
} from './review.ts';

export const payoutMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = payoutApi;
  handle(app, api.price, (r) => pricePayout(d, userOf(r), r.body));
  handle(app, api.create, (r) => createPayout(d, userOf(r), r.body, idempotencyOf(r), clientOf(r)));
  handle(app, api.list, (r) => listMyPayouts(d, userOf(r), r.body));
  handle(app, api.detail, (r) => getMyPayout(d, userOf(r), r.body.orderNo));
  handle(app, api.approve, (r) => approvePayout(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.policy, (r) => getPolicy(d, userOf(r)));
  handle(app, api.setPolicy, (r) => setPolicy(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.proof, async (r, reply) => {
    const { fileName, pdf } = await transferProof(d, userOf(r), r.body.orderNo, r.language);
    return sendFile(reply, { type: 'application/pdf', name: fileName, body: pdf });
  });
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const payoutBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = payoutBatchApi;
  handle(app, api.template, async (r, reply) => {
    const { fileName, bytes } = await batchTemplate(r.body, r.language);
    return sendFile(reply, { type: XLSX_TYPE, name: fileName, body: bytes });
  });
  handle(app, api.check, (r) => checkBatch(d, userOf(r), r.body, r.language));
  handle(app, api.errorFile, async (r, reply) => {
    const rows = await checkRows(d, userOf(r), r.body, r.language);
    const { fileName, bytes } = await batchErrorFile(r.body.choice, rows, r.language);
    return sendFile(reply, { type: XLSX_TYPE, name: fileName, body: bytes });
  });
  handle(app, api.create, (r) =>
    createBatch(d, userOf(r), r.body, idempotencyOf(r), clientOf(r), r.language),
  );
  handle(app, api.list, (r) => listMyBatches(d, userOf(r), r.body));
  handle(app, api.detail, (r) => getMyBatch(d, userOf(r), r.body.batchNo));
  handle(app, api.approve, (r) => approveBatch(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.summary, async (r, reply) => {
    const { fileName, pdf } = await batchSummary(d, userOf(r), r.body.batchNo, r.language);
    return sendFile(reply, { type: 'application/pdf', name: fileName, body: pdf });
  });
};

export const payoutOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = payoutApi;
  handle(app, api.opsList, (r) => opsListPayouts(d, r.body));
  handle(app, api.opsDetail, (r) => opsGetPayout(d, r.body.orderNo));
  handle(app, api.decide, (r) => decidePayout(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.serviceHours, () => opsServiceHours(d));
  handle(app, api.setServiceHours, (r) => setServiceHours(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.reconciliation, (r) => reconcile(d, r.body.date));
  handle(app, api.reconciliationFile, async (r, reply) => {
    const { fileName, csv } = await reconciliationCsv(d, r.body.date);
    return sendFile(reply, { type: 'text/csv; charset=utf-8', name: fileName, body: csv });
  });
  handle(app, api.proofFile, async (r, reply) => {
    const file = await opsProofFile(d, r.body.orderNo, r.body.fileId);
    return showStoredFile(reply, d, file);
  });
  handle(app, api.railFile, async (r, reply) => {
    const file = await railFileOf(d, r.body.messageId);
    return sendFile(reply, {
      type: 'application/xml; charset=utf-8',
      name: `${file.messageId}.xml`,
      body: file.xml,
    });
  });
  handle(app, api.uploadStatusReport, (r) => uploadStatusReport(d, operatorOf(r), r, clientOf(r)));
  handle(app, api.listStatusReports, (r) => listStatusReports(d, r.body));
};

/** Every portal call of payouts: single orders and batches. */
export const payoutAllMerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(payoutMerRoutes);
  await app.register(payoutBatchRoutes);
};
