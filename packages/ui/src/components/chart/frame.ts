// Where things go in a chart of one band per day: the plot inside the margins, a band's left edge
// and centre, a value's height on an axis, a line through points, the tooltip's side, and the
// band the arrow keys move to. Pure functions (pixels only: no amount passes through here as text).
import { AXIS_INTERVALS, type Axis } from './axis.ts';

export type ChartMargin = { top: number; right: number; bottom: number; left: number };

/** A chart's viewBox (one unit a CSS pixel), its plot and its `count` equal bands. */
export type ChartFrame = {
  width: number;
  height: number;
  margin: ChartMargin;
  plotW: number;
  plotH: number;
  /** The plot's bottom: the value axis' lowest grid line. */
  baseY: number;
  /** The width of one band. */
  band: number;
  count: number;
};

export const chartFrame = (
  width: number,
  height: number,
  margin: ChartMargin,
  count: number,
): ChartFrame => {
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  return {
    width,
    height,
    margin,
    plotW,
    plotH,
    baseY: margin.top + plotH,
    band: plotW / count,
    count,
  };
};

/** The left edge of band `i`: the bands tile the plot from its left edge to its right one. */
export const bandX = (frame: ChartFrame, i: number) => frame.margin.left + frame.band * i;

/** The centre of band `i`, where its day's point, bars and date stand. */
export const bandCentre = (frame: ChartFrame, i: number) =>
  frame.margin.left + frame.band * (i + 0.5);

/** The height of `value` on `axis` (its `from` on the plot's bottom, its `to` on the top). */
export const valueY = (frame: ChartFrame, axis: Axis, value: number) =>
  frame.baseY - ((value - axis.from) / (axis.to - axis.from || 1)) * frame.plotH;

/** The height of grid line `k` (0 is the plot's bottom). */
export const gridY = (frame: ChartFrame, k: number) =>
  frame.baseY - (frame.plotH / AXIS_INTERVALS) * k;

/** An SVG path through the points, in order. */
export const linePath = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)},${y.toFixed(2)}`).join(' ');

/**
 * Where the tooltip of a point at `x` stands: its left edge in percent of the width (so the box
 * follows the SVG as it scales), opening away from the nearer edge.
 */
export const tooltipPlacement = (frame: ChartFrame, x: number) => ({
  leftPercent: (x / frame.width) * 100,
  opensLeft: x > frame.width / 2,
});

/**
 * The band an arrow key moves to from `active` (none: the first for →, the last for ←), kept
 * within the `count` bands.
 */
export const nextBand = (active: number | null, step: 1 | -1, count: number): number =>
  active === null ? (step > 0 ? 0 : count - 1) : Math.min(count - 1, Math.max(0, active + step));
