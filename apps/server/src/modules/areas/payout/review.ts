// The operators' side of payouts: every merchant's orders with the review queue first, one order
// with the bank details it is paid to, the platform's review (pass, or refuse with a reason that
// releases the hold), and the service hours.
import {
  edgeOf,
  PAYOUT_EDGES,
  BankCardState,
  OrderState,
  ZOpsPayoutListQuery,
  type DecidePayoutRequest,
  type OpsPayoutListQuery,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import { nowOf, type Client, type Deps } from '../../../platform/deps.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import { findMerchant } from '../../core/merchants/index.ts';
import { getMerchantFile } from '../../../platform/files.ts';
import { type OperatorAuth } from '../../../platform/http/auth.ts';
import { decide } from '../../../platform/review.ts';
import { decidePayeeIn, findMerchantPayee } from '../payee/index.ts';
import { movePayout, releaseRefused } from './order-state.ts';
import { detailPartsOf } from './order-detail.ts';
import { getServiceHours } from './pricing.ts';
import { wakeRail } from './rail-job.ts';
import { findPayout, listPayouts, type PayoutRow } from './repository/index.ts';
import { opsPayoutView, payoutRowView } from './views.ts';

const opsDetailOf = async (deps: Deps, db: DbOrTx, row: PayoutRow) =>
  opsPayoutView(
    row,
    await detailPartsOf(deps, db, row),
    { hours: await getServiceHours(db), now: nowOf(deps) },
    orNotFound(await findMerchant(db, row.merchantId)),
    (await findMerchantPayee(db, row.payeeId, row.merchantId))?.state === BankCardState.Review,
  );

export const opsListPayouts = async (deps: Deps, query: OpsPayoutListQuery) => {
  const q = ZOpsPayoutListQuery.parse(query);
  const { rows, total } = await listPayouts(deps.db, q, rowWindowOf(q), true);
  const context = { hours: await getServiceHours(deps.db), now: nowOf(deps) };
  return pageOf(
    q,
    rows.map((r) => ({
      ...payoutRowView(r.payout, r.createdByName, context),
      merchantId: r.payout.merchantId,
      merNo: r.merNo,
      merchantName: r.merchantName,
    })),
    total,
  );
};

export const opsGetPayout = async (deps: Deps, orderNo: string) => {
  const row = orNotFound(await findPayout(deps.db, orderNo));
  return opsDetailOf(deps, deps.db, row);
};

/**
 * The order's payee, when a batch added it and it is still in review, approved by the operator
 * passing the order; a payee refused meanwhile stops it.
 */
const approveNewPayee = async (
  deps: Deps,
  tx: DbOrTx,
  operator: OperatorAuth,
  row: PayoutRow,
  client: Client,
) => {
  const payee = await findMerchantPayee(tx, row.payeeId, row.merchantId);
  if (!payee || payee.state === BankCardState.Rejected) throw new AppError('PAYEE_NOT_APPROVED');
  if (payee.state === BankCardState.Review)
    await decidePayeeIn(deps, tx, operator, { lock: async () => payee }, true, null, client, false);
};

export const decidePayout = async (
  deps: Deps,
  operator: OperatorAuth,
  input: DecidePayoutRequest,
  client: Client,
) => {
  const { queued, row } = await deps.db.transaction(async (tx) => {
    const reason = input.reason || null;
    const to = input.approve ? OrderState.ReviewPassed : OrderState.ReviewRejected;
    const { updated: row } = await decide(tx, operator, client, {
      area: 'payout',
      action: input.approve ? 'payout.pass' : 'payout.refuse',
      reason,
      lock: () => findPayout(tx, input.orderNo, undefined, { lock: true }),
      move: (found) => edgeOf(PAYOUT_EDGES, found.state as OrderState, to),
      refused: 'PAYOUT_STATE',
      apply: async (found) => {
        // A payee a batch added is reviewed with its order: passing the order approves it.
        if (input.approve) await approveNewPayee(deps, tx, operator, found, client);
        return movePayout(
          tx,
          found,
          to,
          operator.operatorName,
          nowOf(deps),
          { reviewerId: operator.operatorId, reason },
          reason,
        );
      },
      target: (found) => `payout:${found.orderNo}`,
      after: () => ({ state: to, reason }),
    });
    // Passed: the rail takes it at once (in service hours; else at the next period's turn).
    if (input.approve) {
      await wakeRail(deps, tx, `pass:${row.orderNo}`);
      return { queued: null, row };
    }
    const queued = await releaseRefused(deps, tx, row, reason, `operator:${operator.operatorId}`, {
      refused: true,
    });
    return { queued, row };
  });
  if (queued) deps.outbox.send([queued]);
  deps.jobs.wake();
  return opsDetailOf(deps, deps.db, row);
};

export const opsServiceHours = (deps: Deps) => getServiceHours(deps.db);

/** A proof file of a payout, for the reviewer: only one the order names, of its merchant. */
export const opsProofFile = async (deps: Deps, orderNo: string, fileId: string) => {
  const row = await findPayout(deps.db, orderNo);
  if (!row || !(row.proofFileIds as string[]).includes(fileId)) throw new AppError('NOT_FOUND');
  return getMerchantFile(deps, row.merchantId, fileId).catch(() => {
    throw new AppError('NOT_FOUND');
  });
};
