// The parts of the hand-made SVG charts of one band a day (the portal's daily fund chart and rate
// history): the focusable area with its SVG, hover bands, focused point and tooltip (BandChart),
// the value grid, the date axis and the line drawn inside it; and what stands in the chart's
// place while it loads or when it failed.
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
import { hasDateLabel, labelStep } from './axis.ts';
import { bandCentre, bandX, gridY, tooltipPlacement, type ChartFrame } from './frame.ts';
import type { ChartArea } from './use-chart-area.ts';

const useAxisText = () => {
  const { token } = theme.useToken();
  return { fontSize: 11, fill: token.colorTextSecondary };
};

const ChartSvg = ({
  frame,
  label,
  testId,
  children,
}: {
  frame: ChartFrame;
  /** What the chart shows, for screen readers. */
  label: string;
  testId: string;
  children: ReactNode;
}) => (
  <svg
    viewBox={`0 0 ${frame.width} ${frame.height}`}
    width="100%"
    // A fixed height: until the width is measured the drawing is scaled to fit, and nothing below
    // the chart moves when it is.
    height={frame.height}
    role="img"
    aria-label={label}
    style={{ display: 'block', overflow: 'visible' }}
    data-testid={testId}
  >
    {children}
  </svg>
);

/** The grid lines of the value axis, with their labels on the left (and on the right). */
export const ChartGrid = ({
  frame,
  left,
  right,
}: {
  frame: ChartFrame;
  left: readonly string[];
  right?: readonly string[];
}) => {
  const { token } = theme.useToken();
  const axisText = useAxisText();
  const { margin, width } = frame;
  return left.map((label, k) => {
    const y = gridY(frame, k);
    return (
      <g key={k}>
        <line
          x1={margin.left}
          x2={width - margin.right}
          y1={y}
          y2={y}
          stroke={token.colorBorderSecondary}
          strokeDasharray={k === 0 ? undefined : '3 3'}
        />
        <text x={margin.left - 6} y={y + 4} textAnchor="end" {...axisText}>
          {label}
        </text>
        {right ? (
          <text x={width - margin.right + 6} y={y + 4} textAnchor="start" {...axisText}>
            {right[k]}
          </text>
        ) : null}
      </g>
    );
  });
};

/** The dates under the bands, thinned out so they do not overlap, always ending with the last. */
export const DateAxis = ({
  frame,
  dates,
  testId,
}: {
  frame: ChartFrame;
  dates: readonly string[];
  testId: string;
}) => {
  const axisText = useAxisText();
  const every = labelStep(dates.length, frame.plotW);
  return dates.map((date, i) =>
    hasDateLabel(i, dates.length, every) ? (
      <text
        key={date}
        x={bandCentre(frame, i)}
        y={frame.height - 8}
        textAnchor="middle"
        {...axisText}
        data-testid={testId}
      >
        {formatDate(date, { withYear: false })}
      </text>
    ) : null,
  );
};

export const ChartLine = ({ d, testId }: { d: string; testId: string }) => {
  const { token } = theme.useToken();
  return (
    <path
      d={d}
      fill="none"
      stroke={token.colorPrimary}
      strokeWidth={2}
      strokeLinejoin="round"
      data-testid={testId}
    />
  );
};

/** The point of the line at the active day. */
const ChartDot = ({ x, y }: { x: number; y: number }) => {
  const { token } = theme.useToken();
  return <circle cx={x} cy={y} r={4} fill={token.colorPrimary} />;
};

/** A transparent band over each day, the plot's full height: hovering it shows that day. */
const HoverBands = ({
  frame,
  dates,
  testId,
  onEnter,
}: {
  frame: ChartFrame;
  dates: readonly string[];
  testId: string;
  onEnter: (i: number) => void;
}) =>
  dates.map((date, i) => (
    <rect
      key={date}
      x={bandX(frame, i)}
      y={frame.margin.top}
      width={frame.band}
      height={frame.plotH}
      fill="transparent"
      onMouseEnter={() => onEnter(i)}
      data-testid={testId}
      data-date={date}
    />
  ));

