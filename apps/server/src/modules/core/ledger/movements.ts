// Movements of merchants' available balances: the filter, a page of them (fund details) and their count.
import { CapitalAccountType, type Currency } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import { fromDay, toDay } from '../../../platform/db/days.ts';

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

export const accountWhere = (merchantId: string, f: MovementFilter): SQL => {
  const parts: SQL[] = [
    sql`a.owner = ${`M:${merchantId}`}`,
    sql`a.kind = ${CapitalAccountType.Available}`,
  ];
  if (f.currency) parts.push(sql`a.currency = ${f.currency}`);
  return sql.join(parts, sql` AND `);
};

/** The filter's conditions on postings `p`, besides the account. */
export const postingFilters = (f: MovementFilter): SQL[] => {
  const parts: SQL[] = [];
  if (f.orderType !== undefined) parts.push(sql`p.order_type = ${f.orderType}`);
  if (f.direction === 'in') parts.push(sql`p.amount > 0`);
  if (f.direction === 'out') parts.push(sql`p.amount < 0`);
  if (f.dateFrom) parts.push(fromDay(sql`p.created_at`, f.dateFrom));
  if (f.dateTo) parts.push(toDay(sql`p.created_at`, f.dateTo));
  return parts;
};

const postingWhere = (f: MovementFilter): SQL =>
  sql.join([sql`p.account_id = a.id`, ...postingFilters(f)], sql` AND `);

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
  const rows = await queryRows<Omit<MovementDbRow, 'cursor_at'>>(
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
    list: rows.map(toMovementRow),
  };
};

export type MovementDbRow = {
  id: string | number;
  created_at: string | Date;
  cursor_at: string;
  currency: Currency;
  order_type: number | null;
  order_no: string | null;
  memo: Record<string, unknown>;
  amount: string;
  balance_after: string;
};

export const toMovementRow = (r: Omit<MovementDbRow, 'cursor_at'>): MovementRow => ({
  id: String(r.id),
  createdAt: new Date(r.created_at),
  currency: r.currency,
  orderType: r.order_type === null ? null : Number(r.order_type),
  orderNo: r.order_no,
  memo: r.memo ?? {},
  amount: BigInt(r.amount),
  balanceAfter: BigInt(r.balance_after),
});

/** How many movements match the filter (exports' progress; not capped, so not for pages). */
export const countMovements = async (db: DbOrTx, merchantId: string, filter: MovementFilter) => {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM ledger_accounts a
        JOIN postings p ON ${postingWhere(filter)}
        WHERE ${accountWhere(merchantId, filter)}`,
  );
  return Number(row?.n ?? 0);
};
