// The axes of the hand-made SVG charts (the portal's daily fund chart and rate history): a value
// axis of nice steps and which days get their date written under the date axis. Pure functions,
// on numbers meant for pixel positions and tick labels only.

/** Grid intervals of a value axis: two axes of one chart share their grid lines. */
export const AXIS_INTERVALS = 4;

/** Room one date label ("11-22") needs on the date axis. */
export const DATE_LABEL_PX = 64;

/** A value axis: from its lowest to its highest grid line, in AXIS_INTERVALS equal steps. */
export type Axis = { from: number; to: number; step: number };

const NICE = [1, 2, 2.5, 5, 10];
/** The smallest 1/2/2.5/5 × 10ⁿ step not below `raw`. */
const niceStep = (raw: number): number => {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return (NICE.find((n) => n * magnitude >= raw * (1 - 1e-9)) ?? 10) * magnitude;
};

/**
 * An axis of AXIS_INTERVALS equal nice steps covering [min, max], so the left and right scales
 * share their grid lines.
 */
export const niceAxis = (min: number, max: number): Axis => {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  let step = niceStep((high - low) / AXIS_INTERVALS || high / AXIS_INTERVALS);
  for (let guard = 0; guard < 50; guard++) {
    const from = Math.floor(low / step) * step;
    if (from + step * AXIS_INTERVALS >= high)
      return { from, to: from + step * AXIS_INTERVALS, step };
    step = niceStep(step * 1.01);
  }
  return { from: low, to: high || 1, step: (high - low) / AXIS_INTERVALS || 1 };
};

/** The value at each grid line of an axis, lowest first (AXIS_INTERVALS + 1 of them). */
export const axisTicks = (axis: Axis): number[] =>
  Array.from({ length: AXIS_INTERVALS + 1 }, (_, k) => axis.from + axis.step * k);

/** Decimals the ticks of an axis with this step need to be written exactly ("0.0025" → 4). */
export const tickDecimals = (step: number): number => {
  for (let decimals = 0; decimals < 8; decimals += 1) {
    const scaled = step * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, scaled)) return decimals;
  }
  return 8;
};

/** Every how many days a date is written under the axis, so the labels do not overlap. */
export const labelStep = (dayCount: number, plotWidth: number) =>
  Math.ceil(dayCount / Math.max(2, Math.floor(plotWidth / DATE_LABEL_PX)));

/**
 * Whether day `i` of `dayCount` has its date under the axis: counted back from the last day, so the
 * axis always ends with the last day (today, in a chart of the last days) written under it.
 */
export const hasDateLabel = (i: number, dayCount: number, every: number) =>
  (dayCount - 1 - i) % every === 0;
