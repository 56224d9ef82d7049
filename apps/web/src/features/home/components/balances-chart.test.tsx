import { walletApi } from '@tradebridge/contracts';
import type { FundDailyQuery } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';
import { expectLastInput } from '../../../test/lists.ts';
import { largestCurrency } from './balances-chart.tsx';
import { walletOf } from '../../../test/wallet-fixtures.ts';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('../../../app/pages/home-page.tsx'),
);

const WALLETS = { result: { list: [walletOf('CNY', '9.99'), walletOf('USD', '125000.00')] } };

const dailyAnswer = ({ currency, dateTo }: FundDailyQuery) => ({
  result: {
    currency,
    openingBalance: '0.00',
    days: [{ date: dateTo, inflow: '125000.00', outflow: '0.00', balance: '125000.00' }],
  },
});

describe('home balances chart', () => {
  it('defaults to the largest available balance, else USD', () => {
    expect(largestCurrency([walletOf('CNY', '350000.00'), walletOf('USD', '125000.00')])).toBe(
      'CNY',
    );
    expect(largestCurrency([walletOf('USD', '0.10'), walletOf('EUR', '0.09')])).toBe('USD');
    expect(largestCurrency([walletOf('USDT', '1.00000001'), walletOf('EUR', '1.00')])).toBe('USDT');
    expect(largestCurrency([walletOf('EUR', '0.00'), walletOf('USD', '0.00')])).toBe('USD');
    expect(largestCurrency([walletOf('EUR', '0.00')])).toBe('EUR');
    expect(largestCurrency([])).toBe('USD');
  });

  it("charts the last 30 days up to the reader's today, of the chosen wallet", async () => {
    // 04:00 on the 23rd in Shanghai, still the 22nd in UTC: the chart ends on the 23rd.
    vi.stubEnv('TZ', 'Asia/Shanghai');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T20:00:00Z'));
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/main', {
      language: 'en-US',
      api: [on(walletApi.list, WALLETS), on(walletApi.daily, dailyAnswer)],
    });
    const chart = await screen.findByTestId('home-daily', {}, { timeout: 5_000 });
    expect(chart.textContent).toContain('Inflow and outflow, last 30 days');
    await within(chart).findByTestId('daily-inflow-bar');
    expect(inputsTo(walletApi.daily)).toEqual([
      { currency: 'USD', dateFrom: '2026-10-25', dateTo: '2026-11-23', timeZone: 'Asia/Shanghai' },
    ]);
    await user.click(within(chart).getByRole('combobox'));
    await user.click(await screen.findByTitle('CNY'));
    await expectLastInput(inputsTo, walletApi.daily, {
      currency: 'CNY',
      dateFrom: '2026-10-25',
      dateTo: '2026-11-23',
      timeZone: 'Asia/Shanghai',
    });
  });

  it('offers a retry when the chart fails, leaving the balances shown', async () => {
    renderApp('/main', {
      language: 'zh-CN',
      api: [
        on(walletApi.list, WALLETS),
        on(walletApi.daily, { errorCode: 'SERVER_ERROR', message: '服务器错误' }),
      ],
    });
    const chart = await screen.findByTestId('home-daily', {}, { timeout: 5_000 });
    expect(chart.textContent).toContain('近 30 天收支');
    expect((await within(chart).findByTestId('daily-chart-error')).textContent).toContain(
      '图表加载失败',
    );
    expect(screen.getByTestId('home-balance-USD').textContent).toContain('125,000.00 USD');
  });
});
