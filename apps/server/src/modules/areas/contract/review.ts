// The operators' review of trade contracts: the queue, one contract with its story, its orders and
// files, and the decision (approve, or refuse with a reason the merchant may answer by correcting).
import {
  CONTRACT_EDGES,
  ContractQueue,
  ContractState,
  ZOpsContractListQuery,
  type OpsContractDetail,
  type OpsContractListQuery,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageFrom } from '../../../platform/db/paging.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { orNotFound } from '../../../platform/errors.ts';
import { type OperatorAuth } from '../../../platform/http/auth.ts';
import { decideSimple } from '../../../platform/review.ts';
import { detailOf } from './contracts.ts';
import {
  findContract,
  insertContractEvent,
  listContracts,
  lockContract,
  updateContract,
  type ContractRow,
} from './repository.ts';
import { contractView } from './views.ts';

const opsDetailOf = async (db: DbOrTx, row: ContractRow): Promise<OpsContractDetail> => {
  const { contract, merNo, merchantName, history } = await detailOf(db, row);
  return {
    ...contract,
    merchantId: row.merchantId,
    merNo,
    merchantName,
    history,
    actions: row.state === ContractState.UnderReview ? ['approve', 'reject'] : [],
  };
};

export const opsListContracts = async (deps: Deps, query: OpsContractListQuery) => {
  const q = ZOpsContractListQuery.parse(query);
  return pageFrom(
    q,
    (window) =>
      listContracts(
        deps.db,
        {
          merchantId: q.merchantId,
          state: q.queue === ContractQueue.Review ? ContractState.UnderReview : q.state,
          tradeType: q.tradeType,
          currency: q.currency,
          keyword: q.keyword,
          withDeleted: true,
        },
        window,
        true,
      ),
    (r) => ({
      ...contractView(r.contract, r),
      merchantId: r.contract.merchantId,
      merNo: r.merNo,
      merchantName: r.merchantName,
    }),
  );
};

export const opsGetContract = async (deps: Deps, contractId: string) => {
  const row = orNotFound(await findContract(deps.db, contractId));
  return opsDetailOf(deps.db, row);
};

export const decideContract = async (
  deps: Deps,
  operator: OperatorAuth,
  input: { contractId: string; version: number; reason?: string },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const approve = input.reason === undefined;
    const reason = approve ? null : (input.reason ?? null);
    const to = approve ? ContractState.Effective : ContractState.Rejected;
    const { updated } = await decideSimple(tx, operator, client, {
      area: 'contract',
      action: approve ? 'contract.approve' : 'contract.reject',
      reason,
      lock: () => lockContract(tx, input.contractId),
      version: { seen: input.version, changed: 'CONTRACT_CHANGED' },
      edges: CONTRACT_EDGES,
      to,
      refused: 'CONTRACT_STATE',
      update: (row, change) => updateContract(tx, row, change),
      event: (row, event) => insertContractEvent(tx, { contractId: row.id, ...event }),
    });
    return opsDetailOf(tx, updated);
  });