/** The box of the active day beside its point, under a title (its date). */
const ChartTooltip = ({
  id,
  testId,
  frame,
  x,
  title,
  children,
}: {
  id: string;
  testId: string;
  frame: ChartFrame;
  /** The active day's centre. */
  x: number;
  title: ReactNode;
  children: ReactNode;
}) => {
  const { token } = theme.useToken();
  const { leftPercent, opensLeft } = tooltipPlacement(frame, x);
  return (
    <div
      id={id}
      role="tooltip"
      data-testid={testId}
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
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{title}</div>
      {children}
    </div>
  );
};

/**
 * A chart of one band a day: the focusable area (its width measured), the SVG with the chart's
 * marks (`children`), the point of the shown day and the hover bands over them, and the shown
 * day's tooltip (its date over `tooltip`) beside it.
 */
export const BandChart = ({
  area,
  frame,
  dates,
  label,
  testIdPrefix,
  areaTestId,
  pointY,
  tooltip,
  children,
}: {
  area: ChartArea;
  frame: ChartFrame;
  dates: readonly string[];
  /** What the chart shows, for screen readers. */
  label: string;
  /** "rate" gives rate-chart-svg, rate-hover-target and rate-chart-tooltip. */
  testIdPrefix: string;
  areaTestId: string;
  /** The height of day `i`'s point. */
  pointY: (i: number) => number;
  /** The body of day `i`'s tooltip. */
  tooltip: (i: number) => ReactNode;
  children: ReactNode;
}) => {
  const { active, shown } = area;
  return (
    <div {...area.areaProps} data-testid={areaTestId}>
      <ChartSvg frame={frame} label={label} testId={`${testIdPrefix}-chart-svg`}>
        {children}
        {frame.count === 1 || shown !== null ? (
          <ChartDot x={bandCentre(frame, active ?? 0)} y={pointY(shown ?? 0)} />
        ) : null}
        <HoverBands
          frame={frame}
          dates={dates}
          testId={`${testIdPrefix}-hover-target`}
          onEnter={area.setActive}
        />
      </ChartSvg>
      {shown !== null ? (
        <ChartTooltip
          id={area.tooltipId}
          testId={`${testIdPrefix}-chart-tooltip`}
          frame={frame}
          x={bandCentre(frame, shown)}
          title={formatDate(dates[shown]!)}
        >
          {tooltip(shown)}
        </ChartTooltip>
      ) : null}
    </div>
  );
};

/** How a chart's data is loading, as its screen passes it in. */
export type ChartLoad = {
  isPending: boolean;
  isError: boolean;
  /** The server's (localized) message when the load failed. */
  errorMessage?: string | undefined;
  onRetry: () => void;
};

/**
 * What a chart shows before it can be drawn: a failure with a retry while there is no data, a
 * skeleton as tall as the chart (so the page does not shift when it arrives) while it loads; then
 * the chart (`children`) of what is drawn.
 */
export const ChartStates = <T,>({
  load,
  data,
  drawn,
  height,
  testId,
  texts,
  children,
}: {
  load: ChartLoad;
  data: T | undefined;
  /** What is drawn: `data` itself, or a deferred copy of it (undefined until it catches up). */
  drawn: T | undefined;
  height: number;
  /** "daily-chart" gives daily-chart-error and daily-chart-loading. */
  testId: string;
  texts: { failed: string; retry: string };
  children: (drawn: T) => ReactNode;
}) => {
  if (load.isError && !data)
    return (
      <Alert
        type="error"
        showIcon
        data-testid={`${testId}-error`}
        title={texts.failed}
        description={load.errorMessage || undefined}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={load.onRetry}>
            {texts.retry}
          </Button>
        }
      />
    );
  if (load.isPending || !drawn)
    return (
      <div style={{ minHeight: height }} data-testid={`${testId}-loading`}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  return <>{children(drawn)}</>;
};
