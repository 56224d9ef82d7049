import { describe, expect, it } from 'vitest';
import { axisTicks, hasDateLabel, labelStep, niceAxis, tickDecimals } from './axis.ts';

describe('chart axes', () => {
  it('covers the values with four nice steps', () => {
    expect(niceAxis(0, 12_345_678.91)).toEqual({ from: 0, to: 20_000_000, step: 5_000_000 });
    expect(niceAxis(1000, 1150.25)).toEqual({ from: 1000, to: 1200, step: 50 });
    expect(niceAxis(7.0912, 7.1234)).toEqual({ from: 7.09, to: 7.13, step: 0.01 });
    // A flat or empty range still gets an axis of some height; the ends may come in either order.
    expect(niceAxis(0, 0)).toEqual({ from: 0, to: 4, step: 1 });
    expect(niceAxis(80, 0)).toEqual({ from: 0, to: 80, step: 20 });
  });

  it('writes a tick at each grid line, lowest first', () => {
    expect(axisTicks({ from: 1000, to: 1200, step: 50 })).toEqual([1000, 1050, 1100, 1150, 1200]);
  });

  it('writes its ticks with the decimals their step needs', () => {
    expect(tickDecimals(50)).toBe(0);
    expect(tickDecimals(2.5)).toBe(1);
    expect(tickDecimals(0.0025)).toBe(4);
    expect(tickDecimals(0.125)).toBe(3);
  });

  it('thins the date labels out to the room they need, counted back from the last day', () => {
    // 592 units of plot hold 9 labels of 64: one in four of 30 days, one in ten of 90.
    expect(labelStep(30, 592)).toBe(4);
    expect(labelStep(90, 592)).toBe(10);
    expect(labelStep(7, 592)).toBe(1);
    // A narrow plot still writes two.
    expect(labelStep(30, 40)).toBe(15);
    expect(hasDateLabel(29, 30, 4)).toBe(true);
    expect(hasDateLabel(28, 30, 4)).toBe(false);
    expect(hasDateLabel(1, 30, 4)).toBe(true);
    expect(hasDateLabel(0, 30, 4)).toBe(false);
  });
});
