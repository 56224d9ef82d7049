// Movements of merchants' available balances (fund details, their daily sums) and opening wallets.
import { CapitalAccountType, minorUnits, type Currency } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import {
  copyCsvOut,
  queryRows,
  queryTuples,
  type Db,
  type DbOrTx,
} from '../../../platform/db/client.ts';

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

/** The filter's conditions on postings `p`, besides the account. */
const postingFilters = (f: MovementFilter): SQL[] => {
  const parts: SQL[] = [];
  if (f.orderType !== undefined) parts.push(sql`p.order_type = ${f.orderType}`);
  if (f.direction === 'in') parts.push(sql`p.amount > 0`);
  if (f.direction === 'out') parts.push(sql`p.amount < 0`);
  // UTC days whatever the session's time zone (a bare date would be midnight in that zone).
  if (f.dateFrom)
    parts.push(sql`p.created_at >= (${f.dateFrom}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (f.dateTo)
    parts.push(sql`p.created_at < (${f.dateTo}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
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
    list: rows.map(toMovementRow),
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
 * Daily sums of a merchant's available balance in one currency over inclusive dates, days counted
 * in `timeZone` (an IANA name the caller has checked; UTC by default): the opening balance (before
 * `dateFrom`) and one row per day that has postings (days without any are left for the caller to
 * fill). "Last" is by posting id: postings of an account are written under its row lock, so id
 * order is the order of its balance_after chain.
 */
export const dailyMovements = async (
  db: DbOrTx,
  merchantId: string,
  currency: Currency,
  dateFrom: string,
  dateTo: string,
  timeZone = 'UTC',
): Promise<{ openingBalance: bigint; days: DailyMovement[] }> => {
  const account = sql`a.owner = ${`M:${merchantId}`} AND a.kind = ${CapitalAccountType.Available} AND a.currency = ${currency}`;
  // Day bounds in the given zone whatever the session's time zone is, so the grouping below agrees
  // with them.
  const from = sql`(${dateFrom}::date)::timestamp AT TIME ZONE ${timeZone}`;
  const to = sql`(${dateTo}::date + 1)::timestamp AT TIME ZONE ${timeZone}`;
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
    sql`SELECT to_char((p.created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
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

type MovementDbRow = {
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

type Account = { id: string; currency: Currency };

const toMovementRow = (r: Omit<MovementDbRow, 'cursor_at'>): MovementRow => ({
  id: String(r.id),
  createdAt: new Date(r.created_at),
  currency: r.currency,
  orderType: r.order_type === null ? null : Number(r.order_type),
  orderNo: r.order_no,
  memo: r.memo ?? {},
  amount: BigInt(r.amount),
  balanceAfter: BigInt(r.balance_after),
});

/** The merchant's accounts whose postings a filter reads, each with its currency. */
const movementAccounts = (db: DbOrTx, merchantId: string, filter: MovementFilter) =>
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
const postingsPage = (
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

const memoText = (key: string) =>
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
