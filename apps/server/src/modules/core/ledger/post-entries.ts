// Many entries in one statement: the database function ledger_post_batch (migration 0009) writes
// them in a single round trip — one commit when called outside a transaction, which is what the
// group-commit batcher does. The same guarantees as postEntry — balanced entries, unique references
// with replay, accounts locked in id order, no merchant balance below zero — with each entry
// accepted or refused on its own: a refused entry (overdraft, reused reference, invalid) writes
// nothing and does not disturb the others.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  accountKey,
  keyText,
  normaliseEntry,
  type EntryInput,
  type PostingInput,
} from './entry.ts';
import { existingEntry, samePostings, type PostedEntry } from './post-entry.ts';

export type EntryOutcome = { ok: true; entry: PostedEntry } | { ok: false; error: Error };

type BatchOutcome =
  { x: 1 } | { e: 'INSUFFICIENT_BALANCE' } | { id: string; a: string[]; b: string[] };

const wireEntry = (input: EntryInput, postings: PostingInput[]) => ({
  r: input.reference,
  t: input.orderType ?? null,
  n: input.orderNo ?? null,
  i: input.idempotencyKey ?? null,
  c: input.causedBy,
  m: input.memo ?? {},
  v: input.reverses ?? null,
  p: postings.map((p) => {
    const k = accountKey(p.account);
    return [k.owner, k.merchantId, k.currency, k.kind, p.amount.toString()];
  }),
});

export const postEntries = async (db: DbOrTx, inputs: EntryInput[]): Promise<EntryOutcome[]> => {
  const outcomes: (EntryOutcome | undefined)[] = new Array(inputs.length);
  const normalised = new Map<number, PostingInput[]>();
  inputs.forEach((input, i) => {
    try {
      // Back-dating is postEntry's alone (PostEntryInput): a batch would post it at now.
      if ('postedAt' in input) throw new Error('ledger: the batch path does not back-date');
      normalised.set(i, normaliseEntry(input));
    } catch (error) {
      outcomes[i] = { ok: false, error: error as Error };
    }
  });

  // The first entry of each reference goes to the database; repeats inside the batch are replays.
  const firstInBatch = new Map<string, number>();
  const replays: number[] = [];
  for (const i of normalised.keys()) {
    const reference = inputs[i]!.reference;
    if (firstInBatch.has(reference)) replays.push(i);
    else firstInBatch.set(reference, i);
  }
  const fresh = [...firstInBatch.values()];
  const written = new Set<string>();

  if (fresh.length > 0) {
    const [row] = await queryRows<{ outcomes: BatchOutcome[] | string }>(
      db,
      sql`SELECT ledger_post_batch(${JSON.stringify(fresh.map((i) => wireEntry(inputs[i]!, normalised.get(i)!)))}::jsonb) AS outcomes`,
    );
    const answers: BatchOutcome[] =
      typeof row!.outcomes === 'string' ? JSON.parse(row!.outcomes) : row!.outcomes;
    fresh.forEach((i, n) => {
      const answer = answers[n]!;
      const reference = inputs[i]!.reference;
      if ('x' in answer) {
        written.add(reference);
        replays.push(i);
      } else if ('e' in answer) {
        outcomes[i] = { ok: false, error: new AppError(answer.e) };
      } else {
        outcomes[i] = {
          ok: true,
          entry: {
            id: Number(answer.id),
            reference,
            created: true,
            postings: normalised.get(i)!.map((p, k) => ({
              accountId: Number(answer.a[k]),
              key: keyText(p.account),
              currency: p.account.currency,
              amount: p.amount,
              balanceAfter: BigInt(answer.b[k]!),
            })),
          },
        };
      }
    });
  }

  // Replays answer the entry already written, when their postings are the same.
  for (const i of replays) {
    const reference = inputs[i]!.reference;
    const first = firstInBatch.get(reference);
    const firstOutcome = first === undefined || first === i ? undefined : outcomes[first];
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
