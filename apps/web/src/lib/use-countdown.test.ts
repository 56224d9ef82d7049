import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds, localDeadline } from './use-countdown.ts';

describe('a server moment on this clock', () => {
  it('counts what is left from the server’s own time, whatever this clock says', () => {
    const received = Date.parse('2026-11-25T10:00:00.000Z');
    // The server's clock is 37 minutes behind: its minute still ends a minute after arrival.
    expect(
      localDeadline('2026-11-25T09:24:00.000Z', '2026-11-25T09:23:00.000Z', received) - received,
    ).toBe(60_000);
    expect(localDeadline('later', '2026-11-25T09:23:00.000Z', received)).toBeNaN();
  });

  it('writes seconds as mm:ss', () => {
    expect(formatMinutesSeconds(0)).toBe('00:00');
    expect(formatMinutesSeconds(59)).toBe('00:59');
    expect(formatMinutesSeconds(900)).toBe('15:00');
    expect(formatMinutesSeconds(3600)).toBe('60:00');
    expect(formatMinutesSeconds(-3)).toBe('00:00');
  });
});
