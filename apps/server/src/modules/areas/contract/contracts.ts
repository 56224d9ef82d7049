// Trade contracts: the merchant submits one (its files judged by content at upload, PDF or image;
// in force today), corrects one under review or refused (reviewed again), deletes one whose orders
// cover no collection; every move follows CONTRACT_EDGES, is on the contract's story and audited.
import {
  CONTRACT_EDGES,
  ContractAction,
  ContractState,
  toMinor,
  UPLOAD_KIND_FORMATS,
  ZContractListQuery,
  type AddContractRequest,
  type ContractDetail,
  type ContractListQuery,
  type Currency,
  type EditContractRequest,
} from '@tradebridge/contracts';

import { storyEventView } from '../../../platform/story.ts';

import type { DbOrTx } from '../../../platform/db/client.ts';

import { pageFrom } from '../../../platform/db/paging.ts';

import type { Client, Deps } from '../../../platform/deps.ts';

import { AppError, FieldError, orNotFound } from '../../../platform/errors.ts';

import { getMerchantFile } from '../../../platform/files.ts';

import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';

import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';

import { assertMove, atVersion } from '../../../platform/review.ts';

import {
  contractEventsOf,
  contractExtrasOf,
  contractHasAssociations,
  deleteOrdersOfContract,
  findContract,
  insertContract,
  insertContractEvent,
  listContracts,
  lockContract,
  updateContract,
  type ContractRow,
} from './repository.ts';

import { contractView } from './views.ts';

const actionsOf = (row: ContractRow): ContractDetail['actions'] => {
  const actions: ContractDetail['actions'] = [];
  if (row.state === ContractState.UnderReview || row.state === ContractState.Rejected)
    actions.push(ContractAction.Edit);
  if (row.state === ContractState.UnderReview || row.state === ContractState.Effective)
    actions.push(ContractAction.AddOrders);
  if (row.state !== ContractState.Deleted) actions.push(ContractAction.Delete);
  return actions;
};

export const detailOf = async (db: DbOrTx, row: ContractRow) => {
  const extras = await contractExtrasOf(db, row);
  const events = await contractEventsOf(db, row.id);
  return {
    contract: contractView(row, extras),
    merNo: extras.merNo,
    merchantName: extras.merchantName,
    history: events.map(storyEventView),
  };
};

const myDetailOf = async (db: DbOrTx, row: ContractRow): Promise<ContractDetail> => {
  const { contract, history } = await detailOf(db, row);
  return { ...contract, history, actions: actionsOf(row) };
};

const DOCUMENT_MIMES: readonly string[] = UPLOAD_KIND_FORMATS.document.map((f) => f.mime);

/** The rules the schema cannot check: today within the validity, the files the merchant's. */
const checkContract = async (deps: Deps, user: UserAuth, input: AddContractRequest) => {
  // "Today" for every time zone a merchant may be in: from UTC+14 back to UTC−12.
  const earliest = new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);
  const latest = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
  if (input.validFrom > latest) throw new FieldError('validFrom', 'contractNotInForce');
  if (input.validTo < earliest) throw new FieldError('validTo', 'contractNotInForce');
  const fileIds: [string, string | undefined][] = [
    ['contractFileId', input.contractFileId],
    ['piFileId', input.hasPi ? input.piFileId : undefined],
  ];
  for (const [field, fileId] of fileIds) {
    if (!fileId) continue;
    const file = await getMerchantFile(deps, user.merchantId, fileId).catch(() => {
      throw new FieldError(field, 'required');
    });
    if (!DOCUMENT_MIMES.includes(file.mime))
      throw new AppError('FILE_TYPE_REFUSED', { types: 'JPEG, PNG, PDF' });
  }
  return toMinor(input.amount, input.currency as Currency);
};

const columnsOf = (input: AddContractRequest, amount: bigint) => ({
  contractNo: input.contractNo,
  buyerName: input.buyerName,
  buyerCountry: input.buyerCountry,
  tradeType: input.tradeType,
  contractType: input.contractType,
  tradingCountries: input.tradingCountries,
  tradingParty: input.tradingParty,
  currency: input.currency,
  amount,
  validFrom: input.validFrom,
  validTo: input.validTo,
  contractFileId: input.contractFileId,
  hasPi: input.hasPi ?? false,
  piFileId: input.hasPi ? (input.piFileId ?? null) : null,
});

