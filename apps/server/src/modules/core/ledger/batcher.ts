// Group commit for callers that post entries at a high rate: entries submitted while batches are
// being written wait and go together in the next one (postEntries: one statement, one commit).
// Up to `maxInFlight` batches are written at once on separate connections; batches touching the
// same accounts serialise on their row locks in the database. Each caller still gets its own
// answer: its entry, or its own refusal.
import type { Db } from '../../../platform/db/client.ts';
import type { EntryInput } from './entry.ts';
import { postEntries } from './post-entries.ts';
import type { PostedEntry } from './post-entry.ts';

type Waiting = {
  input: EntryInput;
  resolve: (entry: PostedEntry) => void;
  reject: (error: unknown) => void;
};

/** Deadlock or serialization failure (incl. a reference written concurrently): run it again. */
const retryable = (error: unknown) => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '40P01' || code === '40001';
};

export type LedgerBatcher = {
  submit(input: EntryInput): Promise<PostedEntry>;
  idle(): Promise<void>;
};

export const createLedgerBatcher = (
  db: Db,
  options: { maxBatch?: number; maxInFlight?: number } = {},
): LedgerBatcher => {
  const maxBatch = options.maxBatch ?? 256;
  const maxInFlight = options.maxInFlight ?? 1;
  let queue: Waiting[] = [];
  const inFlight = new Set<Promise<void>>();

  const write = async (batch: Waiting[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await postEntries(
          db,
          batch.map((w) => w.input),
        );
        outcomes.forEach((outcome, i) =>
          outcome.ok ? batch[i]!.resolve(outcome.entry) : batch[i]!.reject(outcome.error),
        );
        return;
      } catch (error) {
        if (attempt < 5 && retryable(error)) continue;
        for (const waiting of batch) waiting.reject(error);
        return;
      }
    }
  };

  const kick = () => {
    while (queue.length > 0 && inFlight.size < maxInFlight) {
      // Spread what waits over the free slots: batches written side by side overlap one's commit
      // with the next one's work, instead of one full batch while the other slots stay idle.
      const size = Math.min(maxBatch, Math.ceil(queue.length / (maxInFlight - inFlight.size)));
      const batch = queue.slice(0, size);
      queue = queue.slice(batch.length);
      const running: Promise<void> = write(batch).finally(() => {
        inFlight.delete(running);
        kick();
      });
      inFlight.add(running);
    }
  };

  return {
    submit(input) {
      return new Promise<PostedEntry>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        // Let the other callers of this tick join the batch.
        if (inFlight.size < maxInFlight) queueMicrotask(kick);
      });
    },
    async idle() {
      while (inFlight.size > 0 || queue.length > 0) {
        kick();
        await Promise.all(inFlight);
      }
    },
  };
};
