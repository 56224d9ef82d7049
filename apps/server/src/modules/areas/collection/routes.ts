// Global accounts (issue 16): the merchant's collection accounts and collections, the operators'
// queues, decisions, bank files and screening — registered from contracts' collectionApi.
import { Readable } from 'node:stream';
import { collectionApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { idempotencyOf } from '../../../platform/http/idempotency.ts';
import { handle } from '../../../platform/http/operation.ts';
import { sendFile, showStoredFile } from '../../../platform/http/file-answer.ts';
import {
  applyForAccount,
  approveAccount,
  getMyAccount,
  listMyAccounts,
  opsGetAccount,
  opsListAccounts,
  rejectAccount,
  resubmitAccount,
  setAlias,
} from './accounts.ts';
import {
  opsListBankFiles,
  opsListExceptions,
  postCredit,
  resolveException,
  uploadBankFile,
} from './bank-files.ts';
import {
  cancelCollection,
  getMyCollection,
  listMyCollections,
  uploadMaterials,
} from './collections.ts';
import { listMyExpected, opsListMovements } from './bank-movements.ts';
import { endOfDayStatement } from './statement.ts';
import { decideCollection, opsGetCollection, opsListCollections } from './decide.ts';
import { materialOf } from './materials.ts';
import { getScreening, updateScreening } from './screening.ts';

export const collectionMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = collectionApi;
  handle(app, api.listAccounts, (r) => listMyAccounts(d, userOf(r), r.body));
  handle(app, api.getAccount, (r) => getMyAccount(d, userOf(r), r.body.accountId));
  handle(app, api.apply, (r) =>
    applyForAccount(d, userOf(r), r.body, idempotencyOf(r), clientOf(r)),
  );
  handle(app, api.resubmit, (r) => resubmitAccount(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.setAlias, (r) => setAlias(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.listCollections, (r) => listMyCollections(d, userOf(r), r.body));
  handle(app, api.getCollection, (r) => getMyCollection(d.db, userOf(r), r.body.collectionId));
  handle(app, api.uploadMaterials, (r) => uploadMaterials(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.cancel, (r) => cancelCollection(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.listExpected, (r) => listMyExpected(d, userOf(r), r.body));
};

export const collectionOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = collectionApi;
  handle(app, api.opsListAccounts, (r) => opsListAccounts(d, r.body));
  handle(app, api.opsGetAccount, (r) => opsGetAccount(d, r.body.accountId));
  handle(app, api.approveAccount, (r) => approveAccount(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.rejectAccount, (r) => rejectAccount(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.opsListCollections, (r) => opsListCollections(d, r.body));
  handle(app, api.opsGetCollection, (r) => opsGetCollection(d.db, r.body.collectionId));
  handle(app, api.materialFile, async (r, reply) => {
    const { merchantId, fileId } = await materialOf(d.db, r.body);
    const file = await getMerchantFile(d, merchantId, fileId).catch(() => {
      throw new AppError('NOT_FOUND');
    });
    return showStoredFile(reply, d, file);
  });
  handle(app, api.decide, (r) => decideCollection(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.listBankFiles, (r) => opsListBankFiles(d, r.body));
  handle(app, api.uploadBankFile, (r) => uploadBankFile(d, operatorOf(r), r, clientOf(r)));
  handle(app, api.postCredit, (r) =>
    postCredit(d, operatorOf(r), r.body, idempotencyOf(r), clientOf(r)),
  );
  handle(app, api.bankStatement, async (r, reply) => {
    const { fileName, chunks } = await endOfDayStatement(d, r.body.account, r.body.date);
    return sendFile(reply, {
      type: 'application/xml; charset=utf-8',
      name: fileName,
      body: Readable.from(chunks),
    });
  });
  handle(app, api.listExceptions, (r) => opsListExceptions(d, r.body));
  handle(app, api.listBankMovements, (r) => opsListMovements(d, r.body));
  handle(app, api.resolveException, (r) => resolveException(d, operatorOf(r), r.body, clientOf(r)));
  handle(app, api.screening, () => getScreening(d.db));
  handle(app, api.updateScreening, (r) => updateScreening(d, operatorOf(r), r.body, clientOf(r)));
};
