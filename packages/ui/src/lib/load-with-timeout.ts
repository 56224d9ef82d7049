import { LIMITS } from '@tradebridge/contracts';

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
}

/**
 * Wraps a lazy import so it fails after the spec's chunk-load time-out (§9: 120 s) instead of
 * leaving the screen loading forever; the route's error element then offers a way out.
 */
export const loadWithTimeout =
  <T>(load: () => Promise<T>, timeoutMs: number = LIMITS.chunkLoadTimeoutMs): (() => Promise<T>) =>
  () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadTimeoutError(`chunk not loaded within ${timeoutMs} ms`)),
        timeoutMs,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
