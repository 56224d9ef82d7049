import { AgreementState, BizFlag, walletApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mainUser, memberUser, renderApp, screenTests } from '../../../test/render-app.tsx';
import { walletOf } from '../../../test/wallet-fixtures.ts';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('../../../app/pages/home-page.tsx'),
);

const WALLETS = on(walletApi.list, {
  result: {
    list: [walletOf('USD', '125000.00')],
  },
});

const DETAILS = on(walletApi.details, {
  result: {
    list: [
      {
        id: 'm1',
        time: '2026-11-20T09:30:00.000Z',
        currency: 'USD',
        orderType: 5,
        kind: null,
        orderNo: 'WT1',
        direction: 'out',
        amount: '1250.75',
        balanceAfter: '123749.25',
        counterparty: 'B*****o',
        note: null,
      },
    ],
    total: 1,
    totalCapped: false,
    pageNum: 1,
    pageSize: 5,
  },
});

const at = (hour: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, hour, 30));
};

describe('home', () => {
  it.each([
    [7, 'en-US', 'Good morning, Demo Admin'],
    [12, 'zh-CN', '中午好，Demo Admin'],
    [15, 'ru-RU', 'Добрый день, Demo Admin'],
    [21, 'en-US', 'Good evening, Demo Admin'],
  ] as const)('greets by the hour (%i h, %s)', async (hour, language, text) => {
    at(hour);
    renderApp('/main', { language, api: [WALLETS] });
    const greeting = await screen.findByTestId('home-greeting-text', {}, { timeout: 5_000 });
    expect(greeting.textContent).toBe(text);
  });

  it('shows merchant, balances, recent movements, manager and pending agreements', async () => {
    const { inputsTo } = renderApp('/main', {
      language: 'en-US',
      user: mainUser({
        bizList: [
          { bizFlag: BizFlag.B2B, agreementState: AgreementState.Accepted },
          { bizFlag: BizFlag.B2C, agreementState: AgreementState.Pending },
        ],
      }),
      api: [WALLETS, DETAILS],
    });
    const home = await screen.findByTestId('home-screen', {}, { timeout: 5_000 });
    expect(within(home).getByTestId('home-merchant-name').textContent).toBe(
      'Demo Trading Co., Ltd.',
    );
    expect(within(home).getByTestId('account-state').textContent).toBe('Normal');
    expect((await within(home).findByTestId('home-balance-USD')).textContent).toContain(
      '125,000.00 USD',
    );
    expect((await within(home).findByTestId('home-recent-list')).textContent).toContain(
      '-1,250.75 USD',
    );
    expect(inputsTo(walletApi.details)).toEqual([{ pageNum: 1, pageSize: 5 }]);
    expect(within(home).queryByTestId('agreement-pending-b2b')).toBeNull();
    expect(within(home).getByTestId('agreement-pending-b2c').textContent).toContain('Li Wei');
    expect(within(home).getByTestId('account-manager-details').textContent).toContain('Li Wei');
    expect(within(home).getByTestId('quick-transfer')).toBeTruthy();
    expect(within(home).getByTestId('quick-team')).toBeTruthy();
  });

  it("shows the wallet's own queries: the wallet screen reads the same cache entry", async () => {
    const { inputsTo, router } = renderApp('/main', {
      language: 'en-US',
      api: [WALLETS, DETAILS],
    });
    await screen.findByTestId('home-balance-USD', {}, { timeout: 5_000 });
    await router.navigate('/wallet');
    expect(await screen.findByTestId('wallet-card-USD', {}, { timeout: 5_000 })).toBeTruthy();
    expect(inputsTo(walletApi.list)).toHaveLength(1);
  });

  it('shows a member without wallet:view no money and asks nothing of the wallet', async () => {
    const { fetchMock } = renderApp('/main', { language: 'en-US', user: memberUser() });
    const home = await screen.findByTestId('home-screen', {}, { timeout: 5_000 });
    expect(within(home).getByTestId('home-greeting-text').textContent).toContain('Mia Member');
    expect(within(home).queryByTestId('home-balances')).toBeNull();
    expect(within(home).queryByTestId('home-recent')).toBeNull();
    expect(within(home).queryByTestId('quick-wallet')).toBeNull();
    expect(within(home).queryByTestId('quick-team')).toBeNull();
    expect(within(home).getByTestId('quick-secure')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/wallet/'))).toBe(false);
  });
});
