// Every movement matching a filter, read in keyset batches (exports and statements), as rows or as text.
import { minorUnits, type Currency } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, queryTuples, type Db, type DbOrTx } from '../../../platform/db/client.ts';
import {
  type MovementFilter,
  type MovementRow,
  accountWhere,
  postingFilters,
  type MovementDbRow,
  toMovementRow,
} from './movements.ts';

type Account = { id: string; currency: Currency };

/** The merchant's accounts whose postings a filter reads, each with its currency. */
export const movementAccounts = (db: DbOrTx, merchantId: string, filter: MovementFilter) =>
  queryRows<Account>(
    db,
    sql`SELECT a.id::text AS id, a.currency FROM ledger_accounts a
        WHERE ${accountWhere(merchantId, filter)} ORDER BY a.id`,
  );

/** The value of one minor unit as a numeric literal: 0.01 for USD, 1 for JPY. */
const unitOf = (currency: Currency) => {
  const scale = minorUnits(currency);
  return sql.raw(scale === 0 ? '1::numeric' : `0.${'0'.repeat(scale - 1)}1`);
};

/**
 * One batch of postings, keyset-paged: a branch per account, each read in order on its own index
 * (by time, or by order type and time) under its own LIMIT, merged by the planner (Merge Append)
 * and cut at `limit`. Merge Append pulls from the branches only as far as the merge needs, so the
 * batch reads about the rows it returns (without the branches' LIMIT PostgreSQL 15 prefers to sort
 * every remaining posting). Each row carries its account's currency; the callers join
 * journal_entries to this page only, not to every branch's rows.
 */
export const postingsPage = (
  accounts: Account[],
  filter: MovementFilter,
  keyset: SQL,
  order: 'desc' | 'asc',
  /** Null: every matching posting (a stream read in one go). */
  limit: number | null,
): SQL => {
  const direction = order === 'desc' ? sql`DESC` : sql`ASC`;
  const filters = postingFilters(filter).map((f) => sql` AND ${f}`);
  const cut = limit === null ? sql`` : sql` LIMIT ${limit}`;
  const branches = accounts.map(
    (a) =>
      sql`(SELECT p.id, p.entry_id, p.created_at, p.amount, p.balance_after,
                  ${a.currency}::text AS currency, ${unitOf(a.currency)} AS unit
           FROM postings p
           WHERE p.account_id = ${a.id}::bigint${sql.join(filters)} ${keyset}
           ORDER BY p.created_at ${direction}, p.id ${direction}${cut})`,
  );
  // One account (a currency filter): its branch is the page as it is.
  if (branches.length === 1) return branches[0]!;
  return sql`(${sql.join(branches, sql` UNION ALL `)}
              ORDER BY created_at ${direction}, id ${direction}${cut})`;
};

/**
 * Keyset paging over the merchant's matching postings, `fetch` reading one batch. The cursor is
 * (created_at, id) with the time as text the database wrote (`createdAtOf` casts it back), never
 * through a JS Date, so the comparison is on the stored microseconds. Postings newer than the start are left out: a movement posted during an export is not in it.
 * The next batch is asked for before the current one is handed over, so the database works while
 * the caller writes.
 */
async function* keysetBatches<T>(
  db: DbOrTx,
  merchantId: string,
  filter: MovementFilter,
  batchSize: number,
  order: 'desc' | 'asc',
  fetch: (page: SQL) => Promise<T[]>,
  /** The row's id and its created_at as the database wrote it, back as a timestamptz expression. */
  cursorOf: (row: T) => { id: string | number; at: SQL },
): AsyncGenerator<T[]> {
  const accounts = await movementAccounts(db, merchantId, filter);
  if (accounts.length === 0) return;
  const [started] = await queryRows<{ now: string }>(db, sql`SELECT now()::text AS now`);
  const beyond = order === 'desc' ? sql`<` : sql`>`;
  const read = (after: T | null) => {
    const cursor = after && cursorOf(after);
    return fetch(
      postingsPage(
        accounts,
        filter,
        cursor
          ? sql`AND (p.created_at, p.id) ${beyond} (${cursor.at}, ${String(cursor.id)}::bigint)
                AND p.created_at <= ${started!.now}::timestamptz`
          : sql`AND p.created_at <= ${started!.now}::timestamptz`,
        order,
        batchSize,
      ),
    );
  };
  let next: Promise<T[]> | null = read(null);
  try {
    while (next) {
      const rows: T[] = await next;
      next = null;
      if (rows.length === 0) return;
      if (rows.length === batchSize) {
        next = read(rows[rows.length - 1]!);
        // Awaited on the next turn; this only keeps an early return from leaving it unhandled.
        next.catch(() => {});
      }
      yield rows;
    }
  } finally {
    // A caller that stops early (an error, a cancelled job) leaves no query running behind it.
    await next?.catch(() => {});
  }
}

