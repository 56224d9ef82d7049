// Daily sums of a merchant's available balance (the home chart and statements).
import { CapitalAccountType, type Currency } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';

export type DailyMovement = {
  /** UTC calendar day, YYYY-MM-DD. */
  date: string;
  /** Sum of the positive postings of the day, minor units. */
  inflow: bigint;
  /** Sum of the negative postings of the day, as a positive number of minor units. */
  outflow: bigint;
  /** balance_after of the day's last posting. */
  closingBalance: bigint;
};

/**
 * Daily sums of a merchant's available balance in one currency over inclusive dates, days counted
 * in `timeZone` (an IANA name the caller has checked; UTC by default): the opening balance (before
 * `dateFrom`) and one row per day that has postings (days without any are left for the caller to
 * fill). "Last" is by posting id: postings of an account are written under its row lock, so id
 * order is the order of its balance_after chain.
 */
export const dailyMovements = async (
  db: DbOrTx,
  merchantId: string,
  currency: Currency,
  dateFrom: string,
  dateTo: string,
  timeZone = 'UTC',
): Promise<{ openingBalance: bigint; days: DailyMovement[] }> => {
  const account = sql`a.owner = ${`M:${merchantId}`} AND a.kind = ${CapitalAccountType.Available} AND a.currency = ${currency}`;
  // Day bounds in the given zone whatever the session's time zone is, so the grouping below agrees
  // with them.
  const from = sql`(${dateFrom}::date)::timestamp AT TIME ZONE ${timeZone}`;
  const to = sql`(${dateTo}::date + 1)::timestamp AT TIME ZONE ${timeZone}`;
  // Sums and balances come back as text: both drivers then hand over exact digits for BigInt.
  const [opening] = await queryRows<{ balance: string }>(
    db,
    sql`SELECT p.balance_after::text AS balance
        FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE ${account} AND p.created_at < ${from}
        ORDER BY p.id DESC LIMIT 1`,
  );
  const rows = await queryRows<{ day: string; inflow: string; outflow: string; closing: string }>(
    db,
    sql`SELECT to_char((p.created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
               sum(CASE WHEN p.amount > 0 THEN p.amount ELSE 0 END)::text AS inflow,
               sum(CASE WHEN p.amount < 0 THEN -p.amount ELSE 0 END)::text AS outflow,
               ((array_agg(p.balance_after ORDER BY p.id DESC))[1])::text AS closing
        FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE ${account} AND p.created_at >= ${from} AND p.created_at < ${to}
        GROUP BY 1 ORDER BY 1`,
  );
  return {
    openingBalance: BigInt(opening?.balance ?? '0'),
    days: rows.map((r) => ({
      date: r.day,
      inflow: BigInt(r.inflow),
      outflow: BigInt(r.outflow),
      closingBalance: BigInt(r.closing),
    })),
  };
};
