// Many entries in one database transaction, set-based: a handful of statements per batch instead
// of five per entry. The same guarantees as postEntry — balanced entries, unique references with
// replay, accounts locked in id order, no merchant balance below zero — with each entry accepted
// or refused on its own: a refused entry (overdraft, reused reference, invalid) writes nothing
// and does not disturb the others.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  accountKey,
  keyText,
  normaliseEntry,
  type EntryInput,
  type PostingInput,
} from './entry.ts';
import { existingEntry, samePostings, type PostedEntry, type PostedPosting } from './post-entry.ts';

export type EntryOutcome = { ok: true; entry: PostedEntry } | { ok: false; error: Error };

/** Another transaction wrote one of the batch's references first: run the batch again. */
export class BatchConflict extends Error {}

const joinSql = (parts: SQL[]) => sql.join(parts, sql`, `);

export const postEntries = async (db: DbOrTx, inputs: EntryInput[]): Promise<EntryOutcome[]> => {
  const outcomes: (EntryOutcome | undefined)[] = new Array(inputs.length);
  const normalised = new Map<number, PostingInput[]>();
  inputs.forEach((input, i) => {
    try {
      normalised.set(i, normaliseEntry(input));
    } catch (error) {
      outcomes[i] = { ok: false, error: error as Error };
    }
  });

  // References already written (replays), and repeats inside the batch.
  const references = [...normalised.keys()].map((i) => inputs[i]!.reference);
  const existing = references.length
    ? await queryRows<{ reference: string }>(
        db,
        sql`SELECT reference FROM journal_entries WHERE reference IN (${joinSql(references.map((r) => sql`${r}`))})`,
      )
    : [];
  const written = new Set(existing.map((r) => r.reference));
  const firstInBatch = new Map<string, number>();
  const replays: number[] = [];
  for (const i of normalised.keys()) {
    const reference = inputs[i]!.reference;
    if (written.has(reference) || firstInBatch.has(reference)) replays.push(i);
    else firstInBatch.set(reference, i);
  }
  const fresh = [...firstInBatch.values()];

  // Lock every account the fresh entries touch, once, in id order.
  const keys = new Map<string, ReturnType<typeof accountKey>>();
  for (const i of fresh)
    for (const p of normalised.get(i)!) keys.set(keyText(p.account), accountKey(p.account));
  const accounts = new Map<string, { id: number; balance: bigint; merchant: boolean }>();
  if (keys.size > 0) {
    const sorted = [...keys.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, k]) => k);
    await db.execute(sql`
      INSERT INTO ledger_accounts (owner, merchant_id, currency, kind)
      VALUES ${joinSql(sorted.map((k) => sql`(${k.owner}, ${k.merchantId}::uuid, ${k.currency}, ${k.kind})`))}
      ON CONFLICT (owner, currency, kind) DO NOTHING`);
    const rows = await queryRows<{
      id: string | number;
      owner: string;
      currency: string;
      kind: number;
      balance: string;
    }>(
      db,
      sql`SELECT id, owner, currency, kind, balance FROM ledger_accounts
          WHERE (owner, currency, kind) IN (${joinSql(sorted.map((k) => sql`(${k.owner}, ${k.currency}, ${k.kind}::smallint)`))})
          ORDER BY id FOR UPDATE`,
    );
    for (const r of rows)
      accounts.set(`${r.owner}|${r.currency}|${r.kind}`, {
        id: Number(r.id),
        balance: BigInt(r.balance),
        merchant: r.owner !== 'P',
      });
  }

  // Apply in order, in memory; an overdraft refuses only its own entry.
  const accepted: { index: number; postings: PostedPosting[] }[] = [];
  for (const i of fresh) {
    const postings = normalised.get(i)!;
    const after = postings.map((p) => {
      const key = keyText(p.account);
      const account = accounts.get(key)!;
      return {
        key,
        account,
        amount: p.amount,
        balanceAfter: account.balance + p.amount,
        currency: p.account.currency,
      };
    });
    if (after.some((a) => a.account.merchant && a.balanceAfter < 0n)) {
      outcomes[i] = { ok: false, error: new AppError('INSUFFICIENT_BALANCE') };
      continue;
    }
    for (const a of after) a.account.balance = a.balanceAfter;
    accepted.push({
      index: i,
      postings: after.map((a) => ({
        accountId: a.account.id,
        key: a.key,
        currency: a.currency,
        amount: a.amount,
        balanceAfter: a.balanceAfter,
      })),
    });
  }

  if (accepted.length > 0) {
    const ids = await queryRows<{ id: string | number; reference: string }>(
      db,
      sql`INSERT INTO journal_entries (reference, order_type, order_no, idempotency_key, caused_by, memo, reverses)
          VALUES ${joinSql(
            accepted.map(({ index }) => {
              const e = inputs[index]!;
              return sql`(${e.reference}, ${e.orderType ?? null}, ${e.orderNo ?? null}, ${e.idempotencyKey ?? null}, ${e.causedBy}, ${JSON.stringify(e.memo ?? {})}::jsonb, ${e.reverses ?? null})`;
            }),
          )}
          ON CONFLICT (reference) DO NOTHING RETURNING id, reference`,
    );
    if (ids.length !== accepted.length)
      throw new BatchConflict('a reference of the batch was written concurrently');
    const idOf = new Map(ids.map((r) => [r.reference, Number(r.id)]));
    await db.execute(sql`
      INSERT INTO postings (entry_id, account_id, currency, amount, balance_after)
      VALUES ${joinSql(
        accepted.flatMap(({ index, postings }) =>
          postings.map(
            (p) =>
              sql`(${idOf.get(inputs[index]!.reference)!}, ${p.accountId}, ${p.currency}, ${p.amount.toString()}::bigint, ${p.balanceAfter.toString()}::bigint)`,
          ),
        ),
      )}`);
    const finalBalances = new Map<number, bigint>();
    for (const { postings } of accepted)
      for (const p of postings) finalBalances.set(p.accountId, p.balanceAfter);
    await db.execute(sql`
      UPDATE ledger_accounts AS a SET balance = v.balance
      FROM (VALUES ${joinSql([...finalBalances].map(([id, balance]) => sql`(${id}::bigint, ${balance.toString()}::bigint)`))}) AS v(id, balance)
      WHERE a.id = v.id`);
    for (const { index, postings } of accepted) {
      outcomes[index] = {
        ok: true,
        entry: {
          id: idOf.get(inputs[index]!.reference)!,
          reference: inputs[index]!.reference,
          created: true,
          postings,
        },
      };
    }
  }

  // Replays answer the entry already written, when their postings are the same.
  for (const i of replays) {
    const reference = inputs[i]!.reference;
    const first = firstInBatch.get(reference);
    const firstOutcome = first === undefined ? undefined : outcomes[first];
    const entry = firstOutcome?.ok
      ? firstOutcome.entry
      : written.has(reference)
        ? await existingEntry(db, reference)
        : undefined;
    if (!entry) {
      outcomes[i] = firstOutcome ?? { ok: false, error: new AppError('INSUFFICIENT_BALANCE') };
    } else if (!samePostings(entry.postings, normalised.get(i)!)) {
      outcomes[i] = { ok: false, error: new AppError('REFERENCE_REUSED') };
    } else {
      outcomes[i] = { ok: true, entry: { ...entry, created: false } };
    }
  }
  return outcomes.map((o) => o ?? { ok: false, error: new Error('ledger: entry not processed') });
};
