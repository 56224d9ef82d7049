import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, loadWithTimeout } from './load-with-timeout.ts';

describe('loadWithTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a loaded module through', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ ok: 1 }))()).resolves.toEqual({ ok: 1 });
  });

  it('fails after the chunk-load time-out of the spec (120 s)', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => undefined))();
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes a load failure through', async () => {
    const failing = loadWithTimeout(() => Promise.reject(new Error('chunk 404')));
    await expect(failing()).rejects.toThrow('chunk 404');
  });
});
