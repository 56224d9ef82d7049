// The mid rate of a pair over the last days (exchange/history.json): one line through a point a
// day, its scale on the left, dates under it, a tooltip per day (hover or the arrow keys) and a
// summary for screen readers. Plain SVG drawn like the wallet's daily chart
// (components/daily-fund-chart.tsx: its axis, date labels and measured width), no chart library.
import { ReloadOutlined } from '@ant-design/icons';
import { rateUnitsOf } from '@tradebridge/contracts';
import { formatDate, formatRate } from '@tradebridge/ui';
import { Alert, Button, Empty, Skeleton, theme } from 'antd';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasDateLabel,
  labelStep,
  niceAxis,
  useMeasuredWidth,
} from '../../../components/daily-fund-chart.tsx';

export type RatePoint = { date: string; rate: string };

const HEIGHT = 220;
const MARGIN = { top: 12, right: 20, bottom: 28, left: 64 };
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const BASE_Y = MARGIN.top + PLOT_H;
const INTERVALS = 4;

// Rates become numbers ONLY for pixel positions and the axis' ticks, where a rounding error is a
// fraction of a pixel; every rate shown as text is the exact string through formatRate.
const px = (rate: string) => Number(rate);

/** Decimals the ticks of an axis with this step need to be written exactly ("0.0025" → 4). */
export const tickDecimals = (step: number): number => {
  for (let decimals = 0; decimals < 8; decimals += 1) {
    const scaled = step * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, scaled)) return decimals;
  }
  return 8;
};

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

export type RateHistoryChartProps = {
  /** The rate of 1 `from` in `to`, oldest first; undefined while loading. */
  points: readonly RatePoint[] | undefined;
  from: string;
  to: string;
  isPending: boolean;
  isError: boolean;
  errorMessage?: string | undefined;
  onRetry: () => void;
};

export const RateHistoryChart = ({
  points,
  from,
  to,
  isPending,
  isError,
  errorMessage,
  onRetry,
}: RateHistoryChartProps) => {
  const { t } = useTranslation('exchange');
  if (isError && !points)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="rate-chart-error"
        title={t('chart.loadFailed')}
        description={errorMessage || undefined}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    );
  if (isPending || !points)
    return (
      // As tall as the chart it stands for, so the page does not shift when it arrives.
      <div style={{ minHeight: HEIGHT }} data-testid="rate-chart-loading">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  if (points.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('chart.empty')}
        data-testid="rate-chart-empty"
      />
    );
  return <Chart points={points} from={from} to={to} />;
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
  const { t, i18n } = useTranslation('exchange');
  const { token } = theme.useToken();
  const tooltipId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [width, measure] = useMeasuredWidth();

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
    return Array.from({ length: INTERVALS + 1 }, (_, k) => ({
      k,
      label: format.format(axis.from + axis.step * k),
    }));
  }, [axis, i18n.language]);

  const plotW = width - MARGIN.left - MARGIN.right;
  const band = plotW / points.length;
  const x = (i: number) => MARGIN.left + band * (i + 0.5);
  const y = (rate: string) =>
    BASE_Y - ((px(rate) - axis.from) / (axis.to - axis.from || 1)) * PLOT_H;
  const labelEvery = labelStep(points.length, plotW);
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(2)},${y(p.rate).toFixed(2)}`)
    .join(' ');
  const area = `${line} L${x(points.length - 1).toFixed(2)},${BASE_Y} L${x(0).toFixed(2)},${BASE_Y} Z`;

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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      setActive((i) =>
        i === null
          ? step > 0
            ? 0
            : points.length - 1
          : Math.min(points.length - 1, Math.max(0, i + step)),
      );
    } else if (event.key === 'Escape') setActive(null);
  };

  const shown = active === null ? null : points[active];
  const axisText = { fontSize: 11, fill: token.colorTextSecondary };

  return (
    <div
      ref={measure}
      style={{ position: 'relative' }}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(null)}
      onMouseLeave={() => setActive(null)}
      aria-describedby={shown ? tooltipId : undefined}
      data-testid="rate-chart"
    >
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={summary}
        style={{ display: 'block', overflow: 'visible' }}
        data-testid="rate-chart-svg"
      >
        {ticks.map(({ k, label }) => {
          const tickY = BASE_Y - (PLOT_H / INTERVALS) * k;
          return (
            <g key={k}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={tickY}
                y2={tickY}
                stroke={token.colorBorderSecondary}
                strokeDasharray={k === 0 ? undefined : '3 3'}
              />
              <text x={MARGIN.left - 6} y={tickY + 4} textAnchor="end" {...axisText}>
                {label}
              </text>
            </g>
          );
        })}
        {active !== null ? (
          <line
            x1={x(active)}
            x2={x(active)}
            y1={MARGIN.top}
            y2={BASE_Y}
            stroke={token.colorBorder}
          />
        ) : null}
        <path d={area} fill={token.colorPrimary} fillOpacity={0.08} />
        <path
          d={line}
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth={2}
          strokeLinejoin="round"
          data-testid="rate-chart-line"
        />
        {points.map((p, i) =>
          hasDateLabel(i, points.length, labelEvery) ? (
            <text
              key={p.date}
              x={x(i)}
              y={HEIGHT - 8}
              textAnchor="middle"
              {...axisText}
              data-testid="rate-date-label"
            >
              {formatDate(p.date, { withYear: false })}
            </text>
          ) : null,
        )}
        {points.length === 1 || shown ? (
          <circle
            cx={x(active ?? 0)}
            cy={y((shown ?? first).rate)}
            r={4}
            fill={token.colorPrimary}
          />
        ) : null}
        {points.map((p, i) => (
          <rect
            key={p.date}
            x={MARGIN.left + band * i}
            y={MARGIN.top}
            width={band}
            height={PLOT_H}
            fill="transparent"
            onMouseEnter={() => setActive(i)}
            data-testid="rate-hover-target"
            data-date={p.date}
          />
        ))}
      </svg>
      {shown && active !== null ? (
        <div
          id={tooltipId}
          role="tooltip"
          data-testid="rate-chart-tooltip"
          style={{
            position: 'absolute',
            top: 0,
            left: `${(x(active) / width) * 100}%`,
            // It opens away from the nearer edge.
            transform:
              x(active) > width / 2 ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
            pointerEvents: 'none',
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            borderRadius: token.borderRadius,
            padding: '8px 12px',
            fontSize: 12,
            whiteSpace: 'nowrap',
            zIndex: 1,
          }}
        >
          <div style={{ fontWeight: 600, marginBottom: 4 }}>{formatDate(shown.date)}</div>
          <div>{t('rate.line', { from, rate: formatRate(shown.rate), to })}</div>
        </div>
      ) : null}
    </div>
  );
};
