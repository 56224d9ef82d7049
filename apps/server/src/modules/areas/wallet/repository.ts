// SQL of the wallet module: wallet-to-wallet transfers, and fund movements written as CSV by the
// database (each cell an SQL expression over the ledger's movement columns).
import type { Currency } from '@tradebridge/contracts';
import type { Writable } from 'node:stream';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { walletTransfers } from './schema.ts';
import { csvFormulaGuard, csvTextSql, type ExportTexts } from '../../services/download/index.ts';
import { copyMovementsCsv, type MovementFilter } from '../../core/ledger/index.ts';

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

/**
 * A fund movement as export files carry it: what the screen shows, all text, the amount signed
 * (money out negative, "-1250.75") and the time in UTC as 'YYYY-MM-DD HH:MM:SS'.
 */
export type FundMovementText = {
  time: string;
  currency: Currency;
  orderType: number | null;
  kind: string | null;
  orderNo: string | null;
  direction: 'in' | 'out';
  amount: string;
  balanceAfter: string;
  counterparty: string | null;
  note: string | null;
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

// The fund-details cells as the database writes them in a CSV (COPY, decision 0011): they must
// equal fundDetailCells of reports.ts byte for byte (download/__tests__/csv-copy.test.ts).
/**
 * fundDetailCells as SQL: the same cells, the same bytes. Labels are literals, guarded here once;
 * values from the ledger are guarded by csvTextSql row by row.
 */
export const fundDetailCellsSql = (texts: ExportTexts, m: FundMovementSql): SQL[] => {
  const types = Object.entries(texts.orderType as Record<string, string>).map(
    ([code, text]) => sql`WHEN ${Number(code)} THEN ${csvFormulaGuard(text)}`,
  );
  const kinds = Object.entries(texts.kind as Record<string, string>).map(
    ([name, text]) => sql`WHEN ${name} THEN ${csvFormulaGuard(text)}`,
  );
  // movementTypeLabel: the order type's label (its code when unknown), else the kind's label (the
  // kind itself when unknown), else nothing.
  const type = sql`CASE WHEN ${m.orderType} IS NOT NULL
                        THEN CASE ${m.orderType} ${sql.join(types, sql` `)} ELSE ${m.orderType}::text END
                        WHEN ${m.kind} IS NOT NULL
                        THEN CASE ${m.kind} ${sql.join(kinds, sql` `)} ELSE ${csvTextSql(m.kind)} END END`;
  return [
    m.time,
    m.currency,
    type,
    csvTextSql(m.orderNo),
    sql`CASE ${m.direction} WHEN 'out' THEN ${csvFormulaGuard(texts.direction.out)}
                           ELSE ${csvFormulaGuard(texts.direction.in)} END`,
    m.amount,
    m.balanceAfter,
    csvTextSql(m.counterparty),
    csvTextSql(m.note),
  ];
};
