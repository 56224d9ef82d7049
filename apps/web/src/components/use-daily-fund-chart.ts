// The state and geometry of the daily fund chart (daily-fund-chart.tsx lays it out): its scales,
// the bands of its days, the balance line, the accessible summary and the day shown in the tooltip.
import { fromMinor, toMinor, type FundDaily, type FundDay } from '@tradebridge/contracts';
import {
  axisTicks,
  bandCentre,
  chartFrame,
  formatDate,
  formatMoney,
  linePath,
  niceAxis,
  useChartArea,
  valueY,
  type Axis,
} from '@tradebridge/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// Geometry of the viewBox. Its width is the container's, measured, so one unit is one CSS pixel
// and texts keep their size on any screen; DEFAULT_CHART_WIDTH until measured (and in tests).
export const DAILY_CHART_HEIGHT = 240;
const MARGIN = { top: 12, right: 64, bottom: 28, left: 64 };

export const isZero = (value: string) => /^-?0*(\.0*)?$/.test(value);

type Scales = { flow: Axis; balance: Axis };

// Decimal strings become numbers ONLY here and in the scales: for pixel positions and axis ticks,
// where a rounding error is a fraction of a pixel. Every amount shown as text uses the exact
// string through formatMoney.
const px = (value: string) => Number(value);

const scalesOf = (days: FundDay[]): Scales => {
  const flows = days.flatMap((d) => [px(d.inflow), px(d.outflow)]);
  const balances = days.map((d) => px(d.balance));
  const low = Math.min(...balances);
  const high = Math.max(...balances);
  return {
    flow: niceAxis(0, Math.max(...flows)),
    // A flat balance sits on an axis from zero rather than on a zero-height one.
    balance: low === high ? niceAxis(0, high) : niceAxis(low, high),
  };
};

/** Exact sum of decimal strings of one currency. */
const sumOf = (values: string[], currency: FundDaily['currency']) =>
  fromMinor(
    values.reduce((total, v) => total + toMinor(v, currency), 0n),
    currency,
  );

export const useDailyFundChart = (data: FundDaily) => {
  const { t, i18n } = useTranslation('wallet');
  const { days, currency } = data;
  const scales = useMemo(() => scalesOf(days), [days]);
  const compact = useMemo(
    () => new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 2 }),
    [i18n.language],
  );
  const area = useChartArea(days.length);
  const frame = chartFrame(area.width, DAILY_CHART_HEIGHT, MARGIN, days.length);
  const centre = (i: number) => bandCentre(frame, i);
  const flowY = (value: string) => valueY(frame, scales.flow, px(value));
  const balanceY = (value: string) => valueY(frame, scales.balance, px(value));
  const line = linePath(days.map((d, i) => [centre(i), balanceY(d.balance)]));

  const first = days[0]!;
  const last = days.at(-1)!;
  const summary = t('daily.summary', {
    currency,
    from: formatDate(first.date),
    to: formatDate(last.date),
    inflow: formatMoney(
      sumOf(
        days.map((d) => d.inflow),
        currency,
      ),
      currency,
    ),
    outflow: formatMoney(
      sumOf(
        days.map((d) => d.outflow),
        currency,
      ),
      currency,
    ),
    opening: formatMoney(data.openingBalance, currency),
    closing: formatMoney(last.balance, currency),
  });

  return {
    /** What BandChart draws the chart in. */
    band: {
      area,
      frame,
      dates: days.map((d) => d.date),
      label: summary,
      /** The height of day `i`'s balance. */
      pointY: (i: number) => balanceY(days[i]!.balance),
    },
    flowTicks: axisTicks(scales.flow).map((v) => compact.format(v)),
    balanceTicks: axisTicks(scales.balance).map((v) => compact.format(v)),
    barW: Math.max(1, Math.min(24, frame.band * 0.36)),
    centre,
    flowY,
    line,
  };
};
