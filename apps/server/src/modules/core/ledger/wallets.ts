// Merchants' wallets in the ledger: opening one (its capital accounts), and those that moved on given days.
import { CapitalAccountType, type Currency } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';

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

/** The merchant wallets (available accounts) that moved between inclusive UTC dates, in order. */
export const walletsMovedBetween = async (db: DbOrTx, dateFrom: string, dateTo: string) => {
  const rows = await queryRows<{ merchant_id: string; currency: Currency }>(
    db,
    sql`SELECT a.merchant_id, a.currency
        FROM ledger_accounts a
        WHERE a.merchant_id IS NOT NULL AND a.kind = ${CapitalAccountType.Available}
          AND EXISTS (SELECT 1 FROM postings p WHERE p.account_id = a.id
                        AND p.created_at >= (${dateFrom}::date)::timestamp AT TIME ZONE 'UTC'
                        AND p.created_at < (${dateTo}::date + 1)::timestamp AT TIME ZONE 'UTC')
        ORDER BY a.merchant_id, a.currency`,
  );
  return rows.map((r) => ({ merchantId: r.merchant_id, currency: r.currency }));
};
