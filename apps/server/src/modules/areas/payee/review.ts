// The operators' review of payees: the queue, one payee with its full details and story, and the
// decision — approve, or refuse with a reason the merchant sees and may answer by correcting it.
// The merchant's user who added it is told either way (the card binding notice).
import {
  BankCardState,
  PAYEE_EDGES,
  NotificationKind,
  ZOpsPayeeListQuery,
  type DecidePayeeRequest,
  type OpsPayeeDetail,
  type OpsPayeeListQuery,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageFrom } from '../../../platform/db/paging.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { orNotFound } from '../../../platform/errors.ts';
import { findMerchant } from '../../core/merchants/index.ts';
import { type OperatorAuth } from '../../../platform/http/auth.ts';
import { decideSimple } from '../../../platform/review.ts';
import { notify } from '../../services/notice/index.ts';
import { detailOf } from './payees.ts';
import {
  findPayee,
  insertPayeeEvent,
  listPayees,
  lockPayee,
  updatePayee,
  type PayeeRow,
} from './repository.ts';
import { payeeView } from './views.ts';

const opsDetailOf = async (db: DbOrTx, row: PayeeRow): Promise<OpsPayeeDetail> => {
  const merchant = orNotFound(await findMerchant(db, row.merchantId));
  return { ...(await detailOf(db, row)), merNo: merchant.merNo, merchantName: merchant.name };
};

export const opsListPayees = async (deps: Deps, query: OpsPayeeListQuery) => {
  const q = ZOpsPayeeListQuery.parse(query);
  return pageFrom(
    q,
    (window) => listPayees(deps.db, q, window, true),
    ({ payee, merNo, merchantName }) => ({ ...payeeView(payee), merNo, merchantName }),
  );
};

export const opsGetPayee = async (deps: Deps, payeeId: string) => {
  const row = orNotFound(await findPayee(deps.db, payeeId));
  return opsDetailOf(deps.db, row);
};

export const decidePayee = async (
  deps: Deps,
  operator: OperatorAuth,
  input: DecidePayeeRequest,
  client: Client,
) => {
  const { queued, answer } = await deps.db.transaction(async (tx) => {
    const { queued, updated } = await decidePayeeIn(
      deps,
      tx,
      operator,
      { lock: () => lockPayee(tx, input.payeeId), version: input.version },
      input.approve,
      input.approve ? null : (input.reason ?? '').trim(),
      client,
    );
    return { queued, answer: await opsDetailOf(tx, updated) };
  });
  deps.outbox.send(queued ? [queued] : []);
  return answer;
};

/**
 * A payee approved or rejected in the caller's transaction, with its story, audit and the
 * merchant's notice (its outbox id answered to send after commit). A payout's review decides a
 * payee in review that a batch added, this way — without a notice of its own: the merchant hears
 * of the order (a batch of fifty would otherwise bring fifty).
 */
export const decidePayeeIn = async (
  deps: Deps,
  tx: DbOrTx,
  operator: OperatorAuth,
  payee: { lock: () => Promise<PayeeRow | undefined>; version?: number },
  approve: boolean,
  reason: string | null,
  client: Client,
  notice = true,
) => {
  const to = approve ? BankCardState.Normal : BankCardState.Rejected;
  const { row, updated } = await decideSimple(tx, operator, client, {
    area: 'payee',
    action: approve ? 'payee.approve' : 'payee.reject',
    reason,
    lock: payee.lock,
    version:
      payee.version === undefined ? undefined : { seen: payee.version, changed: 'PAYEE_CHANGED' },
    edges: PAYEE_EDGES,
    to,
    refused: 'PAYEE_STATE',
    update: (row, change) => updatePayee(tx, row, change),
    event: (row, event) => insertPayeeEvent(tx, { payeeId: row.id, ...event }),
  });
  if (!notice) return { queued: null, updated };
  const queued = await notify(deps, tx, {
    merchantId: row.merchantId,
    userId: row.createdBy,
    kind: NotificationKind.CardBinding,
    params: {
      outcome: approve ? 'approve' : 'reject',
      name: row.name,
      account: row.accountTail,
      currency: row.currency,
      reason: reason ?? '',
    },
    dedupeKey: `payee:${row.id}:${updated.version}`,
  });
  return { queued, updated };
};
