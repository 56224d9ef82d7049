// Test helpers for the writers: a sink that keeps what it receives, optionally slowly.
import { Writable } from 'node:stream';

export type Sink = Writable & {
  /** Ends the stream and answers everything it received. */
  bytes(): Promise<Buffer>;
  maxBuffered: number;
};

/**
 * A Writable that collects its chunks. With `delayMs` each write completes only after that
 * delay and the buffer is small, so a writer that ignores backpressure makes `maxBuffered` grow.
 */
export const sink = (options: { delayMs?: number; highWaterMark?: number } = {}): Sink => {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    highWaterMark: options.highWaterMark ?? 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      if (options.delayMs) setTimeout(done, options.delayMs);
      else done();
    },
  }) as Sink;
  stream.maxBuffered = 0;
  const write = stream.write.bind(stream) as (chunk: unknown) => boolean;
  stream.write = ((chunk: unknown) => {
    const accepted = write(chunk);
    stream.maxBuffered = Math.max(stream.maxBuffered, stream.writableLength);
    return accepted;
  }) as Sink['write'];
  stream.bytes = async () => {
    if (!stream.writableFinished) await new Promise((resolve) => stream.end(resolve));
    return Buffer.concat(chunks);
  };
  return stream;
};

/** Yields the given batches one by one, as the ledger does. */
export async function* batchesOf<T>(...batches: T[][]): AsyncGenerator<T[]> {
  for (const batch of batches) yield batch;
}
