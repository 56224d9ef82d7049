import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS, THROTTLE_AFTER, waitAfter } from './login-attempts.ts';

describe('waitAfter', () => {
  it('lets the first failures through, then doubles the wait up to 15 minutes', () => {
    expect([0, 1, 2].map(waitAfter)).toEqual([0, 0, 0]);
    expect(THROTTLE_AFTER).toBe(3);
    expect([3, 4, 5, 6, 12].map(waitAfter)).toEqual([1000, 2000, 4000, 8000, 512_000]);
    expect(waitAfter(13)).toBe(MAX_WAIT_MS);
    expect(waitAfter(500)).toBe(MAX_WAIT_MS);
  });
});
