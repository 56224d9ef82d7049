// SQL of the wallet module: wallet-to-wallet transfers, and fund movements written as CSV by the
// database (each cell an SQL expression over the ledger's movement columns).
import type { Writable } from 'node:stream';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { walletTransfers } from '../../platform/db/schema.ts';
import { copyMovementsCsv, type MovementFilter } from '../ledger/index.ts';
import type { FundMovementText } from './service.ts';

export type NewWalletTransfer = typeof walletTransfers.$inferInsert;

/** Inserts the transfer; undefined when one with its reference exists already (a retry). */
export const insertTransfer = async (db: DbOrTx, values: NewWalletTransfer) => {
  const [row] = await db
    .insert(walletTransfers)
    .values(values)
    .onConflictDoNothing({ target: walletTransfers.reference })
    .returning();
  return row;
};

export const findTransferByReference = async (db: DbOrTx, reference: string) => {
  const [row] = await db
    .select()
    .from(walletTransfers)
    .where(eq(walletTransfers.reference, reference));
  return row;
};

/** A fund movement's values as SQL expressions (FundMovementText's, for COPY); direction 'in'|'out'. */
export type FundMovementSql = { [K in keyof FundMovementText]: SQL };

/**
 * Every fund movement matching the filter, newest first, written as CSV by the database: one row
 * of the values `cells` makes of each movement (the same values as fundMovementRows hands over).
 * PostgreSQL only; answers the bytes written.
 */
export const copyFundMovementsCsv = (
  db: Db,
  merchantId: string,
  filter: MovementFilter,
  cells: (movement: FundMovementSql) => SQL[],
  out: Writable,
  options: { onChunk?: (chunk: Buffer) => void | Promise<void>; signal?: AbortSignal } = {},
) =>
  copyMovementsCsv(
    db,
    merchantId,
    filter,
    (m) =>
      cells({
        // 'YYYY-MM-DD HH:MM:SS' (DateStyle ISO; cheaper than to_char).
        time: sql`date_trunc('second', ${m.at} AT TIME ZONE 'UTC')::text`,
        currency: m.currency,
        orderType: m.orderType,
        kind: m.kind,
        orderNo: m.orderNo,
        direction: sql`CASE WHEN ${m.minor} < 0 THEN 'out' ELSE 'in' END`,
        amount: m.amount,
        balanceAfter: m.balanceAfter,
        counterparty: sql`CASE WHEN ${m.minor} < 0 THEN ${m.payee} ELSE ${m.payer} END`,
        note: m.note,
      }),
    out,
    options,
  );
