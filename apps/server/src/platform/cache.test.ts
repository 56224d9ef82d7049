import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './cache.ts';

describe('ttlCache', () => {
  it('loads once within the time to live and again after it', async () => {
    let clock = 0;
    const load = vi.fn(async () => clock);
    const cache = ttlCache(load, 1000, () => clock);
    expect(await cache.get()).toBe(0);
    clock = 999;
    expect(await cache.get()).toBe(0);
    clock = 1000;
    expect(await cache.get()).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses and reloads after clear', async () => {
    const load = vi.fn(async () => 'v');
    const cache = ttlCache(load, 1000);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = ttlCache(async () => {
      if (fail) throw new Error('down');
      return 1;
    }, 1000);
    await expect(cache.get()).rejects.toThrow('down');
    fail = false;
    expect(await cache.get()).toBe(1);
  });
});
