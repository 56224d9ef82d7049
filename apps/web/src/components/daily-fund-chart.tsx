// The daily chart of one currency wallet (fund details and home): inflow and outflow bars per day
// (in the reader's time zone) on the left scale, the closing balance as a line on the right scale,
// a legend and a tooltip per day. Plain SVG (no chart library); texts in the wallet namespace.
import { ReloadOutlined } from '@ant-design/icons';
import { fromMinor, toMinor, type FundDaily, type FundDay } from '@tradebridge/contracts';
import { formatDate, formatMoney } from '@tradebridge/ui';
import { Alert, Button, Empty, Flex, Skeleton, theme, Typography } from 'antd';
import { useCallback, useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const DAY_MS = 86_400_000;

/** Today as a UTC calendar day (statements and the fund details filter count UTC days). */
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/** The reader's time zone (the browser's): the chart counts its days there. */
export const readerTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** The calendar day, YYYY-MM-DD, that `now` falls on in `timeZone` (UTC for an unknown zone). */
export const todayIn = (timeZone: string, now = new Date()): string => {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  } catch {
    return utcToday(now);
  }
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** An ISO date moved by whole days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The last `count` days up to the reader's today, both ends included, with the zone they are
 * counted in (the server groups the movements by the same days).
 */
export const lastDays = (count: number, now = new Date(), timeZone = readerTimeZone()) => {
  const dateTo = todayIn(timeZone, now);
  return { dateFrom: addDays(dateTo, -(count - 1)), dateTo, timeZone };
};

// Geometry of the viewBox. Its width is the container's, measured, so one unit is one CSS pixel
// and texts keep their size on any screen; DEFAULT_WIDTH until measured (and in tests).
const DEFAULT_WIDTH = 720;
const MIN_WIDTH = 280;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 64, bottom: 28, left: 64 };
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const BASE_Y = MARGIN.top + PLOT_H;
const INTERVALS = 4;
/** Room one date label ("11-22") needs on the x axis. */
const DATE_LABEL_PX = 64;

/**
 * The width of the element the returned ref is put on, kept up to date (`initial` until measured,
 * and in tests); never below MIN_WIDTH. The exchange's rate chart measures itself the same way.
 */
export const useMeasuredWidth = (initial = DEFAULT_WIDTH) => {
  const [width, setWidth] = useState(initial);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(Math.max(MIN_WIDTH, measured));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [width, ref] as const;
};

const NICE = [1, 2, 2.5, 5, 10];
/** The smallest 1/2/2.5/5 × 10ⁿ step not below `raw`. */
const niceStep = (raw: number): number => {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return (NICE.find((n) => n * magnitude >= raw * (1 - 1e-9)) ?? 10) * magnitude;
};

/**
 * An axis of INTERVALS equal nice steps covering [min, max], so the left and right scales share
 * their grid lines.
 */
export const niceAxis = (min: number, max: number) => {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  let step = niceStep((high - low) / INTERVALS || high / INTERVALS);
  for (let guard = 0; guard < 50; guard++) {
    const from = Math.floor(low / step) * step;
    if (from + step * INTERVALS >= high) return { from, to: from + step * INTERVALS, step };
    step = niceStep(step * 1.01);
  }
  return { from: low, to: high || 1, step: (high - low) / INTERVALS || 1 };
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

const isZero = (value: string) => /^-?0*(\.0*)?$/.test(value);

export type DailyFundChartProps = {
  data: FundDaily | undefined;
  isPending: boolean;
  isError: boolean;
  /** The server's (localized) message when the load failed. */
  errorMessage?: string | undefined;
  onRetry: () => void;
};

export const DailyFundChart = ({
  data,
  isPending,
  isError,
  errorMessage,
  onRetry,
}: DailyFundChartProps) => {
  const { t } = useTranslation('wallet');
  // A query's answer re-renders at once (synchronously): the chart's few hundred SVG elements are
  // drawn in a render of their own that gives way to the page (a phone would otherwise stall on
  // them while the page is still loading); the loading state stays until then.
  const shown = useDeferredValue(data);
  if (isError && !data)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="daily-chart-error"
        title={t('daily.loadFailed')}
        description={errorMessage || undefined}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    );
  if (isPending || !shown)
    return (
      // As tall as the chart it stands for, so the page does not shift when it arrives.
      <div style={{ minHeight: HEIGHT }} data-testid="daily-chart-loading">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  const moved = shown.days.some((d) => !isZero(d.inflow) || !isZero(d.outflow));
  if (!moved) {
    const balance = shown.days.at(-1)?.balance ?? shown.openingBalance;
    return (
      <Empty
        data-testid="daily-chart-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div>{t('daily.empty')}</div>
            <Typography.Text type="secondary">
              {t('daily.balanceThroughout', { amount: formatMoney(balance, shown.currency) })}
            </Typography.Text>
          </>
        }
      />
    );
  }
  return <Chart data={shown} />;
};

