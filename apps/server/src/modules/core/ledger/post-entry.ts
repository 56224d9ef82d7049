// Writes a journal entry inside the caller's transaction. The only code that writes balances.
// Accounts are locked in one fixed order (by id), so concurrent entries never deadlock; a merchant
// balance that would go below zero refuses the whole entry (INSUFFICIENT_BALANCE), and so does any
// balance, merchant's or platform's, that would pass ±MAX_BALANCE_MINOR (BALANCE_LIMIT); the
// caller's transaction rolls back with nothing written.
import { MAX_BALANCE_MINOR } from '@tradebridge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  accountKey,
  keyText,
  normaliseEntry,
  type EntryInput,
  type PostingInput,
} from './entry.ts';

export type PostedPosting = {
  accountId: number;
  key: string;
  currency: string;
  amount: bigint;
  balanceAfter: bigint;
};

/**
 * An entry for postEntry. `postedAt` back-dates it (the entry and its postings): only for writing
 * history into a ledger that has nothing later on the entry's accounts (the demo seed), so that
 * time order stays the order of every account's balance_after chain. The batch path takes no
 * `postedAt`.
 */
export type PostEntryInput = EntryInput & { postedAt?: Date };

export type PostedEntry = {
  id: number;
  reference: string;
  created: boolean;
  postings: PostedPosting[];
};

type AccountRow = {
  id: string | number;
  owner: string;
  currency: string;
  kind: number;
  balance: string | bigint | number;
};

const big = (value: string | bigint | number) => BigInt(value);
const joinSql = (parts: SQL[]) => sql.join(parts, sql`, `);

/** Creates missing accounts, then locks every account of the entry in id order. */
const lockAccounts = async (db: DbOrTx, postings: PostingInput[]) => {
  const keys = postings.map((p) => accountKey(p.account));
  await db.execute(sql`
    INSERT INTO ledger_accounts (owner, merchant_id, currency, kind)
    VALUES ${joinSql(keys.map((k) => sql`(${k.owner}, ${k.merchantId}::uuid, ${k.currency}, ${k.kind})`))}
    ON CONFLICT (owner, currency, kind) DO NOTHING`);
  const rows = await queryRows<AccountRow>(
    db,
    sql`SELECT id, owner, currency, kind, balance FROM ledger_accounts
        WHERE (owner, currency, kind) IN (${joinSql(keys.map((k) => sql`(${k.owner}, ${k.currency}, ${k.kind}::smallint)`))})
        ORDER BY id FOR UPDATE`,
  );
  return new Map(
    rows.map((r) => [
      `${r.owner}|${r.currency}|${r.kind}`,
      { id: Number(r.id), balance: big(r.balance), merchant: r.owner !== 'P' },
    ]),
  );
};

/** The postings of an existing entry, to tell a replay from a different movement. */
export const existingEntry = async (db: DbOrTx, reference: string): Promise<PostedEntry> => {
  const rows = await queryRows<{
    entry_id: string | number;
    account_id: string | number;
    owner: string;
    currency: string;
    kind: number;
    amount: string;
    balance_after: string;
  }>(
    db,
    sql`SELECT p.entry_id, p.account_id, a.owner, a.currency, a.kind, p.amount, p.balance_after
        FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.reference = ${reference} ORDER BY p.id`,
  );
  return {
    id: Number(rows[0]?.entry_id ?? 0),
    reference,
    created: false,
    postings: rows.map((r) => ({
      accountId: Number(r.account_id),
      key: `${r.owner}|${r.currency}|${r.kind}`,
      currency: r.currency,
      amount: big(r.amount),
      balanceAfter: big(r.balance_after),
    })),
  };
};

/** Whether an entry with this reference has been written. */
export const entryExists = async (db: DbOrTx, reference: string) =>
  (
    await queryRows<{ id: string | number }>(
      db,
      sql`SELECT id FROM journal_entries WHERE reference = ${reference}`,
    )
  ).length > 0;

/** The entries written under these references, by reference (one index probe each). */
export const entryIdsOf = async (db: DbOrTx, references: string[]) => {
  if (references.length === 0) return new Map<string, number>();
  const rows = await queryRows<{ id: string | number; reference: string }>(
    db,
    sql`SELECT id, reference FROM journal_entries WHERE reference IN ${references}`,
  );
  return new Map(rows.map((r) => [r.reference, Number(r.id)]));
};

export const samePostings = (a: PostedPosting[], b: PostingInput[]) => {
  const left = a.map((p) => `${p.key}=${p.amount}`).sort();
  const right = b.map((p) => `${keyText(p.account)}=${p.amount}`).sort();
  return left.length === right.length && left.every((v, i) => v === right[i]);
};

/**
 * A back-dated entry must be in the past and after every posting its accounts have (read while
 * they are locked), or the time order of an account's movements would differ from its
 * balance_after chain, which fund details, the daily chart and statements rely on.
 */
