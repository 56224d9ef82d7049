// SQL of the payout checks: orders and holds that disagree, and orders the bank has not answered.
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../../platform/db/client.ts';
import { payouts } from '../schema.ts';

/** Orders whose hold is missing, of another amount, or resolved against their state. */
export const payoutHoldMismatches = (db: DbOrTx) =>
  queryRows<{
    order_no: string;
    state: number;
    total: string;
    held: string | null;
    resolution: string | null;
  }>(
    db,
    sql`
      SELECT p.order_no, p.state, (p.amount + p.fee)::text AS total, h.amount::text AS held,
             h.resolution
      FROM payouts p LEFT JOIN holds h ON h.reference = 'payout:' || p.order_no || ':hold'
      WHERE h.id IS NULL OR h.amount <> p.amount + p.fee
         OR (p.state = 5 AND h.resolution IS DISTINCT FROM 'posted')
         OR (p.state IN (3, 6, 18) AND h.resolution IS DISTINCT FROM 'voided')
         OR (p.state IN (1, 2, 4, 7) AND h.resolution IS NOT NULL)
      ORDER BY p.created_at LIMIT 100`,
  );

/** Holds of payouts without their order. */
export const orphanPayoutHolds = (db: DbOrTx) =>
  queryRows<{ reference: string }>(
    db,
    sql`
      SELECT h.reference FROM holds h
      WHERE h.reference LIKE 'payout:%:hold'
        AND NOT EXISTS (SELECT 1 FROM payouts p WHERE 'payout:' || p.order_no || ':hold' = h.reference)
      LIMIT 100`,
  );

/** Paying orders sent before `before` and still unanswered. */
export const payingSentBefore = (db: DbOrTx, before: Date) =>
  db
    .select({ orderNo: payouts.orderNo, sentAt: payouts.sentAt })
    .from(payouts)
    .where(and(eq(payouts.state, 4), lt(payouts.sentAt, before)))
    .limit(100);

export const countPayouts = async (db: DbOrTx) =>
  (await db.select({ n: count() }).from(payouts))[0]?.n ?? 0;
