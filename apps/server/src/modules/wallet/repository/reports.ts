// The SQL of the wallet's reports: the fund-details cells as the database writes them in a CSV
// (COPY, decision 0011), next to fundDetailCells in ../reports.ts, which they must equal byte for
// byte (download/__tests__/csv-copy.test.ts).
import { sql, type SQL } from 'drizzle-orm';
import { csvFormulaGuard, csvTextSql, type ExportTexts } from '../../download/index.ts';
import type { FundMovementSql } from '../service.ts';

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