const checkPostedAt = async (db: DbOrTx, postedAt: Date, accountIds: number[]) => {
  if (Number.isNaN(postedAt.getTime()) || postedAt.getTime() > Date.now())
    throw new Error('ledger: postedAt must be a time in the past');
  const later = await queryRows<{ id: string | number }>(
    db,
    sql`SELECT id FROM postings
        WHERE account_id IN (${joinSql(accountIds.map((id) => sql`${id}::bigint`))})
          AND created_at > ${postedAt.toISOString()}::timestamptz
        LIMIT 1`,
  );
  if (later.length > 0)
    throw new Error('ledger: postedAt is earlier than a posting its accounts already have');
};

/**
 * Posts an entry. The same reference with the same postings answers the entry already written
 * (`created: false`); the same reference with other postings is refused (REFERENCE_REUSED).
 */
export const postEntry = async (db: DbOrTx, input: PostEntryInput): Promise<PostedEntry> => {
  const postings = normaliseEntry(input);
  // The columns' default (the transaction's time) unless back-dated.
  const at = input.postedAt ? sql`${input.postedAt.toISOString()}::timestamptz` : sql`DEFAULT`;
  const inserted = await queryRows<{ id: string | number }>(
    db,
    sql`INSERT INTO journal_entries (reference, order_type, order_no, idempotency_key, caused_by, memo, reverses, created_at)
        VALUES (${input.reference}, ${input.orderType ?? null}, ${input.orderNo ?? null}, ${input.idempotencyKey ?? null},
                ${input.causedBy}, ${JSON.stringify(input.memo ?? {})}::jsonb, ${input.reverses ?? null}, ${at})
        ON CONFLICT (reference) DO NOTHING RETURNING id`,
  );
  if (inserted.length === 0) {
    const existing = await existingEntry(db, input.reference);
    if (!samePostings(existing.postings, postings)) throw new AppError('REFERENCE_REUSED');
    return existing;
  }
  const entryId = Number(inserted[0]!.id);
  const accounts = await lockAccounts(db, postings);
  if (input.postedAt)
    await checkPostedAt(
      db,
      input.postedAt,
      [...accounts.values()].map((a) => a.id),
    );
  const written: PostedPosting[] = postings.map((p) => {
    const key = keyText(p.account);
    const account = accounts.get(key);
    if (!account) throw new Error(`ledger: account ${key} not locked`);
    const balanceAfter = account.balance + p.amount;
    if (account.merchant && balanceAfter < 0n) throw new AppError('INSUFFICIENT_BALANCE');
    if (balanceAfter > MAX_BALANCE_MINOR || balanceAfter < -MAX_BALANCE_MINOR)
      throw new AppError('BALANCE_LIMIT');
    account.balance = balanceAfter;
    return {
      accountId: account.id,
      key,
      currency: p.account.currency,
      amount: p.amount,
      balanceAfter,
    };
  });
  // The postings and the new balances in one statement (one round trip less on every movement).
  await db.execute(sql`
    WITH posted AS (
      INSERT INTO postings (entry_id, account_id, currency, amount, balance_after, order_type, created_at)
      VALUES ${joinSql(written.map((p) => sql`(${entryId}, ${p.accountId}, ${p.currency}, ${p.amount.toString()}::bigint, ${p.balanceAfter.toString()}::bigint, ${input.orderType ?? null}::smallint, ${at})`))})
    UPDATE ledger_accounts AS a SET balance = v.balance
    FROM (VALUES ${joinSql(written.map((p) => sql`(${p.accountId}::bigint, ${p.balanceAfter.toString()}::bigint)`))}) AS v(id, balance)
    WHERE a.id = v.id`);
  return { id: entryId, reference: input.reference, created: true, postings: written };
};

/** A reversing entry: the same postings with opposite signs (at most one reversal per entry). */
export const reverseEntry = async (
  db: DbOrTx,
  entryId: number,
  causedBy: string,
  memo: Record<string, unknown> = {},
) => {
  const rows = await queryRows<{
    reference: string;
    order_type: number | null;
    order_no: string | null;
    owner: string;
    merchant_id: string | null;
    currency: string;
    kind: number;
    amount: string;
  }>(
    db,
    sql`SELECT e.reference, e.order_type, e.order_no, a.owner, a.merchant_id, a.currency, a.kind, p.amount
        FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.id = ${entryId}`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return postEntry(db, {
    reference: `${rows[0]!.reference}:reversal`,
    orderType: rows[0]!.order_type as EntryInput['orderType'],
    // The reversal belongs to the same order: fund details name it by the original's number.
    orderNo: rows[0]!.order_no,
    causedBy,
    memo,
    reverses: entryId,
    postings: rows.map((r) => ({
      account: r.merchant_id
        ? { merchantId: r.merchant_id, currency: r.currency as never, type: r.kind as never }
        : { platform: r.kind as never, currency: r.currency as never },
      amount: -big(r.amount),
    })),
  });
};
