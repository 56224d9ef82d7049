// Balance queries for other modules.
import type { Currency } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import type { AccountRef } from './entry.ts';
import { accountKey } from './entry.ts';

export type MerchantBalance = { currency: Currency; type: number; balance: bigint };

/** Every account of a merchant (each currency × capital type it has touched). */
export const merchantBalances = async (
  db: DbOrTx,
  merchantId: string,
): Promise<MerchantBalance[]> => {
  const rows = await queryRows<{ currency: Currency; kind: number; balance: string | bigint }>(
    db,
    sql`SELECT currency, kind, balance FROM ledger_accounts WHERE owner = ${`M:${merchantId}`} ORDER BY currency, kind`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    type: Number(r.kind),
    balance: BigInt(r.balance),
  }));
};

/** The balance of one account (0 when it has never been used). */
export const balanceOf = async (db: DbOrTx, ref: AccountRef): Promise<bigint> => {
  const k = accountKey(ref);
  const [row] = await queryRows<{ balance: string | bigint }>(
    db,
    sql`SELECT balance FROM ledger_accounts WHERE owner = ${k.owner} AND currency = ${k.currency} AND kind = ${k.kind}`,
  );
  return row ? BigInt(row.balance) : 0n;
};

/**
 * The balance of one account as an SQL expression (0 when it has never been used), for a caller
 * that makes a write conditional on it in the same statement (a quote stored only while the
 * balance covers it).
 */
export const balanceSql = (ref: AccountRef): SQL => {
  const k = accountKey(ref);
  return sql`coalesce((SELECT balance FROM ledger_accounts WHERE owner = ${k.owner} AND currency = ${k.currency} AND kind = ${k.kind}), 0)`;
};
