import { describe, expect, it } from 'vitest';
import { tickDecimals } from '@tradebridge/ui';
import { rateRange } from './use-rate-history-chart.ts';

describe('the rate chart', () => {
  it('writes its ticks with the decimals their step needs', () => {
    expect(tickDecimals(50)).toBe(0);
    expect(tickDecimals(2.5)).toBe(1);
    expect(tickDecimals(0.01)).toBe(2);
    expect(tickDecimals(0.0025)).toBe(4);
    expect(tickDecimals(0.00001)).toBe(5);
  });

  it('finds the lowest and highest rate exactly', () => {
    expect(
      rateRange([
        { date: '2026-11-01', rate: '7.1000000001' },
        { date: '2026-11-02', rate: '7.1000000000' },
        { date: '2026-11-03', rate: '7.0999999999' },
      ]),
    ).toEqual({ low: '7.0999999999', high: '7.1000000001' });
  });
});
