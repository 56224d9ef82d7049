// Every movement matching a filter written as CSV by PostgreSQL itself (COPY): the export's fast path.
import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import { copyCsvOut, type Db } from '../../../platform/db/client.ts';
import type { MovementFilter } from './movements.ts';
import { movementAccounts, postingsPage, memoText } from './movement-batches.ts';

/** A movement's values as SQL expressions, for rows the database writes itself (COPY). */
export type MovementSql = {
  /** created_at (timestamptz). */
  at: SQL;
  currency: SQL;
  /** The order type's code (integer), null for entries without one. */
  orderType: SQL;
  orderNo: SQL;
  /** Signed minor units (bigint): negative for money out. */
  minor: SQL;
  /** Signed exact decimal text at the currency's scale, as MovementText's. */
  amount: SQL;
  balanceAfter: SQL;
  kind: SQL;
  payer: SQL;
  payee: SQL;
  note: SQL;
};

const MOVEMENT_SQL: MovementSql = {
  at: sql`p.created_at`,
  currency: sql`p.currency`,
  orderType: sql`e.order_type`,
  orderNo: sql`e.order_no`,
  minor: sql`p.amount`,
  amount: sql`(p.amount * p.unit)::text`,
  balanceAfter: sql`(p.balance_after * p.unit)::text`,
  kind: memoText('kind'),
  payer: memoText('payer'),
  payee: memoText('payee'),
  note: memoText('note'),
};

/**
 * The plan for reading every matching movement in order in one go: merge the per-account time
 * indexes (Merge Append) and look each entry up by its key, so rows stream from the first one.
 * Left to itself the planner hash-joins every journal entry and sorts the million rows (to temp
 * files, nothing streams before the sort ends); JIT compiling costs more than it saves here.
 */
const STREAMING_PLAN = {
  jit: 'off',
  enable_sort: 'off',
  enable_hashjoin: 'off',
  enable_mergejoin: 'off',
};

/**
 * Every movement matching the filter, newest first, written as CSV by PostgreSQL (COPY) into
 * `out`: one row per movement of the values `columns` makes of it, in one snapshot. Answers the
 * bytes written. This is the export's fast path (docs/performance.md): the database formats and
 * quotes every value on its own core, and this process only moves bytes. PostgreSQL only.
 */
export const copyMovementsCsv = async (
  db: Db,
  merchantId: string,
  filter: MovementFilter,
  columns: (movement: MovementSql) => SQL[],
  out: Writable,
  options: { onChunk?: (chunk: Buffer) => void | Promise<void>; signal?: AbortSignal } = {},
): Promise<number> => {
  const accounts = await movementAccounts(db, merchantId, filter);
  if (accounts.length === 0) return 0;
  return copyCsvOut(
    db,
    sql`SELECT ${sql.join(columns(MOVEMENT_SQL), sql`, `)}
        FROM ${postingsPage(accounts, filter, sql``, 'desc', null)} p
        JOIN journal_entries e ON e.id = p.entry_id
        ORDER BY p.created_at DESC, p.id DESC`,
    out,
    { ...options, settings: STREAMING_PLAN },
  );
};
