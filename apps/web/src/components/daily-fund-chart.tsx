// The daily chart of one currency wallet (fund details and home): inflow and outflow bars per day
// (in the reader's time zone) on the left scale, the closing balance as a line on the right scale,
// a legend and a tooltip per day. Plain SVG (no chart library); texts in the wallet namespace.
import type { FundDaily, FundDay } from '@tradebridge/contracts';
import {
  BandChart,
  bandX,
  ChartGrid,
  ChartLine,
  ChartStates,
  DateAxis,
  formatMoney,
  type ChartLoad,
} from '@tradebridge/ui';
import { Empty, Flex, theme, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_CHART_HEIGHT, isZero, useDailyFundChart } from './use-daily-fund-chart.ts';

export type DailyFundChartProps = ChartLoad & { data: FundDaily | undefined };

export const DailyFundChart = ({ data, ...load }: DailyFundChartProps) => {
  const { t } = useTranslation('wallet');
  // A query's answer re-renders at once (synchronously): the chart's few hundred SVG elements are
  // drawn in a render of their own that gives way to the page (a phone would otherwise stall on
  // them while the page is still loading); the loading state stays until then.
  const shown = useDeferredValue(data);
  return (
    <ChartStates
      load={load}
      data={data}
      drawn={shown}
      height={DAILY_CHART_HEIGHT}
      testId="daily-chart"
      texts={{ failed: t('daily.loadFailed'), retry: t('retry') }}
    >
      {(drawn) =>
        drawn.days.some((d) => !isZero(d.inflow) || !isZero(d.outflow)) ? (
          <Chart data={drawn} />
        ) : (
          <Empty
            data-testid="daily-chart-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <div>{t('daily.empty')}</div>
                <Typography.Text type="secondary">
                  {t('daily.balanceThroughout', {
                    amount: formatMoney(
                      drawn.days.at(-1)?.balance ?? drawn.openingBalance,
                      drawn.currency,
                    ),
                  })}
                </Typography.Text>
              </>
            }
          />
        )
      }
    </ChartStates>
  );
};

const Chart = ({ data }: { data: FundDaily }) => {
  const { t } = useTranslation('wallet');
  const { token } = theme.useToken();
  const chart = useDailyFundChart(data);
  const { centre, barW } = chart;
  const { frame, area } = chart.band;
  const { active } = area;
  const { days, currency } = data;
  return (
    <div data-testid="daily-chart">
      <Flex gap={16} wrap style={{ marginBottom: 8 }} data-testid="daily-chart-legend">
        <LegendItem colour={token.colorSuccess} label={t('daily.inflow')} />
        <LegendItem colour={token.colorError} label={t('daily.outflow')} />
        <LegendItem colour={token.colorPrimary} label={t('daily.balanceRight')} isLine />
      </Flex>
      <BandChart
        {...chart.band}
        testIdPrefix="daily"
        areaTestId="daily-chart-area"
        tooltip={(i) => <DayRows day={days[i]!} currency={currency} />}
      >
        <ChartGrid frame={frame} left={chart.flowTicks} right={chart.balanceTicks} />
        {active !== null ? (
          <rect
            x={bandX(frame, active)}
            y={frame.margin.top}
            width={frame.band}
            height={frame.plotH}
            fill={token.colorFillSecondary}
          />
        ) : null}
        {days.map((d, i) => (
          <g key={d.date}>
            {(
              [
                [d.inflow, centre(i) - barW, token.colorSuccess, 'daily-inflow-bar'],
                [d.outflow, centre(i), token.colorError, 'daily-outflow-bar'],
              ] as const
            ).map(([amount, x, fill, testId]) => {
              if (isZero(amount)) return null;
              const y = chart.flowY(amount);
              return (
                <rect
                  key={testId}
                  x={x}
                  y={Math.min(y, frame.baseY - 1)}
                  width={barW}
                  height={Math.max(1, frame.baseY - y)}
                  fill={fill}
                  data-testid={testId}
                  data-date={d.date}
                />
              );
            })}
          </g>
        ))}
        <DateAxis frame={frame} dates={chart.band.dates} testId="daily-date-label" />
        <ChartLine d={chart.line} testId="daily-balance-line" />
      </BandChart>
    </div>
  );
};

const LegendItem = ({
  colour,
  label,
  isLine = false,
}: {
  colour: string;
  label: string;
  isLine?: boolean;
}) => (
  <Flex align="center" gap={6}>
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 14,
        height: isLine ? 3 : 10,
        borderRadius: 2,
        background: colour,
      }}
    />
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {label}
    </Typography.Text>
  </Flex>
);

/** The exact amounts of a day, in the tooltip. */
const DayRows = ({ day, currency }: { day: FundDay; currency: string }) => {
  const { t } = useTranslation('wallet');
  const { token } = theme.useToken();
  const rows: [string, string, string | undefined][] = [
    [t('daily.inflow'), formatMoney(day.inflow, currency), token.colorSuccessText],
    [t('daily.outflow'), formatMoney(day.outflow, currency), token.colorErrorText],
    [t('daily.balance'), formatMoney(day.balance, currency), undefined],
  ];
  return rows.map(([label, value, colour]) => (
    <Flex key={label} justify="space-between" gap={16}>
      <span style={{ color: colour ?? token.colorTextSecondary }}>{label}</span>
      <span>{value}</span>
    </Flex>
  ));
};
