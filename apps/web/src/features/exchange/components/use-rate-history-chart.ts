// The state and geometry of the rate history chart (rate-history-chart.tsx lays it out): its axis
// and ticks, the bands of its days, the line and the area under it, the accessible summary and
// the day shown in the tooltip.
import { rateUnitsOf } from '@tradebridge/contracts';
import {
  axisTicks,
  bandCentre,
  chartFrame,
  formatDate,
  formatRate,
  linePath,
  niceAxis,
  tickDecimals,
  useChartArea,
  valueY,
} from '@tradebridge/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type RatePoint = { date: string; rate: string };

export const RATE_CHART_HEIGHT = 220;
const MARGIN = { top: 12, right: 20, bottom: 28, left: 64 };

// Rates become numbers ONLY for pixel positions and the axis' ticks, where a rounding error is a
// fraction of a pixel; every rate shown as text is the exact string through formatRate.
const px = (rate: string) => Number(rate);

/** The lowest and highest rate of the points, compared exactly. */
export const rateRange = (points: readonly RatePoint[]) => {
  let low = points[0];
  let high = points[0];
  for (const p of points) {
    if (!low || rateUnitsOf(p.rate) < rateUnitsOf(low.rate)) low = p;
    if (!high || rateUnitsOf(p.rate) > rateUnitsOf(high.rate)) high = p;
  }
  return { low: low?.rate ?? '', high: high?.rate ?? '' };
};

export const useRateHistoryChart = (points: readonly RatePoint[], from: string, to: string) => {
  const { t, i18n } = useTranslation('exchange');
  const area = useChartArea(points.length);

  const axis = useMemo(() => {
    const values = points.map((p) => px(p.rate));
    return niceAxis(Math.min(...values), Math.max(...values));
  }, [points]);
  const ticks = useMemo(() => {
    const decimals = tickDecimals(axis.step);
    const format = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    return axisTicks(axis).map((value) => format.format(value));
  }, [axis, i18n.language]);

  const frame = chartFrame(area.width, RATE_CHART_HEIGHT, MARGIN, points.length);
  const x = (i: number) => bandCentre(frame, i);
  const y = (rate: string) => valueY(frame, axis, px(rate));
  const line = linePath(points.map((p, i) => [x(i), y(p.rate)]));
  const under = `${line} L${x(points.length - 1).toFixed(2)},${frame.baseY} L${x(0).toFixed(2)},${frame.baseY} Z`;

  const first = points[0]!;
  const last = points.at(-1)!;
  const { low, high } = rateRange(points);
  const summary = t('chart.summary', {
    from,
    to,
    start: formatDate(first.date),
    end: formatDate(last.date),
    first: formatRate(first.rate),
    last: formatRate(last.rate),
    low: formatRate(low),
    high: formatRate(high),
  });

  return {
    /** What BandChart draws the chart in. */
    band: {
      area,
      frame,
      dates: points.map((p) => p.date),
      label: summary,
      /** The height of day `i`'s rate. */
      pointY: (i: number) => y(points[i]!.rate),
    },
    ticks,
    x,
    line,
    /** The area under the line. */
    under,
  };
};
