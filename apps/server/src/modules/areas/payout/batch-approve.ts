// Batch approval (issue 20): an approver decides every order of a batch that waits for them.
import { ApprovalDecision, OrderState, type ApproveBatchRequest } from '@tradebridge/contracts';
import type { ClientWithZone, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { canApprove } from './approval-policy.ts';
import { decideOrderIn } from './approvals.ts';
import { getMyBatch } from './batch-views.ts';
import { approvalsOf, findBatch, lockBatchOrders } from './repository/index.ts';

/** An approver decides every order of a batch that waits for them, in one transaction. */
export const approveBatch = async (
  deps: Deps,
  auth: UserAuth,
  input: ApproveBatchRequest,
  client: ClientWithZone,
) => {
  const notifications = await deps.db.transaction(async (tx) => {
    const batch = await findBatch(tx, input.batchNo, auth.merchantId);
    if (!batch) throw new AppError('NOT_FOUND');
    if (!(await canApprove(tx, auth.merchantId, auth.userId)))
      throw new AppError('NOT_AN_APPROVER');
    if (batch.createdBy === auth.userId) throw new AppError('APPROVE_OWN_ORDER');
    const orders = await lockBatchOrders(tx, batch.batchNo, auth.merchantId);
    const waiting = [];
    for (const order of orders) {
      if (order.state !== OrderState.PendingSecondReview) continue;
      const decided = (await approvalsOf(tx, order.id)).some((a) => a.userId === auth.userId);
      if (!decided) waiting.push(order);
    }
    if (waiting.length === 0) throw new AppError('PAYOUT_STATE');
    const reason = input.reason || null;
    const approve = input.decision === ApprovalDecision.Approve;
    const queued: string[] = [];
    for (const order of waiting) {
      const notice = await decideOrderIn(deps, tx, auth, order, input.decision, reason, client);
      if (notice) queued.push(notice);
    }
    await auditUser(tx, auth, client, {
      action: approve ? 'payout.batchApprove' : 'payout.batchDecline',
      target: `payoutBatch:${batch.batchNo}`,
      after: { decision: input.decision, reason, orders: waiting.map((o) => o.orderNo) },
    });
    return queued;
  });
  deps.outbox.send(notifications);
  return getMyBatch(deps, auth, input.batchNo);
};
