import { payeeApi } from '@tradebridge/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp } from '../../../test/render-app.tsx';
import { listScreenOf } from '../../../test/list-screen.ts';
import { cells, choose, rowsOf, typeSearch } from '../../../test/screen.ts';
import { CARD_ID, CARD_PAYEE, PAYEE_ID, payeeRow } from './test-data.ts';

afterEach(cleanUp);

const payees = listScreenOf(payeeApi.opsList, 'payees');

const card = payeeRow({
  ...CARD_PAYEE,
  state: 2,
  merNo: 'M100000002',
  merchantName: 'Pengda Lighting',
});

describe('payees', { timeout: 40_000 }, () => {
  it('opens on the review queue: merchant, payee and bank, method, usage, account, currency and state', async () => {
    const { inputsTo } = payees.render('/payees', 'reviewer', { rows: [payeeRow(), card] });
    const view = await payees.tableOf(2);
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

  it('opens a payee from its row', () =>
    payees.opensFromRow('/payees', payeeRow(), `payee-open-${PAYEE_ID}`, `/payees/${PAYEE_ID}`));

  it('sends the state, method, usage, currency, merchant number and name filters on all payees, and clears them but not the queue', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = payees.render('/payees?tab=all', 'admin');
    await payees.table();
    // Every payee, the review queue first as the server orders it: no state asked for.
    expect(inputsTo(payeeApi.opsList)).toEqual([{ pageNum: 1, pageSize: 20 }]);
    await choose('payees-state-filter', 'Refused');
    await choose('payees-method-filter', 'Visa card');
    await choose('payees-usage-filter', 'Transfer');
    await choose('payees-currency-filter', 'EUR');
    await typeSearch(user, 'payees-merno-filter', ' M100000001 {Enter}');
    await typeSearch(user, 'payees-name-filter', ' chan {Enter}');
    await payees.asked(inputsTo, {
      state: 3,
      merNo: 'M100000001',
      method: 'card',
      usage: 'transfer',
      currency: 'EUR',
      name: 'chan',
      pageNum: 1,
      pageSize: 20,
    });
    expect(await screen.findByText('No payee matches the filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the first request (answered from the cache).
    expect(await screen.findByText('No payee has been added yet')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=all');
  });

  it('leaves the state behind when going back to the review queue', async () => {
    await payees.switchesTab(
      '/payees?tab=all&state=2&method=bank',
      'review',
      [
        {
          state: 2,
          method: 'bank',
          pageNum: 1,
          pageSize: 20,
        },
        {
          state: 1,
          method: 'bank',
          pageNum: 1,
          pageSize: 20,
        },
      ],
      '?method=bank',
    );
  });

  it('names methods, usages, states and queues in Chinese and Russian', () =>
    payees.inChineseAndRussian('/payees', [payeeRow({ usage: 'withdraw' }), card], {
      'zh-CN': (rows) => {
        expect(cells(rows[0]!).slice(2, 7)).toEqual([
          '银行账户',
          '提现',
          '•••• 6789美国',
          'USD',
          '审核中',
        ]);
        expect(cells(rows[1]!).slice(2, 7)).toEqual([
          'Visa 卡',
          '付款',
          '•••• 1111',
          'HKD',
          '已通过',
        ]);
        expect(screen.getByRole('tab', { name: '待审核' })).toBeTruthy();
        expect(screen.getByTestId(`payee-open-${PAYEE_ID}`).textContent).toBe('审 核');
      },
      'ru-RU': (rows) => {
        expect(cells(rows[0]!).slice(2, 7)).toEqual([
          'Банковский счёт',
          'Вывод средств',
          '•••• 6789Соединенные Штаты',
          'USD',
          'На проверке',
        ]);
        expect(screen.getByRole('columnheader', { name: 'Продавец' })).toBeTruthy();
        expect(screen.getByTestId(`payee-open-${PAYEE_ID}`).textContent).toBe('Проверить');
      },
    }));

  it('says when nothing waits, and when the list cannot be loaded, with a retry', () =>
    payees.retriesAfterOutage('/payees', 'No payee is waiting for review'));

  it('is in a reviewer’s menu under the global accounts', async () => {
    payees.render('/payees', 'reviewer');
    await payees.table();
    const item = await screen.findByTestId('menu-item-payees');
    expect(item.textContent).toBe('Payees');
    expect(screen.getByTestId('menu-group-globalAccounts').closest('li')?.contains(item)).toBe(
      true,
    );
  });

  it.each(['finance', 'manager'] as const)('is refused to %s', (role) =>
    payees.isRefusedTo('/payees', role, 'menu-item-payees'),
  );
});
