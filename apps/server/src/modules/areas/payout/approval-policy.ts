// The merchant's approval policy (maker-checker): who approves and the amount bands that need one
// or two approvals; what an order of a given value needs, and who may give it.
import {
  approvalsFor,
  fromMinor,
  NotificationKind,
  ZApprovalBand,
  type ApprovalBand,
  type ApprovalPolicy,
  type ApprovalPolicyRequest,
  type Currency,
} from '@tradebridge/contracts';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { notify } from '../../services/notice/index.ts';
import { activeUsersOf, findPolicy, savePolicy } from './repository/index.ts';

const storedPolicy = async (db: DbOrTx, merchantId: string) => {
  const row = await findPolicy(db, merchantId);
  return {
    approverIds: z.array(z.string()).catch([]).parse(row?.approverIds),
    bands: z.array(ZApprovalBand).catch([]).parse(row?.bands),
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
};

export const getPolicy = async (deps: Deps, auth: UserAuth): Promise<ApprovalPolicy> => {
  const policy = await storedPolicy(deps.db, auth.merchantId);
  return {
    approvers: await activeUsersOf(deps.db, auth.merchantId, policy.approverIds),
    bands: policy.bands,
    updatedAt: policy.updatedAt?.toISOString() ?? null,
    updatedBy: policy.updatedBy,
  };
};

export const setPolicy = async (
  deps: Deps,
  auth: UserAuth,
  input: ApprovalPolicyRequest,
  client: Client,
): Promise<ApprovalPolicy> => {
  const approverIds = [...new Set(input.approverIds)];
  await deps.db.transaction(async (tx) => {
    const known = await activeUsersOf(tx, auth.merchantId, approverIds);
    approverIds.forEach((id, i) => {
      if (!known.some((user) => user.id === id))
        throw new FieldError(`approverIds.${i}`, 'required');
    });
    const before = await storedPolicy(tx, auth.merchantId);
    const bands: ApprovalBand[] = input.bands;
    await savePolicy(tx, {
      merchantId: auth.merchantId,
      approverIds,
      bands,
      updatedBy: auth.userId,
    });
    await auditUser(tx, auth, client, {
      action: 'payout.policy',
      target: `merchant:${auth.merchantId}`,
      before: { approverIds: before.approverIds, bands: before.bands },
      after: { approverIds, bands },
    });
  });
  return getPolicy(deps, auth);
};

/**
 * The approvals an order of `usd` needs and who may give them (the active approvers but its
 * maker); refused when there are fewer of them than the band needs.
 */
export const approversFor = async (
  db: DbOrTx,
  merchantId: string,
  makerId: string,
  usd: string,
) => {
  const policy = await storedPolicy(db, merchantId);
  const needed = approvalsFor(policy.bands, usd);
  if (needed === 0) return { needed, approverIds: [] };
  const approverIds = (await activeUsersOf(db, merchantId, policy.approverIds))
    .map((user) => user.id)
    .filter((id) => id !== makerId);
  if (approverIds.length < needed) throw new AppError('APPROVERS_MISSING');
  return { needed, approverIds };
};

export const canApprove = async (db: DbOrTx, merchantId: string, userId: string) =>
  (await storedPolicy(db, merchantId)).approverIds.includes(userId);

/**
 * Approvers hear once of an order (or a batch) waiting for them, each in their language; returns
 * the notices queued. `subject` names it in the notices' dedupe keys (`payout:PO…`).
 */
export const noticeApprovers = async (
  deps: Deps,
  tx: Tx,
  auth: UserAuth,
  approverIds: readonly string[],
  waiting: {
    subject: string;
    orderNo: string;
    amount: bigint;
    currency: Currency;
    counterparty: string;
  },
) => {
  const notifications: string[] = [];
  for (const userId of approverIds) {
    const queued = await notify(deps, tx, {
      merchantId: auth.merchantId,
      userId,
      kind: NotificationKind.FundOutflow,
      params: {
        outcome: 'approval',
        orderNo: waiting.orderNo,
        amount: fromMinor(waiting.amount, waiting.currency),
        currency: waiting.currency,
        counterparty: waiting.counterparty,
        maker: auth.userName,
      },
      dedupeKey: `${waiting.subject}:approval:${userId}`,
    });
    if (queued) notifications.push(queued);
  }
  return notifications;
};