type Scales = {
  flow: ReturnType<typeof niceAxis>;
  balance: ReturnType<typeof niceAxis>;
};

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

const yOf = (axis: Scales['flow'], value: number) =>
  BASE_Y - ((value - axis.from) / (axis.to - axis.from || 1)) * PLOT_H;

/** Exact sum of decimal strings of one currency. */
const sumOf = (values: string[], currency: FundDaily['currency']) =>
  fromMinor(
    values.reduce((total, v) => total + toMinor(v, currency), 0n),
    currency,
  );

const Chart = ({ data }: { data: FundDaily }) => {
  const { t, i18n } = useTranslation('wallet');
  const { token } = theme.useToken();
  const tooltipId = useId();
  const [active, setActive] = useState<number | null>(null);
  const { days, currency } = data;
  const scales = useMemo(() => scalesOf(days), [days]);
  const compact = useMemo(
    () => new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 2 }),
    [i18n.language],
  );

  const [width, measure] = useMeasuredWidth();
  const plotW = width - MARGIN.left - MARGIN.right;
  const band = plotW / days.length;
  const barW = Math.max(1, Math.min(24, band * 0.36));
  const centre = (i: number) => MARGIN.left + band * (i + 0.5);
  const labelEvery = labelStep(days.length, plotW);
  const line = days
    .map(
      (d, i) =>
        `${i === 0 ? 'M' : 'L'}${centre(i).toFixed(2)},${yOf(scales.balance, px(d.balance)).toFixed(2)}`,
    )
    .join(' ');

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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      setActive((i) =>
        i === null
          ? step > 0
            ? 0
            : days.length - 1
          : Math.min(days.length - 1, Math.max(0, i + step)),
      );
    } else if (event.key === 'Escape') setActive(null);
  };

  const shown = active === null ? null : days[active];
  const ticks = Array.from({ length: INTERVALS + 1 }, (_, k) => k);
  const axisText = { fontSize: 11, fill: token.colorTextSecondary };

  return (
    <div data-testid="daily-chart">
      <Flex gap={16} wrap style={{ marginBottom: 8 }} data-testid="daily-chart-legend">
        <LegendItem colour={token.colorSuccess} label={t('daily.inflow')} />
        <LegendItem colour={token.colorError} label={t('daily.outflow')} />
        <LegendItem colour={token.colorPrimary} label={t('daily.balanceRight')} isLine />
      </Flex>
      <div
        ref={measure}
        style={{ position: 'relative' }}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        onMouseLeave={() => setActive(null)}
        aria-describedby={shown ? tooltipId : undefined}
        data-testid="daily-chart-area"
      >
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          // A fixed height: until the width is measured the drawing is scaled to fit, and nothing
          // below the chart moves when it is.
          height={HEIGHT}
          role="img"
          aria-label={summary}
          style={{ display: 'block', overflow: 'visible' }}
          data-testid="daily-chart-svg"
        >
          {ticks.map((k) => {
            const y = BASE_Y - (PLOT_H / INTERVALS) * k;
            return (
              <g key={k}>
                <line
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  y1={y}
                  y2={y}
                  stroke={token.colorBorderSecondary}
                  strokeDasharray={k === 0 ? undefined : '3 3'}
                />
                <text x={MARGIN.left - 6} y={y + 4} textAnchor="end" {...axisText}>
                  {compact.format(scales.flow.from + scales.flow.step * k)}
                </text>
                <text x={width - MARGIN.right + 6} y={y + 4} textAnchor="start" {...axisText}>
                  {compact.format(scales.balance.from + scales.balance.step * k)}
                </text>
              </g>
            );
          })}
          {active !== null ? (
            <rect
              x={MARGIN.left + band * active}
              y={MARGIN.top}
              width={band}
              height={PLOT_H}
              fill={token.colorFillSecondary}
            />
          ) : null}
          {days.map((d, i) => {
            const inflowY = yOf(scales.flow, px(d.inflow));
            const outflowY = yOf(scales.flow, px(d.outflow));
            return (
              <g key={d.date}>
                {isZero(d.inflow) ? null : (
                  <rect
                    x={centre(i) - barW}
                    y={Math.min(inflowY, BASE_Y - 1)}
                    width={barW}
                    height={Math.max(1, BASE_Y - inflowY)}
                    fill={token.colorSuccess}
                    data-testid="daily-inflow-bar"
                    data-date={d.date}
                  />
                )}
                {isZero(d.outflow) ? null : (
                  <rect
                    x={centre(i)}
                    y={Math.min(outflowY, BASE_Y - 1)}
                    width={barW}
                    height={Math.max(1, BASE_Y - outflowY)}
                    fill={token.colorError}
                    data-testid="daily-outflow-bar"
                    data-date={d.date}
                  />
                )}
                {hasDateLabel(i, days.length, labelEvery) ? (
                  <text
                    x={centre(i)}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    {...axisText}
                    data-testid="daily-date-label"
                  >
                    {formatDate(d.date, { withYear: false })}
                  </text>
                ) : null}
              </g>
            );
          })}
          <path
            d={line}
            fill="none"
            stroke={token.colorPrimary}
            strokeWidth={2}
            strokeLinejoin="round"
            data-testid="daily-balance-line"
          />
          {days.length === 1 || shown ? (
            <circle
              cx={centre(active ?? 0)}
              cy={yOf(scales.balance, px((shown ?? first).balance))}
              r={4}
              fill={token.colorPrimary}
            />
          ) : null}
          {days.map((d, i) => (
            <rect
              key={d.date}
              x={MARGIN.left + band * i}
              y={MARGIN.top}
              width={band}
              height={PLOT_H}
              fill="transparent"
              onMouseEnter={() => setActive(i)}
              data-testid="daily-hover-target"
              data-date={d.date}
            />
          ))}
        </svg>
        {shown && active !== null ? (
          <DayTooltip
            id={tooltipId}
            day={shown}
            currency={currency}
            // Percent of the width, so the box follows the SVG as it scales; it opens away from
            // the nearer edge.
            leftPercent={(centre(active) / width) * 100}
            opensLeft={centre(active) > width / 2}
          />
        ) : null}
      </div>
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

const DayTooltip = ({
  id,
  day,
  currency,
  leftPercent,
  opensLeft,
}: {
  id: string;
  day: FundDay;
  currency: string;
  leftPercent: number;
  opensLeft: boolean;
}) => {
  const { t } = useTranslation('wallet');
  const { token } = theme.useToken();
  const rows: [string, string, string | undefined][] = [
    [t('daily.inflow'), formatMoney(day.inflow, currency), token.colorSuccessText],
    [t('daily.outflow'), formatMoney(day.outflow, currency), token.colorErrorText],
    [t('daily.balance'), formatMoney(day.balance, currency), undefined],
  ];
  return (
    <div
      id={id}
      role="tooltip"
      data-testid="daily-chart-tooltip"
      style={{
        position: 'absolute',
        top: 0,
        left: `${leftPercent}%`,
        transform: opensLeft ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
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
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{formatDate(day.date)}</div>
      {rows.map(([label, value, colour]) => (
        <Flex key={label} justify="space-between" gap={16}>
          <span style={{ color: colour ?? token.colorTextSecondary }}>{label}</span>
          <span>{value}</span>
        </Flex>
      ))}
    </div>
  );
};