const audited = (
  row: Pick<ContractRow, 'contractNo' | 'buyerName' | 'currency' | 'amount' | 'state'>,
) => ({
  contractNo: row.contractNo,
  buyerName: row.buyerName,
  currency: row.currency,
  amount: row.amount.toString(),
  state: row.state,
});

/** The merchant's contract, locked, at the version the caller looked at. */
const lockMyContract = async (
  db: DbOrTx,
  user: UserAuth,
  input: { contractId: string; version: number },
) =>
  atVersion(
    await lockContract(db, input.contractId, user.merchantId),
    input.version,
    'CONTRACT_CHANGED',
  );

export const listMyContracts = async (deps: Deps, user: UserAuth, query: ContractListQuery) => {
  const q = ZContractListQuery.parse(query);
  return pageFrom(
    q,
    (window) =>
      listContracts(
        deps.db,
        {
          merchantId: user.merchantId,
          state: q.state,
          tradeType: q.tradeType,
          currency: q.currency,
          keyword: q.keyword,
        },
        window,
      ),
    (r) => contractView(r.contract, r),
  );
};

export const getMyContract = async (deps: Deps, user: UserAuth, contractId: string) => {
  const row = orNotFound(await findContract(deps.db, contractId, user.merchantId));
  return myDetailOf(deps.db, row);
};

/** A file of the merchant's contract (the contract or the PI), or not found. */
export const contractFileOf = async (
  deps: Deps,
  input: { contractId: string; fileId: string },
  merchantId?: string,
) => {
  const row = await findContract(deps.db, input.contractId, merchantId);
  if (!row || (row.contractFileId !== input.fileId && row.piFileId !== input.fileId))
    throw new AppError('NOT_FOUND');
  return getMerchantFile(deps, row.merchantId, input.fileId);
};

export const addContract = async (
  deps: Deps,
  user: UserAuth,
  input: AddContractRequest,
  idempotency: Idempotency,
  client: Client,
) => {
  const amount = await checkContract(deps, user, input);
  return deps.db.transaction(async (tx) => {
    const row = await insertContract(tx, {
      merchantId: user.merchantId,
      state: ContractState.UnderReview,
      ...columnsOf(input, amount),
    });
    await insertContractEvent(tx, {
      contractId: row.id,
      action: 'submitted',
      actor: user.userName,
    });
    await auditUser(tx, user, client, {
      action: 'contract.add',
      target: `contract:${row.id}`,
      after: audited(row),
    });
    const answer = await myDetailOf(tx, row);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });
};

export const editContract = async (
  deps: Deps,
  user: UserAuth,
  input: EditContractRequest,
  client: Client,
) => {
  const amount = await checkContract(deps, user, input);
  return deps.db.transaction(async (tx) => {
    const row = await lockMyContract(tx, user, input);
    if (row.state !== ContractState.UnderReview && row.state !== ContractState.Rejected)
      throw new AppError('CONTRACT_STATE');
    const edge =
      row.state === ContractState.Rejected
        ? assertMove(CONTRACT_EDGES, row.state, ContractState.UnderReview, 'CONTRACT_STATE')
        : null;
    // Orders keep the contract's currency: it cannot change under them.
    if (input.currency !== row.currency && (await contractExtrasOf(tx, row)).orderCount > 0)
      throw new FieldError('currency', 'currencyHasOrders');
    const updated = await updateContract(tx, row, {
      ...columnsOf(input, amount),
      state: ContractState.UnderReview,
      reason: null,
    });
    await insertContractEvent(tx, {
      contractId: row.id,
      action: edge?.by ?? 'edited',
      actor: user.userName,
    });
    await auditUser(tx, user, client, {
      action: 'contract.edit',
      target: `contract:${row.id}`,
      before: audited(row),
      after: audited(updated),
    });
    return myDetailOf(tx, updated);
  });
};

export const deleteContract = async (
  deps: Deps,
  user: UserAuth,
  input: { contractId: string; version: number },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = await lockMyContract(tx, user, input);
    const edge = assertMove(CONTRACT_EDGES, row.state, ContractState.Deleted, 'CONTRACT_STATE');
    if (await contractHasAssociations(tx, row.id)) throw new AppError('ORDER_ASSOCIATED');
    // Its orders go with it (their numbers become free again).
    await deleteOrdersOfContract(tx, row.id);
    const updated = await updateContract(tx, row, { state: ContractState.Deleted });
    await insertContractEvent(tx, { contractId: row.id, action: edge.by, actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'contract.delete',
      target: `contract:${row.id}`,
      before: audited(row),
      after: { state: updated.state },
    });
    return myDetailOf(tx, updated);
  });
