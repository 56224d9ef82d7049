// The server process's memory policy (ADR 0028). Between two full collections V8 lets its heap grow
// up to four times what survived the last one. The server's live heap is small (~40–50 MB: code,
// schemas, caches), but a bank file's import or a large export allocates fast in bursts: a
// 20,000-entry camt.054 with ~10 MB of it alive took the server from ~215 MB to 390–440 MB. Twice
// what survived took it to 350–390 MB at the same CPU per entry (docs/performance.md); more
// frequent full collections of a small heap cost milliseconds each.
import { setFlagsFromString } from 'node:v8';

/** The heap may grow to (1 + HEAP_GROWING_PERCENT / 100) times what survived a full collection. */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Applies the policy to this process. V8 reads the factor whenever it sets its next limit, so it
 * takes effect from the first full collection after this call: call it first thing at start.
 */
export const applyMemoryPolicy = () =>
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
