// Movements of merchants' available balances (fund details, their daily sums) and opening wallets.
import { CapitalAccountType, type Currency } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.ts';

/** Opens a currency wallet: its five capital accounts exist (at zero) from now on. */
export const openWallet = async (db: DbOrTx, merchantId: string, currency: Currency) => {
  const types = Object.values(CapitalAccountType);
  await db.execute(sql`
    INSERT INTO ledger_accounts (owner, merchant_id, currency, kind)
    VALUES ${sql.join(
      types.map((t) => sql`(${`M:${merchantId}`}, ${merchantId}::uuid, ${currency}, ${t})`),
      sql`, `,
    )}
    ON CONFLICT (owner, currency, kind) DO NOTHING`);
};

export type MovementFilter = {
  currency?: Currency | undefined;
  orderType?: number | undefined;
  direction?: 'in' | 'out' | undefined;
  /** Inclusive dates (YYYY-MM-DD), UTC. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
};

export type MovementRow = {
  id: string;
  createdAt: Date;
  currency: Currency;
  orderType: number | null;
  orderNo: string | null;
  memo: Record<string, unknown>;
  amount: bigint;
  balanceAfter: bigint;
};

/** Counting stops here: past it the page says "more than" instead of scanning every posting. */
export const MOVEMENT_COUNT_CAP = 10_000;

const accountWhere = (merchantId: string, f: MovementFilter): SQL => {
  const parts: SQL[] = [
    sql`a.owner = ${`M:${merchantId}`}`,
    sql`a.kind = ${CapitalAccountType.Available}`,
  ];
  if (f.currency) parts.push(sql`a.currency = ${f.currency}`);
  return sql.join(parts, sql` AND `);
};

const postingWhere = (f: MovementFilter): SQL => {
  const parts: SQL[] = [sql`p.account_id = a.id`];
  if (f.orderType !== undefined) parts.push(sql`p.order_type = ${f.orderType}`);
  if (f.direction === 'in') parts.push(sql`p.amount > 0`);
  if (f.direction === 'out') parts.push(sql`p.amount < 0`);
  // UTC days whatever the session's time zone (a bare date would be midnight in that zone).
  if (f.dateFrom)
    parts.push(sql`p.created_at >= (${f.dateFrom}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (f.dateTo)
    parts.push(sql`p.created_at < (${f.dateTo}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  return sql.join(parts, sql` AND `);
};

/**
 * A page of movements, newest first, and how many there are (exact up to MOVEMENT_COUNT_CAP).
 * Each of the merchant's accounts is read newest-first on its own index (by time, or by order type
 * and time), only as far as the page needs, and the accounts are merged: the first page costs the
 * same with a thousand postings as with a million, whatever the filters.
 */
export const listMovements = async (
  db: DbOrTx,
  merchantId: string,
  filter: MovementFilter,
  page: { pageNum: number; pageSize: number },
) => {
  const accounts = accountWhere(merchantId, filter);
  const postings = postingWhere(filter);
  const reach = page.pageNum * page.pageSize;
  const rows = await queryRows<{
    id: string | number;
    created_at: string | Date;
    currency: Currency;
    order_type: number | null;
    order_no: string | null;
    memo: Record<string, unknown>;
    amount: string;
    balance_after: string;
  }>(
    db,
    sql`SELECT p.id, p.created_at, a.currency, e.order_type, e.order_no, e.memo, p.amount, p.balance_after
        FROM ledger_accounts a
        CROSS JOIN LATERAL (
          SELECT p.id, p.entry_id, p.created_at, p.amount, p.balance_after FROM postings p
          WHERE ${postings} ORDER BY p.created_at DESC, p.id DESC LIMIT ${reach}) p
        JOIN journal_entries e ON e.id = p.entry_id
        WHERE ${accounts}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${page.pageSize} OFFSET ${reach - page.pageSize}`,
  );
  const [counted] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM ledger_accounts a
        CROSS JOIN LATERAL (SELECT 1 FROM postings p WHERE ${postings} LIMIT ${MOVEMENT_COUNT_CAP + 1}) p
        WHERE ${accounts}`,
  );
  const total = Number(counted?.n ?? 0);
  return {
    total: Math.min(total, MOVEMENT_COUNT_CAP),
    totalCapped: total > MOVEMENT_COUNT_CAP,
    list: rows.map((r): MovementRow => ({
      id: String(r.id),
      createdAt: new Date(r.created_at),
      currency: r.currency,
      orderType: r.order_type === null ? null : Number(r.order_type),
      orderNo: r.order_no,
      memo: r.memo ?? {},
      amount: BigInt(r.amount),
      balanceAfter: BigInt(r.balance_after),
    })),
  };
};

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
 * Daily sums of a merchant's available balance in one currency over inclusive UTC dates: the
 * opening balance (before `dateFrom`) and one row per day that has postings (days without any are
 * left for the caller to fill). "Last" is by posting id: postings of an account are written under
 * its row lock, so id order is the order of its balance_after chain.
 */
export const dailyMovements = async (
  db: DbOrTx,
  merchantId: string,
  currency: Currency,
  dateFrom: string,
  dateTo: string,
): Promise<{ openingBalance: bigint; days: DailyMovement[] }> => {
  const account = sql`a.owner = ${`M:${merchantId}`} AND a.kind = ${CapitalAccountType.Available} AND a.currency = ${currency}`;
  // Day bounds in UTC whatever the session's time zone is, so the grouping below agrees with them.
  const from = sql`(${dateFrom}::date)::timestamp AT TIME ZONE 'UTC'`;
  const to = sql`(${dateTo}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
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
    sql`SELECT to_char((p.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
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
