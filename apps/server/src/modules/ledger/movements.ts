// Movements of merchants' available balances (fund details) and opening wallets.
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

const whereOf = (merchantId: string, f: MovementFilter): SQL => {
  const parts: SQL[] = [
    sql`a.owner = ${`M:${merchantId}`}`,
    sql`a.kind = ${CapitalAccountType.Available}`,
  ];
  if (f.currency) parts.push(sql`a.currency = ${f.currency}`);
  if (f.orderType !== undefined) parts.push(sql`e.order_type = ${f.orderType}`);
  if (f.direction === 'in') parts.push(sql`p.amount > 0`);
  if (f.direction === 'out') parts.push(sql`p.amount < 0`);
  if (f.dateFrom) parts.push(sql`p.created_at >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql`p.created_at < ${f.dateTo}::date + 1`);
  return sql.join(parts, sql` AND `);
};

export const listMovements = async (
  db: DbOrTx,
  merchantId: string,
  filter: MovementFilter,
  page: { pageNum: number; pageSize: number },
) => {
  const where = whereOf(merchantId, filter);
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
        FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
        WHERE ${where} ORDER BY p.id DESC LIMIT ${page.pageSize} OFFSET ${(page.pageNum - 1) * page.pageSize}`,
  );
  const [counted] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id WHERE ${where}`,
  );
  return {
    total: Number(counted?.n ?? 0),
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
