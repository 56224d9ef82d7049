import { payeeApi } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, pageOf } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectRefused, outageOf, retryAfter } from '../../../test/failures.ts';
import { cells, choose, rowsOf } from '../../../test/screen.ts';
import { CARD_ID, CARD_PAYEE, PAYEE_ID, payeeRow } from './test-data.ts';

afterEach(cleanUp);

const table = () => screen.findByTestId('payees-table', {}, { timeout: 10_000 });

const card = payeeRow({
  ...CARD_PAYEE,
  state: 2,
  merNo: 'M100000002',
  merchantName: 'Pengda Lighting',
});

describe('payees', { timeout: 40_000 }, () => {
  it('opens on the review queue: merchant, payee and bank, method, usage, account, currency and state', async () => {
    const { inputsTo } = renderApp('/payees', {
      language: 'en-US',
      as: 'reviewer',
      api: [on(payeeApi.opsList, (body) => pageOf([payeeRow(), card], body))],
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(2));
    expect(inputsTo(payeeApi.opsList)).toEqual([{ state: 1, pageNum: 1, pageSize: 20 }]);
    expect(cells(rowsOf(view)[0]!).slice(0, 7)).toEqual([
      'M100000001Demo Trading',
      'Evergreen Components IncJPMorgan Chase Bank',
      'Bank account',
      'Transfer',
      '•••• 6789United States',
      'USD',
      'Under review',
    ]);
    expect(cells(rowsOf(view)[1]!).slice(0, 7)).toEqual([
      'M100000002Pengda Lighting',
      'CHAN TAI MANHong Kong',
      'Visa card',
      'Transfer',
      '•••• 1111',
      'HKD',
      'Approved',
    ]);
    expect(screen.getByTestId(`payee-link-${PAYEE_ID}`).getAttribute('href')).toBe(
      `/payees/${PAYEE_ID}`,
    );
    expect(screen.getByTestId(`payee-open-${PAYEE_ID}`).textContent).toBe('Review');
    expect(screen.getByTestId(`payee-open-${CARD_ID}`).textContent).toBe('View');
    // The review queue has one state: no state filter.
    expect(screen.queryByTestId('payees-state-filter')).toBeNull();
  });

  it('opens a payee from its row', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/payees', {
      language: 'en-US',
      as: 'reviewer',
      api: [on(payeeApi.opsList, (body) => pageOf([payeeRow()], body))],
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(1));
    await user.click(screen.getByTestId(`payee-open-${PAYEE_ID}`));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payees/${PAYEE_ID}`));
  });

  it('sends the state, method, usage, currency, merchant number and name filters on all payees, and clears them but not the queue', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp('/payees?tab=all', {
      language: 'en-US',
      as: 'admin',
      api: [on(payeeApi.opsList, (body) => pageOf([], body))],
    });
    await table();
    // Every payee, the review queue first as the server orders it: no state asked for.
    expect(inputsTo(payeeApi.opsList)).toEqual([{ pageNum: 1, pageSize: 20 }]);
    await choose('payees-state-filter', 'Refused');
    await choose('payees-method-filter', 'Visa card');
    await choose('payees-usage-filter', 'Transfer');
    await choose('payees-currency-filter', 'EUR');
    await user.type(
      within(screen.getByTestId('payees-merno-filter')).getByRole('searchbox'),
      ' M100000001 {Enter}',
    );
    await user.type(
      within(screen.getByTestId('payees-name-filter')).getByRole('searchbox'),
      ' chan {Enter}',
    );
    await waitFor(() =>
      expect(inputsTo(payeeApi.opsList).at(-1)).toEqual({
        state: 3,
        merNo: 'M100000001',
        method: 'card',
        usage: 'transfer',
        currency: 'EUR',
        name: 'chan',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(await screen.findByText('No payee matches the filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the first request (answered from the cache).
    expect(await screen.findByText('No payee has been added yet')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=all');
  });

  it('leaves the state behind when going back to the review queue', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp('/payees?tab=all&state=2&method=bank', {
      language: 'en-US',
      as: 'reviewer',
      api: [on(payeeApi.opsList, (body) => pageOf([], body))],
    });
    await table();
    expect(inputsTo(payeeApi.opsList)[0]).toEqual({
      state: 2,
      method: 'bank',
      pageNum: 1,
      pageSize: 20,
    });
    await user.click(screen.getByTestId('payees-tab-review'));
    await waitFor(() =>
      expect(inputsTo(payeeApi.opsList).at(-1)).toEqual({
        state: 1,
        method: 'bank',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(router.state.location.search).toBe('?method=bank');
  });

  it('names methods, usages, states and queues in Chinese and Russian', async () => {
    const api = [
      on(payeeApi.opsList, (body) => pageOf([payeeRow({ usage: 'withdraw' }), card], body)),
    ];
    const zh = renderApp('/payees', { language: 'zh-CN', as: 'reviewer', api });
    let view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(2));
    expect(cells(rowsOf(view)[0]!).slice(2, 7)).toEqual([
      '银行账户',
      '提现',
      '•••• 6789美国',
      'USD',
      '审核中',
    ]);
    expect(cells(rowsOf(view)[1]!).slice(2, 7)).toEqual([
      'Visa 卡',
      '付款',
      '•••• 1111',
      'HKD',
      '已通过',
    ]);
    expect(screen.getByRole('tab', { name: '待审核' })).toBeTruthy();
    expect(screen.getByTestId(`payee-open-${PAYEE_ID}`).textContent).toBe('审 核');
    zh.unmount();
    cleanUp();
    renderApp('/payees', { language: 'ru-RU', as: 'reviewer', api });
    view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(2));
    expect(cells(rowsOf(view)[0]!).slice(2, 7)).toEqual([
      'Банковский счёт',
      'Вывод средств',
      '•••• 6789Соединенные Штаты',
      'USD',
      'На проверке',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Продавец' })).toBeTruthy();
    expect(screen.getByTestId(`payee-open-${PAYEE_ID}`).textContent).toBe('Проверить');
  });

  it('says when nothing waits, and when the list cannot be loaded, with a retry', async () => {
    const user = userEvent.setup();
    const outage = outageOf(payeeApi.opsList, (body) => pageOf([], body));
    renderApp('/payees', {
      language: 'en-US',
      as: 'reviewer',
      api: [outage.answer],
    });
    await retryAfter(user, outage, 'payees-error');
    expect(await screen.findByText('No payee is waiting for review')).toBeTruthy();
  });

  it('is in a reviewer’s menu under the global accounts', async () => {
    renderApp('/payees', {
      language: 'en-US',
      as: 'reviewer',
      api: [on(payeeApi.opsList, (body) => pageOf([], body))],
    });
    await table();
    const item = await screen.findByTestId('menu-item-payees');
    expect(item.textContent).toBe('Payees');
    expect(screen.getByTestId('menu-group-globalAccounts').closest('li')?.contains(item)).toBe(
      true,
    );
  });

  it.each(['finance', 'manager'] as const)('is refused to %s', async (role) => {
    renderApp('/payees', { language: 'en-US', as: role, api: [] });
    await expectRefused();
    expect(screen.queryByTestId('menu-item-payees')).toBeNull();
  });
});
