// Trade contracts and orders (issue 17): the merchant's contracts, orders, order import and their
// association with collections, and the operators' review — registered from contracts' contractApi.
import { contractApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { idempotencyOf } from '../../../platform/http/idempotency.ts';
import { handle } from '../../../platform/http/operation.ts';
import { sendFile, showStoredFile } from '../../../platform/http/file-answer.ts';
import { associateOrders, associationsView } from './associate.ts';
import {
  addContract,
  contractFileOf,
  deleteContract,
  editContract,
  getMyContract,
  listMyContracts,
} from './contracts.ts';
import { checkImport, importErrorFile, importOrders, orderTemplate } from './import.ts';
import { addOrder, deleteOrder, editOrder, listMyOrders } from './orders.ts';
import { decideContract, opsGetContract, opsListContracts } from './review.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const contractMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = contractApi;
  handle(app, api.list, (r) => listMyContracts(d, userOf(r), r.body));
  handle(app, api.get, (r) => getMyContract(d, userOf(r), r.body.contractId));
  handle(app, api.add, (r) => addContract(d, userOf(r), r.body, idempotencyOf(r), clientOf(r)));
  handle(app, api.edit, (r) => editContract(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.remove, (r) => deleteContract(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.file, async (r, reply) => {
    const file = await contractFileOf(d, r.body, userOf(r).merchantId);
    return showStoredFile(reply, d, file);
  });
  handle(app, api.listOrders, (r) => listMyOrders(d, userOf(r).merchantId, r.body));
  handle(app, api.addOrder, (r) => addOrder(d, userOf(r), r.body, idempotencyOf(r), clientOf(r)));
  handle(app, api.editOrder, (r) => editOrder(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.deleteOrder, (r) => deleteOrder(d, userOf(r), r.body, clientOf(r)));
  handle(app, api.orderTemplate, async (r, reply) => {
    const { fileName, bytes } = await orderTemplate(r.language);
    return sendFile(reply, { type: XLSX_TYPE, name: fileName, body: bytes });
  });
  handle(app, api.checkImport, (r) => checkImport(d, userOf(r), r.body, r.language));
  handle(app, api.importErrors, async (r, reply) => {
    const { fileName, bytes } = await importErrorFile(d, userOf(r), r.body, r.language);
    return sendFile(reply, { type: XLSX_TYPE, name: fileName, body: bytes });
  });
  handle(app, api.importOrders, (r) =>
    importOrders(d, userOf(r), r.body, idempotencyOf(r), clientOf(r), r.language),
  );
  handle(app, api.associate, (r) =>
    associateOrders(d, userOf(r), r.body, idempotencyOf(r), clientOf(r)),
  );
  handle(app, api.associations, (r) =>
    associationsView(d.db, r.body.collectionId, userOf(r).merchantId),
  );
};

export const contractOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  const api = contractApi;
  handle(app, api.opsList, (r) => opsListContracts(d, r.body));
  handle(app, api.opsGet, (r) => opsGetContract(d, r.body.contractId));
  handle(app, api.opsOrders, (r) => listMyOrders(d, undefined, r.body));
  handle(app, api.opsFile, async (r, reply) => {
    const file = await contractFileOf(d, r.body);
    return showStoredFile(reply, d, file);
  });
  handle(app, api.opsAssociations, (r) => associationsView(d.db, r.body.collectionId));
  handle(app, api.approve, (r) =>
    decideContract(
      d,
      operatorOf(r),
      { contractId: r.body.contractId, version: r.body.version },
      clientOf(r),
    ),
  );
  handle(app, api.reject, (r) => decideContract(d, operatorOf(r), r.body, clientOf(r)));
};
