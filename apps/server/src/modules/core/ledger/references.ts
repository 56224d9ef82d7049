// What the ledger holds on one platform account for the entries a caller names: the sum before a
// time, a time range's totals, and that range's postings in keyset batches. The sandbox bank's
// end-of-day statement is read from these, so it agrees with the ledger by construction and a test
// holds it to the ledger again. The caller names its entries by SQL (a subquery of references, or a
// lateral subquery on each entry's reference), never by a list of parameters: an account's history
// can be longer than PostgreSQL's 65,535 bind parameters.
import type { Currency, PlatformAccount } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';

export type ReferencedPosting<T = unknown> = {
  id: string;
  reference: string;
  /** The UTC day it was posted, YYYY-MM-DD (the database's text: no Date parsed per row). */
  day: string;
  /** Signed, as posted on the platform account. */
  amount: bigint;
  /** The row the caller's join answered for the entry. */
  joined: T;
};

/**
 * The caller's rows for an entry (`reference` is the SQL of its reference): a subquery joined
 * LATERAL to each posting, answering one row for an entry the caller reads (its columns come back
 * with the posting; none may start with `p_`) and no row for the others, which are left out.
 */
export type ReferenceJoin = (reference: SQL) => SQL;

/** [from, to) on the postings' time. */
export type PostingRange = { from: Date; to: Date };

/** Count and sum (> 0, minor units) of one side of a platform account's postings. */
export type PostingSide = { count: number; sum: bigint };

export type PostingTotals = {
  /** Amounts below zero (money in, on bank clearing), summed as positive. */
  negative: PostingSide;
  positive: PostingSide;
  /** The last posting counted: batches read up to it, so what they hand over is what was counted. */
  throughId: string | null;
};

const accountId = async (db: DbOrTx, platform: PlatformAccount, currency: Currency) => {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM ledger_accounts
        WHERE owner = 'P' AND kind = ${platform} AND currency = ${currency}`,
  );
  return row?.id ?? null;
};

/**
 * The sum of the platform account's postings before `before` whose entry's reference is one of
 * `references` (a subquery answering one text column): one aggregate, the references never
 * leaving the database.
 */
export const platformSumBefore = async (
  db: DbOrTx,
  platform: PlatformAccount,
  currency: Currency,
  references: SQL,
  before: Date,
): Promise<bigint> => {
  const id = await accountId(db, platform, currency);
  if (!id) return 0n;
  const [row] = await queryRows<{ sum: string }>(
    db,
    sql`SELECT coalesce(sum(p.amount), 0)::text AS sum
        FROM journal_entries e JOIN postings p ON p.entry_id = e.id AND p.account_id = ${id}::bigint
        WHERE e.reference IN (${references}) AND p.created_at < ${before.toISOString()}::timestamptz`,
  );
  return BigInt(row!.sum);
};

/** The postings of `range`, on the account's time index, with the caller's row of their entry. */
const inRange = (id: string, range: PostingRange, join: ReferenceJoin) =>
  sql`postings p JOIN journal_entries e ON e.id = p.entry_id
      CROSS JOIN LATERAL (${join(sql`e.reference`)}) x
      WHERE p.account_id = ${id}::bigint
        AND p.created_at >= ${range.from.toISOString()}::timestamptz
        AND p.created_at < ${range.to.toISOString()}::timestamptz`;

/** How many of the range's postings the join answers, on each side, and their sums: one aggregate. */
export const platformPostingTotals = async (
  db: DbOrTx,
  platform: PlatformAccount,
  currency: Currency,
  range: PostingRange,
  join: ReferenceJoin,
): Promise<PostingTotals> => {
  const id = await accountId(db, platform, currency);
  const none = { count: 0, sum: 0n };
  if (!id) return { negative: none, positive: none, throughId: null };
  const [row] = await queryRows<{
    negative_n: number;
    negative_sum: string;
    positive_n: number;
    positive_sum: string;
    through: string | null;
  }>(
    db,
    sql`SELECT (count(*) FILTER (WHERE p.amount < 0))::int AS negative_n,
               coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)::text AS negative_sum,
               (count(*) FILTER (WHERE p.amount > 0))::int AS positive_n,
               coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS positive_sum,
               max(p.id)::text AS through
        FROM ${inRange(id, range, join)}`,
  );
  return {
    negative: { count: row!.negative_n, sum: BigInt(row!.negative_sum) },
    positive: { count: row!.positive_n, sum: BigInt(row!.positive_sum) },
    throughId: row!.through,
  };
};

/**
 * The range's postings the join answers, oldest first, with the caller's row, in keyset batches on
 * the account's (time, id) index, up to `throughId` (the totals' last posting: one posted meanwhile
 * is not handed over). The cursor's time is the text the database wrote, never a JS Date, so it
 * keeps the stored microseconds. The next batch is asked for before the current one is handed over.
 */
export async function* platformPostingBatches<T>(
  db: DbOrTx,
  platform: PlatformAccount,
  currency: Currency,
  range: PostingRange,
  join: ReferenceJoin,
  { throughId, batchSize = 5000 }: { throughId: string | null; batchSize?: number },
): AsyncGenerator<ReferencedPosting<T>[]> {
  if (throughId === null) return;
  const id = await accountId(db, platform, currency);
  if (!id) return;
  type Row = {
    p_id: string;
    p_reference: string;
    p_day: string;
    p_at: string;
    p_amount: string;
  } & Record<string, unknown>;
  const read = (after: Row | null) =>
    queryRows<Row>(
      db,
      sql`SELECT p.id::text AS p_id, e.reference AS p_reference, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS p_day,
                 p.created_at::text AS p_at, p.amount::text AS p_amount, x.*
          FROM ${inRange(id, range, join)} AND p.id <= ${throughId}::bigint
            ${after ? sql`AND (p.created_at, p.id) > (${after.p_at}::timestamptz, ${after.p_id}::bigint)` : sql``}
          ORDER BY p.created_at, p.id
          LIMIT ${batchSize}`,
    );
  let next: Promise<Row[]> | null = read(null);
  try {
    while (next) {
      const rows: Row[] = await next;
      next = null;
      if (rows.length === 0) return;
      if (rows.length === batchSize) {
        next = read(rows[rows.length - 1]!);
        next.catch(() => {});
      }
      yield rows.map(({ p_id, p_reference, p_day, p_at: _at, p_amount, ...joined }) => ({
        id: p_id,
        reference: p_reference,
        day: p_day,
        amount: BigInt(p_amount),
        joined: joined as T,
      }));
    }
  } finally {
    await next?.catch(() => {});
  }
}
