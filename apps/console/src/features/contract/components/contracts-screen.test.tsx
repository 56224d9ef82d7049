import { contractApi } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, pageOf } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectRefused, outageOf, retryAfter } from '../../../test/failures.ts';
import { cells, choose, rowsOf } from '../../../test/screen.ts';
import { CONTRACT_ID, contractRow, MERCHANT_ID } from './test-data.ts';

afterEach(cleanUp);

const table = () => screen.findByTestId('contracts-table', {}, { timeout: 10_000 });
const OTHER = '00000000-0000-4000-8000-000000000e02';

describe('trade contracts', { timeout: 40_000 }, () => {
  it('opens on the review queue: merchant, numbers, buyer, trade type, amount, validity, orders and state', async () => {
    const { inputsTo } = renderApp('/contracts', {
      language: 'en-US',
      as: 'reviewer',
      api: [
        on(contractApi.opsList, (body) =>
          pageOf(
            [
              contractRow(),
              contractRow({
                id: OTHER,
                contractNo: 'SV-2026-0002',
                recordNo: 'TC2026112100000002',
                tradeType: 1,
                currency: 'JPY',
                amount: '1500000',
                orderCount: 1,
                orderTotal: '1500000',
                state: 1,
              }),
            ],
            body,
          ),
        ),
      ],
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(2));
    expect(inputsTo(contractApi.opsList)).toEqual([{ queue: 'review', pageNum: 1, pageSize: 20 }]);
    expect(cells(rowsOf(view)[0]!).slice(0, 8)).toEqual([
      'M100000001Demo Trading',
      'PD-2026-0117TC2026112000000001',
      'Lumière Distribution SARLFrance',
      'Goods',
      '250,000.00 USD',
      '11/01/2026\u00a0– 10/31/2027',
      '12 orders65,520.00 USD',
      'Under review',
    ]);
    expect(cells(rowsOf(view)[1]!).slice(3, 8)).toEqual([
      'Services',
      '1,500,000 JPY',
      '11/01/2026\u00a0– 10/31/2027',
      '1 order1,500,000 JPY',
      'Effective',
    ]);
    expect(screen.getByTestId(`contract-link-${CONTRACT_ID}`).getAttribute('href')).toBe(
      `/contracts/${CONTRACT_ID}`,
    );
    expect(screen.getByTestId(`contract-open-${CONTRACT_ID}`).textContent).toBe('Review');
    expect(screen.getByTestId(`contract-open-${OTHER}`).textContent).toBe('View');
    expect(screen.queryByTestId('contracts-state-filter')).toBeNull();
  });

  it('sends the state, trade type, currency, keyword and merchant filters, and clears them but not the queue', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp(
      `/contracts?tab=all&merchantId=${MERCHANT_ID}&merchantLabel=Demo%20Trading%20(M100000001)`,
      {
        language: 'en-US',
        as: 'admin',
        api: [on(contractApi.opsList, (body) => pageOf([], body))],
      },
    );
    await table();
    await choose('contracts-state-filter', 'Deleted');
    await choose('contracts-trade-type-filter', 'Services');
    await choose('contracts-currency-filter', 'EUR');
    await user.type(
      within(screen.getByTestId('contracts-keyword-filter')).getByRole('searchbox'),
      ' Lumière {Enter}',
    );
    await waitFor(() =>
      expect(inputsTo(contractApi.opsList).at(-1)).toEqual({
        queue: 'all',
        state: 3,
        tradeType: 1,
        currency: 'EUR',
        keyword: 'Lumière',
        merchantId: MERCHANT_ID,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(await screen.findByText('No contract matches the filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(inputsTo(contractApi.opsList).at(-1)).toEqual({
        queue: 'all',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(router.state.location.search).toBe('?tab=all');
  });

  it('counts the orders in Russian plurals, and formats amounts and dates in Russian', async () => {
    renderApp('/contracts?tab=all', {
      language: 'ru-RU',
      as: 'reviewer',
      api: [
        on(contractApi.opsList, (body) =>
          pageOf(
            [
              contractRow(),
              contractRow({ id: OTHER, orderCount: 3, state: 2 }),
              contractRow({ id: '00000000-0000-4000-8000-000000000e03', orderCount: 21 }),
            ],
            body,
          ),
        ),
      ],
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(3));
    expect(rowsOf(view).map((row) => cells(row)[6])).toEqual([
      '12 заказов65\u00a0520,00 USD',
      '3 заказа65\u00a0520,00 USD',
      '21 заказ65\u00a0520,00 USD',
    ]);
    expect(cells(rowsOf(view)[0]!)[5]).toBe('01.11.2026\u00a0– 31.10.2027');
    expect(cells(rowsOf(view)[1]!)[7]).toBe('Отклонён');
    expect(screen.getByRole('tab', { name: 'На проверке' })).toBeTruthy();
  });

  it('says when nothing waits, and when the list cannot be loaded, with a retry', async () => {
    const user = userEvent.setup();
    const outage = outageOf(contractApi.opsList, (body) => pageOf([], body), '服务器错误');
    renderApp('/contracts', {
      language: 'zh-CN',
      as: 'admin',
      api: [outage.answer],
    });
    await retryAfter(user, outage, 'contracts-error', '重 试');
    expect(await screen.findByText('暂无待审核的合同')).toBeTruthy();
  });

  it.each(['finance', 'manager'] as const)('is refused to %s', async (role) => {
    renderApp('/contracts', { language: 'en-US', as: role, api: [] });
    await expectRefused();
    expect(screen.queryByTestId('menu-item-contracts')).toBeNull();
  });
});
