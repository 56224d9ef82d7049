// The state of a chart's area: its measured width, and the band shown in the tooltip (hover, or
// the arrow keys once the area has the focus; Escape, leaving or blurring hides it).
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { nextBand } from './frame.ts';

/** The width drawn before the container is measured (and in tests). */
export const DEFAULT_CHART_WIDTH = 720;
const MIN_WIDTH = 280;

/**
 * The width of the element the returned ref is put on, kept up to date (`initial` until measured,
 * and in tests); never below MIN_WIDTH.
 */
export const useMeasuredWidth = (initial = DEFAULT_CHART_WIDTH) => {
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

/**
 * A chart of `count` bands: its width, the active band (null: none), the band shown in the tooltip
 * (the active one while it is within the data) and the props of the focusable area around its SVG
 * and tooltip.
 */
export const useChartArea = (count: number) => {
  const [width, measure] = useMeasuredWidth();
  const tooltipId = useId();
  const [active, setActive] = useState<number | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      setActive((i) => nextBand(i, step, count));
    } else if (event.key === 'Escape') setActive(null);
  };
  const clear = () => setActive(null);
  const shown = active !== null && active < count ? active : null;
  const areaProps = {
    ref: measure,
    style: { position: 'relative' },
    tabIndex: 0,
    onKeyDown,
    onBlur: clear,
    onMouseLeave: clear,
    'aria-describedby': shown === null ? undefined : tooltipId,
  } as const;
  return { width, active, shown, setActive, tooltipId, areaProps };
};

export type ChartArea = ReturnType<typeof useChartArea>;
