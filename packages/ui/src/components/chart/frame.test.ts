import { describe, expect, it } from 'vitest';
import {
  bandCentre,
  bandX,
  chartFrame,
  gridY,
  linePath,
  nextBand,
  tooltipPlacement,
  valueY,
} from './frame.ts';

const FRAME = chartFrame(720, 240, { top: 12, right: 64, bottom: 28, left: 64 }, 4);

describe('chart frame', () => {
  it('puts the plot inside the margins and cuts it into equal bands', () => {
    expect(FRAME).toMatchObject({ plotW: 592, plotH: 200, baseY: 212, band: 148, count: 4 });
    expect([0, 1, 2, 3].map((i) => bandX(FRAME, i))).toEqual([64, 212, 360, 508]);
    // The bands tile the plot: the last ends on the right margin, and each centre is in its band.
    expect(bandX(FRAME, 3) + FRAME.band).toBe(720 - 64);
    expect(bandCentre(FRAME, 0)).toBe(138);
    expect(bandCentre(FRAME, 3)).toBe(582);
  });

  it('places values on their axis and the grid lines on the plot', () => {
    const axis = { from: 1000, to: 1200, step: 50 };
    expect(valueY(FRAME, axis, 1000)).toBe(212);
    expect(valueY(FRAME, axis, 1200)).toBe(12);
    expect(valueY(FRAME, axis, 1150)).toBe(62);
    // A zero-height axis does not divide by zero.
    expect(valueY(FRAME, { from: 5, to: 5, step: 0 }, 5)).toBe(212);
    expect([0, 1, 4].map((k) => gridY(FRAME, k))).toEqual([212, 162, 12]);
  });

  it('draws a line through the points in order', () => {
    expect(linePath([])).toBe('');
    expect(
      linePath([
        [138, 62],
        [286.5, 12.125],
      ]),
    ).toBe('M138.00,62.00 L286.50,12.13');
  });

  it('opens the tooltip away from the nearer edge', () => {
    expect(tooltipPlacement(FRAME, 180)).toEqual({ leftPercent: 25, opensLeft: false });
    expect(tooltipPlacement(FRAME, 540)).toEqual({ leftPercent: 75, opensLeft: true });
  });

  it('moves the active band with the arrow keys within the bands', () => {
    expect(nextBand(null, 1, 4)).toBe(0);
    expect(nextBand(null, -1, 4)).toBe(3);
    expect(nextBand(1, 1, 4)).toBe(2);
    expect(nextBand(3, 1, 4)).toBe(3);
    expect(nextBand(0, -1, 4)).toBe(0);
  });
});
