import type { FundDaily } from '@tradebridge/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasDateLabel, labelStep, niceAxis } from '@tradebridge/ui';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createWebI18n } from '../test/i18n.ts';
import { addDays } from '../lib/dates.ts';
import { DailyFundChart, type DailyFundChartProps } from './daily-fund-chart.tsx';

const DATA: FundDaily = {
  currency: 'USD',
  openingBalance: '1000.00',
  days: [
    { date: '2026-11-01', inflow: '0.00', outflow: '0.00', balance: '1000.00' },
    { date: '2026-11-02', inflow: '250.50', outflow: '100.25', balance: '1150.25' },
    { date: '2026-11-03', inflow: '0.00', outflow: '0.00', balance: '1150.25' },
    { date: '2026-11-04', inflow: '0.00', outflow: '1150.25', balance: '0.00' },
    { date: '2026-11-05', inflow: '12345678.91', outflow: '0.00', balance: '12345678.91' },
  ],
};

const renderChart = (props: Partial<DailyFundChartProps>, language: 'en-US' | 'ru-RU' = 'en-US') =>
  render(
    <I18nextProvider i18n={createWebI18n({ language })}>
      <DailyFundChart
        data={undefined}
        isPending={false}
        isError={false}
        onRetry={() => undefined}
        {...props}
      />
    </I18nextProvider>,
  );

describe('daily fund chart', () => {
  it('draws a bar for each non-zero inflow and outflow and one balance line through every day', () => {
    renderChart({ data: DATA });
    const inflows = screen.getAllByTestId('daily-inflow-bar');
    const outflows = screen.getAllByTestId('daily-outflow-bar');
    expect(inflows.map((b) => b.getAttribute('data-date'))).toEqual(['2026-11-02', '2026-11-05']);
    expect(outflows.map((b) => b.getAttribute('data-date'))).toEqual(['2026-11-02', '2026-11-04']);
    // The largest flow is the tallest bar.
    const height = (el: Element) => Number(el.getAttribute('height'));
    expect(height(inflows[1]!)).toBeGreaterThan(height(outflows[1]!));
    const line = screen.getByTestId('daily-balance-line').getAttribute('d')!;
    expect(line.match(/[ML]/g)).toHaveLength(5);
    expect(screen.getAllByTestId('daily-hover-target')).toHaveLength(5);
    expect(screen.getByTestId('daily-chart-legend').textContent).toBe(
      'InflowOutflowBalance (right scale)',
    );
  });

  it('sums the period exactly in its accessible summary', () => {
    renderChart({ data: DATA });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'USD wallet from 11/01/2026 to 11/05/2026: 12,345,929.41 USD in, 1,250.5 USD out; ' +
        'balance 1,000 USD at the start and 12,345,678.91 USD at the end.',
    );
  });

  it('shows the exact amounts of a day on hover and with the arrow keys', async () => {
    renderChart({ data: DATA });
    const targets = screen.getAllByTestId('daily-hover-target');
    fireEvent.mouseEnter(targets[1]!);
    const tooltip = screen.getByTestId('daily-chart-tooltip');
    expect(tooltip.textContent).toBe(
      '11/02/2026Inflow250.5 USDOutflow100.25 USDBalance1,150.25 USD',
    );
    fireEvent.mouseLeave(screen.getByTestId('daily-chart-area'));
    expect(screen.queryByTestId('daily-chart-tooltip')).toBeNull();

    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('daily-chart-tooltip').textContent).toContain('12,345,678.91 USD');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tooltip').textContent).toContain('11/04/2026');
  });

  it('thins the date labels out on a long period', () => {
    const days = Array.from({ length: 90 }, (_, i) => ({
      date: addDays('2026-08-01', i),
      inflow: i % 7 === 0 ? '10.00' : '0.00',
      outflow: '0.00',
      balance: `${10 * Math.floor(i / 7) + 10}.00`,
    }));
    renderChart({ data: { currency: 'EUR', openingBalance: '0.00', days } });
    const labels = screen.getAllByTestId('daily-date-label').map((l) => l.textContent);
    // 90 days on the default 720-unit width: one label in ten days, counted back from the last.
    expect(labels).toHaveLength(9);
    expect(labels[0]).toBe('08/10');
    expect(labels.at(-1)).toBe('10/29');
  });

  it('ends the axis with the last day written under it, whatever the number of days', () => {
    for (const length of [7, 30, 31, 90, 366]) {
      const days = Array.from({ length }, (_, i) => ({
        date: addDays('2026-10-01', i - length + 1),
        inflow: i === 0 ? '1.00' : '0.00',
        outflow: '0.00',
        balance: '1.00',
      }));
      const { unmount } = renderChart({ data: { currency: 'EUR', openingBalance: '0.00', days } });
      const labels = screen.getAllByTestId('daily-date-label').map((l) => l.textContent);
      expect(labels.at(-1), `${length} days`).toBe('10/01');
      // The last day is on the axis even without movement: a hover target and a zero tooltip.
      expect(screen.getAllByTestId('daily-hover-target').at(-1)!.getAttribute('data-date')).toBe(
        '2026-10-01',
      );
      unmount();
    }
    expect(hasDateLabel(29, 30, 4)).toBe(true);
    expect(hasDateLabel(28, 30, 4)).toBe(false);
    expect(hasDateLabel(25, 30, 4)).toBe(true);
    expect(labelStep(30, 592)).toBe(4);
  });

  it('says when nothing moved, with the balance carried through', () => {
    renderChart({
      data: {
        currency: 'JPY',
        openingBalance: '5000',
        days: [
          { date: '2026-11-01', inflow: '0', outflow: '0', balance: '5000' },
          { date: '2026-11-02', inflow: '0', outflow: '0', balance: '5000' },
        ],
      },
    });
    const empty = screen.getByTestId('daily-chart-empty');
    expect(empty.textContent).toContain('No movements in this period');
    expect(empty.textContent).toContain('Balance throughout: 5,000 JPY');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the failure with a retry, and a skeleton while loading', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderChart(
      { isError: true, errorMessage: 'Sorry, server error.', onRetry },
      'ru-RU',
    );
    const alert = screen.getByTestId('daily-chart-error');
    expect(alert.textContent).toContain('Не удалось загрузить график');
    expect(alert.textContent).toContain('Sorry, server error.');
    await userEvent.setup().click(within(alert).getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    renderChart({ isPending: true });
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
  });
});

describe('chart helpers', () => {
  it('builds axes of four nice steps that cover the values', () => {
    expect(niceAxis(0, 12_345_678.91)).toEqual({ from: 0, to: 20_000_000, step: 5_000_000 });
    expect(niceAxis(1000, 1150.25)).toEqual({ from: 1000, to: 1200, step: 50 });
    expect(niceAxis(0, 0)).toEqual({ from: 0, to: 4, step: 1 });
  });
});
