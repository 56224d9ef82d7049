import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BandChart, ChartStates } from './chart-parts.tsx';
import { chartFrame } from './frame.ts';
import { useChartArea } from './use-chart-area.ts';

const DATES = ['2026-11-01', '2026-11-02', '2026-11-03'];

const Chart = () => {
  const area = useChartArea(DATES.length);
  const frame = chartFrame(area.width, 200, { top: 10, right: 10, bottom: 20, left: 10 }, 3);
  return (
    <BandChart
      area={area}
      frame={frame}
      dates={DATES}
      label="Three days"
      testIdPrefix="test"
      areaTestId="test-chart"
      pointY={(i) => 100 + i}
      tooltip={(i) => `day ${i}`}
    >
      <path data-testid="marks" />
    </BandChart>
  );
};

describe('BandChart', () => {
  it('shows a day on hover and with the arrow keys, described by its tooltip', async () => {
    render(<Chart />);
    const area = screen.getByTestId('test-chart');
    expect(screen.getByRole('img', { name: 'Three days' })).toBe(
      screen.getByTestId('test-chart-svg'),
    );
    expect(screen.getByTestId('marks')).toBeTruthy();
    expect(area.getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('circle')).toBeNull();

    const bands = screen.getAllByTestId('test-hover-target');
    expect(bands.map((b) => b.getAttribute('data-date'))).toEqual(DATES);
    fireEvent.mouseEnter(bands[1]!);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toContain('day 1');
    expect(area.getAttribute('aria-describedby')).toBe(tooltip.id);
    // The point of the hovered day, at its height.
    expect(document.querySelector('circle')!.getAttribute('cy')).toBe('101');
    fireEvent.mouseLeave(area);
    expect(screen.queryByRole('tooltip')).toBeNull();

    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('test-chart-tooltip').textContent).toContain('day 2');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip').textContent).toContain('day 2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('ChartStates', () => {
  const texts = { failed: 'Could not load', retry: 'Retry' };
  const load = { isPending: false, isError: false, onRetry: () => undefined };

  it('offers a retry when the load failed without data, and a skeleton while it loads', async () => {
    const onRetry = vi.fn();
    const failed = render(
      <ChartStates
        load={{ ...load, isError: true, errorMessage: 'Server said no', onRetry }}
        data={undefined}
        drawn={undefined}
        height={200}
        testId="test-chart"
        texts={texts}
      >
        {() => 'drawn'}
      </ChartStates>,
    );
    const alert = screen.getByTestId('test-chart-error');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('Server said no');
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
    failed.unmount();

    const loading = render(
      <ChartStates
        load={{ ...load, isPending: true }}
        data={[1]}
        drawn={[1]}
        height={200}
        testId="test-chart"
        texts={texts}
      >
        {() => 'drawn'}
      </ChartStates>,
    );
    expect(screen.getByTestId('test-chart-loading').style.minHeight).toBe('200px');
    loading.unmount();

    // A deferred copy not drawn yet still shows the skeleton.
    render(
      <ChartStates
        load={load}
        data={[1]}
        drawn={undefined}
        height={200}
        testId="test-chart"
        texts={texts}
      >
        {() => 'drawn'}
      </ChartStates>,
    );
    expect(screen.getByTestId('test-chart-loading')).toBeTruthy();
  });

  it('draws what is loaded, even after a failed refresh', () => {
    render(
      <ChartStates
        load={{ ...load, isError: true }}
        data={[1, 2]}
        drawn={[1, 2]}
        height={200}
        testId="test-chart"
        texts={texts}
      >
        {(drawn) => `drawn ${drawn.length}`}
      </ChartStates>,
    );
    expect(document.body.textContent).toBe('drawn 2');
  });
});