/**
 * Every movement matching the filter, newest first, in batches (exports). Keyset paging on
 * (created_at, id) reads each batch from the same per-account indexes as the fund-details page, so
 * memory stays at one batch (and the one being read) and the cost per batch stays flat however deep
 * the export goes. No transaction is held between batches: a movement posted during the export is
 * newer than the first batch and is not included.
 */
export async function* iterateMovements(
  db: DbOrTx,
  merchantId: string,
  filter: MovementFilter,
  batchSize = 5000,
  /** Newest first (fund details) or oldest first (statements). */
  order: 'desc' | 'asc' = 'desc',
): AsyncGenerator<MovementRow[]> {
  const direction = order === 'desc' ? sql`DESC` : sql`ASC`;
  const batches = keysetBatches<MovementDbRow>(
    db,
    merchantId,
    filter,
    batchSize,
    order,
    (page) =>
      queryRows<MovementDbRow>(
        db,
        sql`SELECT p.id, p.created_at, p.created_at::text AS cursor_at, p.currency, e.order_type,
                 e.order_no, e.memo, p.amount, p.balance_after
          FROM ${page} p JOIN journal_entries e ON e.id = p.entry_id
          ORDER BY p.created_at ${direction}, p.id ${direction}`,
      ),
    (row) => ({ id: row.id, at: sql`${row.cursor_at}::timestamptz` }),
  );
  for await (const rows of batches) yield rows.map(toMovementRow);
}

/**
 * A movement as export files carry it, every value text, as a tuple (the driver's own array, no
 * object per row), so reading a million of them parses no timestamp, no JSON and no bigint. Memo
 * values are there only when the memo holds a string under that key.
 */
export type MovementText = readonly [
  id: string,
  /** created_at in UTC to the microsecond: 'YYYY-MM-DD HH:MM:SS.ffffff'. */
  at: string,
  currency: Currency,
  /** The order type's code as text ('5'), null for entries without one. */
  orderType: string | null,
  orderNo: string | null,
  /** Signed exact decimal at the currency's scale: "-1250.75" for money out. */
  amount: string,
  /** Exact decimal at the currency's scale. */
  balanceAfter: string,
  kind: string | null,
  payer: string | null,
  payee: string | null,
  note: string | null,
];

/** Positions in a MovementText. */
export const MovementColumn = {
  id: 0,
  at: 1,
  currency: 2,
  orderType: 3,
  orderNo: 4,
  amount: 5,
  balanceAfter: 6,
  kind: 7,
  payer: 8,
  payee: 9,
  note: 10,
} as const;

export const memoText = (key: string) =>
  sql.raw(`CASE WHEN jsonb_typeof(e.memo->'${key}') = 'string' THEN e.memo->>'${key}' END`);

/**
 * Every movement matching the filter as text (exports), in batches, newest first or oldest first:
 * what iterateMovements reads, formatted by the database, which works on its own core while this
 * process writes the file. Amounts are minor units times the currency's unit (0.01 for USD), a
 * numeric whose text is the exact decimal at the currency's scale. The time doubles as the
 * keyset's cursor: to the microsecond, UTC, and read back as UTC, whatever the session's time zone.
 */
export async function* iterateMovementTexts(
  db: Db,
  merchantId: string,
  filter: MovementFilter,
  options: { batchSize?: number; order?: 'desc' | 'asc' } = {},
): AsyncGenerator<MovementText[]> {
  const order = options.order ?? 'desc';
  const direction = order === 'desc' ? sql`DESC` : sql`ASC`;
  yield* keysetBatches<MovementText>(
    db,
    merchantId,
    filter,
    options.batchSize ?? 5000,
    order,
    (page) =>
      queryTuples<MovementText>(
        db,
        sql`SELECT p.id::text, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US'),
                   p.currency, e.order_type::text, e.order_no,
                   (p.amount * p.unit)::text, (p.balance_after * p.unit)::text,
                   ${memoText('kind')}, ${memoText('payer')}, ${memoText('payee')}, ${memoText('note')}
            FROM ${page} p JOIN journal_entries e ON e.id = p.entry_id
            ORDER BY p.created_at ${direction}, p.id ${direction}`,
      ),
    (row) => ({
      id: row[MovementColumn.id],
      at: sql`(${row[MovementColumn.at]}::timestamp AT TIME ZONE 'UTC')`,
    }),
  );
}
