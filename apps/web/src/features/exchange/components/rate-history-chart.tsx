// The mid rate of a pair over the last days (exchange/history.json): one line through a point a
// day, its scale on the left, dates under it, a tooltip per day (hover or the arrow keys) and a
// summary for screen readers. Plain SVG on the chart parts of @tradebridge/ui (the wallet's daily
// chart is drawn on the same ones), no chart library.
import {
  BandChart,
  ChartGrid,
  ChartLine,
  ChartStates,
  DateAxis,
  formatRate,
  type ChartLoad,
} from '@tradebridge/ui';
import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  RATE_CHART_HEIGHT,
  useRateHistoryChart,
  type RatePoint,
} from './use-rate-history-chart.ts';

export type RateHistoryChartProps = ChartLoad & {
  /** The rate of 1 `from` in `to`, oldest first; undefined while loading. */
  points: readonly RatePoint[] | undefined;
  from: string;
  to: string;
};

export const RateHistoryChart = ({ points, from, to, ...load }: RateHistoryChartProps) => {
  const { t } = useTranslation('exchange');
  return (
    <ChartStates
      load={load}
      data={points}
      drawn={points}
      height={RATE_CHART_HEIGHT}
      testId="rate-chart"
      texts={{ failed: t('chart.loadFailed'), retry: t('retry') }}
    >
      {(drawn) =>
        drawn.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('chart.empty')}
            data-testid="rate-chart-empty"
          />
        ) : (
          <Chart points={drawn} from={from} to={to} />
        )
      }
    </ChartStates>
  );
};

const Chart = ({
  points,
  from,
  to,
}: {
  points: readonly RatePoint[];
  from: string;
  to: string;
}) => {
  const { t } = useTranslation('exchange');
  const { token } = theme.useToken();
  const chart = useRateHistoryChart(points, from, to);
  const { x } = chart;
  const { frame, area } = chart.band;
  const { active } = area;
  return (
    <BandChart
      {...chart.band}
      testIdPrefix="rate"
      areaTestId="rate-chart"
      tooltip={(i) => <div>{t('rate.line', { from, rate: formatRate(points[i]!.rate), to })}</div>}
    >
      <ChartGrid frame={frame} left={chart.ticks} />
      {active !== null ? (
        <line
          x1={x(active)}
          x2={x(active)}
          y1={frame.margin.top}
          y2={frame.baseY}
          stroke={token.colorBorder}
        />
      ) : null}
      <path d={chart.under} fill={token.colorPrimary} fillOpacity={0.08} />
      <ChartLine d={chart.line} testId="rate-chart-line" />
      <DateAxis frame={frame} dates={chart.band.dates} testId="rate-date-label" />
    </BandChart>
  );
};
