// Group commit for callers that post entries at a high rate: entries submitted while a batch is
// being written wait and go together in the next transaction (postEntries). Each caller still gets
// its own answer: its entry, or its own refusal.
import type { Db } from '../../platform/db/client.ts';
import type { EntryInput } from './entry.ts';
import { BatchConflict, postEntries } from './post-entries.ts';
import type { PostedEntry } from './post-entry.ts';

type Waiting = {
  input: EntryInput;
  resolve: (entry: PostedEntry) => void;
  reject: (error: unknown) => void;
};

/** Deadlock or serialization failure from PostgreSQL, or a reference race: worth running again. */
const retryable = (error: unknown) => {
  if (error instanceof BatchConflict) return true;
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '40P01' || code === '40001';
};

export type LedgerBatcher = {
  submit(input: EntryInput): Promise<PostedEntry>;
  idle(): Promise<void>;
};

export const createLedgerBatcher = (db: Db, options: { maxBatch?: number } = {}): LedgerBatcher => {
  const maxBatch = options.maxBatch ?? 256;
  let queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  const flush = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      for (let attempt = 1; ; attempt++) {
        try {
          const outcomes = await db.transaction((tx) =>
            postEntries(
              tx,
              batch.map((w) => w.input),
            ),
          );
          outcomes.forEach((outcome, i) =>
            outcome.ok ? batch[i]!.resolve(outcome.entry) : batch[i]!.reject(outcome.error),
          );
          break;
        } catch (error) {
          if (attempt < 5 && retryable(error)) continue;
          for (const waiting of batch) waiting.reject(error);
          break;
        }
      }
    }
  };

  const kick = () => {
    if (running) return;
    running = flush().finally(() => {
      running = null;
      // Entries that arrived after the last look at the queue.
      if (queue.length > 0) kick();
    });
  };

  return {
    submit(input) {
      return new Promise<PostedEntry>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        kick();
      });
    },
    async idle() {
      while (running) await running;
    },
  };
};
