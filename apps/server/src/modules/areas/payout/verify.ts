// Payouts' own invariants, checked by `npm run ledger:verify` beside the ledger's (ADR 0013): each
// order has its hold of amount + fee, resolved as its state says (paid: posted; refused or failed:
// released; still on its way: open); no payout hold is without its order; and no order stays
// unanswered by the bank past the rail's longest answer time.
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { InvariantCheck } from '../../core/ledger/index.ts';
import {
  countPayouts,
  orphanPayoutHolds,
  payingSentBefore,
  payoutHoldMismatches,
} from './repository/index.ts';

/** The inquiries back off up to 6 hours; a day without an answer is a break to look at. */
export const LONGEST_ANSWER_MS = 24 * 3_600_000;

export const verifyPayouts = async (db: DbOrTx, now = new Date()): Promise<InvariantCheck[]> => {
  const orders = await countPayouts(db);
  const mismatches = await payoutHoldMismatches(db);
  const orphans = await orphanPayoutHolds(db);
  const late = await payingSentBefore(db, new Date(now.getTime() - LONGEST_ANSWER_MS));
  return [
    {
      name: 'payoutHolds',
      description: 'every payout holds its amount and fee, resolved as its state says',
      checked: orders,
      breaches: mismatches.map(
        (m) =>
          `payout ${m.order_no} in state ${m.state}: total ${m.total}, held ${m.held ?? 'nothing'}, ` +
          `hold ${m.resolution ?? 'open'}`,
      ),
    },
    {
      name: 'payoutHoldOrders',
      description: 'every payout hold belongs to a payout',
      checked: orders,
      breaches: orphans.map((o) => `hold ${o.reference} has no payout`),
    },
    {
      name: 'payoutsAnswered',
      description: 'no payout waits for the bank longer than a day',
      checked: orders,
      breaches: late.map((o) => `payout ${o.orderNo} sent ${o.sentAt?.toISOString()} unanswered`),
    },
  ];
};
