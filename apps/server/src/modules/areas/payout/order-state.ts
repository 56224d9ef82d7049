// An order's state: the one way it moves along PAYOUT_EDGES (with its timeline step) and the end of
// a refused one. Orders, approvals, review and the rail all move orders through here.
import {
  fromMinor,
  NotificationKind,
  PAYOUT_EDGES,
  type Currency,
  type OrderState,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { nowOf, type Deps } from '../../../platform/deps.ts';
import { assertMove } from '../../../platform/review.ts';
import { voidHold } from '../../core/ledger/index.ts';
import { notify } from '../../services/notice/index.ts';
import { returnQuota } from '../quota/index.ts';
import {
  insertPayoutEvent,
  updatePayout,
  type NewPayout,
  type PayoutRow,
} from './repository/index.ts';

/** The reference of an order's hold: one per order number, whatever retries happen. */
export const holdReference = (orderNo: string) => `payout:${orderNo}:hold`;

/** Moves an order along PAYOUT_EDGES and writes the step into its timeline. */
export const movePayout = async (
  tx: DbOrTx,
  row: PayoutRow,
  to: OrderState,
  actor: string,
  at: Date,
  patch: Partial<NewPayout> = {},
  note: string | null = null,
) => {
  const edge = assertMove(PAYOUT_EDGES, row.state, to, 'PAYOUT_STATE');
  await updatePayout(tx, row.id, { ...patch, state: to });
  await insertPayoutEvent(tx, { payoutId: row.id, action: edge.by, state: to, actor, note, at });
  return { ...row, ...patch, state: to } as PayoutRow;
};

/**
 * The end of a refused order (declined by the merchant's approver or refused in the platform's
 * review, state 3 already set): its hold released to available and its maker told why. Answers
 * the notice's outbox id to send after commit.
 */
export const releaseRefused = async (
  deps: Deps,
  tx: DbOrTx,
  row: PayoutRow,
  reason: string | null,
  causedBy: string,
  memo: Record<string, unknown>,
) => {
  await voidHold(tx, holdReference(row.orderNo), causedBy, memo);
  await returnQuota(tx, [row.orderNo], nowOf(deps));
  const currency = row.currency as Currency;
  return notify(deps, tx, {
    merchantId: row.merchantId,
    userId: row.createdBy,
    kind: NotificationKind.FundOutflow,
    params: {
      outcome: 'rejected',
      orderNo: row.orderNo,
      amount: fromMinor(row.amount + row.fee, currency),
      currency,
      reason: reason ?? '',
    },
    dedupeKey: `payout:${row.orderNo}:rejected`,
  });
};
