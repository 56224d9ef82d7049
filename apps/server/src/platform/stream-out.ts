// Writing to a Writable with backpressure: the writers write large chunks and wait for 'drain'
// when the stream's buffer is full, so a slow disk or client never makes memory grow.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Writes one chunk, waiting for 'drain' when the stream asks; answers the bytes written. */
export const writeChunk = async (out: Writable, chunk: Uint8Array): Promise<number> => {
  if (chunk.length === 0) return 0;
  if (out.destroyed) throw closedError();
  if (!out.write(chunk)) await drained(out);
  return chunk.length;
};

/** Resolves at the stream's next 'drain'; rejects if it fails or closes first. */
export const drained = async (out: Writable): Promise<void> => {
  if (out.destroyed) throw closedError();
  const closed = new AbortController();
  const onClose = () => closed.abort(closedError());
  out.once('close', onClose);
  try {
    await once(out, 'drain', { signal: closed.signal });
  } finally {
    out.off('close', onClose);
  }
};

const closedError = () => new Error('the output stream closed before the export finished');
