import { payoutApi } from '@tradebridge/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp } from '../../../test/render-app.tsx';
import { listScreenOf } from '../../../test/list-screen.ts';
import { cells, choose, rowsOf, typeSearch } from '../../../test/screen.ts';
import { failedRow, FAILED_NO, ORDER_NO, payoutRow } from './test-data.ts';

afterEach(cleanUp);

const payouts = listScreenOf(payoutApi.opsList, 'payouts');

/** A fast transfer of another merchant, refunded after the bank rejected it. */
const refunded = failedRow();

describe('payouts', { timeout: 40_000 }, () => {
  it('lists every payout, the review queue first: order, merchant, type, payee, amount with fee, state and what it waits for', async () => {
    const { inputsTo } = payouts.render('/payouts', 'reviewer', { rows: [payoutRow(), refunded] });
    const view = await payouts.tableOf(2);
    expect(inputsTo(payoutApi.opsList)).toEqual([{ pageNum: 1, pageSize: 20 }]);
    const [first, second] = rowsOf(view).map((row) => cells(row).slice(1, 6));
    expect(first).toEqual([
      'M100000001Demo Trading',
      'Transfer',
      'Evergreen Components IncJPMorgan Chase Bank · •••• 6789',
      '12,500.00 USDFee 25.00 USD',
      "Pending reviewWaiting for the platform's review",
    ]);
    expect(second).toEqual([
      'M100000002Pengda Lighting',
      'Fast transfer',
      'CHAN TAI MANHong Kong · •••• 1111',
      '800.00 HKDFee 12.00 HKD',
      'Abnormal refund',
    ]);
    expect(cells(rowsOf(view)[0]!)[0]).toContain(ORDER_NO);
    expect(screen.getByTestId(`payout-link-${ORDER_NO}`).getAttribute('href')).toBe(
      `/payouts/${ORDER_NO}`,
    );
    // A reviewer decides the one under review; the others are to look at.
    expect(screen.getByTestId(`payout-open-${ORDER_NO}`).textContent).toBe('Review');
    expect(screen.getByTestId(`payout-open-${FAILED_NO}`).textContent).toBe('View');
    expect(screen.getByTestId('payouts-state-filter')).toBeTruthy();
  });

  it('names the batch an order was submitted in, a link to the batch’s orders alone', async () => {
    const user = userEvent.setup();
    const batched = payoutRow({ batchNo: 'PB2026112500000002' });
    const { inputsTo, router } = payouts.render('/payouts?tab=review&currency=USD', 'reviewer', {
      rows: [batched, refunded],
    });
    await payouts.tableOf(2);
    const batch = screen.getByTestId(`payout-batch-${ORDER_NO}`);
    expect(batch.textContent).toContain('Batch PB2026112500000002');
    // A single order names no batch.
    expect(screen.queryByTestId(`payout-batch-${FAILED_NO}`)).toBeNull();
    await user.click(batch);
    await payouts.asked(inputsTo, {
      batchNo: 'PB2026112500000002',
      pageNum: 1,
      pageSize: 20,
    });
    expect(router.state.location.search).toBe('?batchNo=PB2026112500000002');
    const filter = within(screen.getByTestId('payouts-batch-filter')).getByRole('searchbox');
    expect((filter as HTMLInputElement).value).toBe('PB2026112500000002');
  });

  it('offers finance no review: every payout is to view', async () => {
    payouts.render('/payouts', 'finance', { rows: [payoutRow()] });
    await payouts.tableOf(1);
    expect(screen.getByTestId(`payout-open-${ORDER_NO}`).textContent).toBe('View');
  });

  it('opens a payout from its row', () =>
    payouts.opensFromRow(
      '/payouts',
      payoutRow(),
      `payout-open-${ORDER_NO}`,
      `/payouts/${ORDER_NO}`,
    ));

  it('sends the state, type, currency, days, merchant number, keyword and batch filters, and clears them', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = await payouts.renderAsking(
      '/payouts?from=2026-11-01&to=2026-11-25&to=x',
      'admin',
      {
        dateFrom: '2026-11-01',
        dateTo: '2026-11-25',
        pageNum: 1,
        pageSize: 20,
      },
    );
    await choose('payouts-state-filter', 'Paying');
    await choose('payouts-type-filter', 'Withdrawal');
    await choose('payouts-currency-filter', 'EUR');
    await typeSearch(user, 'payouts-merno-filter', ' M100000001 {Enter}');
    await typeSearch(user, 'payouts-keyword-filter', ' evergreen {Enter}');
    await typeSearch(user, 'payouts-batch-filter', ' PB2026112500000002 {Enter}');
    await payouts.asked(inputsTo, {
      state: 4,
      type: 1,
      currency: 'EUR',
      merNo: 'M100000001',
      keyword: 'evergreen',
      batchNo: 'PB2026112500000002',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-25',
      pageNum: 1,
      pageSize: 20,
    });
    expect(await screen.findByText('No payout matches the filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await payouts.asked(inputsTo, { pageNum: 1, pageSize: 20 });
    expect(await screen.findByText('No merchant has submitted a payout yet')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows the review queue alone on its tab, leaving a chosen state behind', async () => {
    const { user, router } = await payouts.switchesTab(
      '/payouts?state=5&currency=USD',
      'review',
      [
        {
          state: 5,
          currency: 'USD',
          pageNum: 1,
          pageSize: 20,
        },
        {
          state: 1,
          currency: 'USD',
          pageNum: 1,
          pageSize: 20,
        },
      ],
      '?currency=USD&tab=review',
    );
    // The queue is one state: no state filter on its tab.
    expect(screen.queryByTestId('payouts-state-filter')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No payout is waiting for review')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=review');
  });

  it('names types, states and waits in Chinese and Russian', () =>
    payouts.inChineseAndRussian('/payouts', [payoutRow(), refunded], {
      'zh-CN': (rows) => {
        expect(cells(rows[0]!).slice(2, 6)).toEqual([
          '转账',
          'Evergreen Components IncJPMorgan Chase Bank · •••• 6789',
          '12,500.00 USD手续费 25.00 USD',
          '待审核等待平台审核',
        ]);
        expect(cells(rows[1]!)[2]).toBe('快捷转账');
        expect(cells(rows[1]!)[5]).toBe('异常退款');
        expect(screen.getByRole('tab', { name: '待审核' })).toBeTruthy();
      },
      'ru-RU': (rows) => {
        // Russian groups digits with no-break spaces.
        const plain = (texts: (string | null)[]) => texts.map((text) => text?.replace(/\s/g, ' '));
        expect(plain(cells(rows[0]!).slice(2, 6))).toEqual([
          'Перевод',
          'Evergreen Components IncJPMorgan Chase Bank · •••• 6789',
          '12 500,00 USDКомиссия 25,00 USD',
          'На проверкеЖдёт проверки платформой',
        ]);
        expect(cells(rows[1]!)[2]).toBe('Срочный перевод');
        expect(screen.getByRole('columnheader', { name: 'Продавец' })).toBeTruthy();
        expect(screen.getByTestId(`payout-open-${ORDER_NO}`).textContent).toBe('Проверить');
      },
    }));

  it('says when the list cannot be loaded, with a retry', () =>
    payouts.retriesAfterOutage('/payouts?tab=review', 'No payout is waiting for review'));

  it('is in finance’s menu under the payouts, with the rail and the service hours', async () => {
    payouts.render('/payouts', 'finance');
    await payouts.table();
    const group = (await screen.findByTestId('menu-group-payouts')).closest('li')!;
    expect(group.textContent).toContain('Payouts');
    for (const [name, text] of [
      ['payoutOrders', 'Payout orders'],
      ['payoutReconciliation', 'Rail and reconciliation'],
      ['payoutHours', 'Bank service hours'],
    ] as const) {
      const item = screen.getByTestId(`menu-item-${name}`);
      expect(item.textContent).toBe(text);
      expect(group.contains(item)).toBe(true);
    }
  });

  it('is refused to an account manager', () =>
    payouts.isRefusedTo('/payouts', 'manager', 'menu-group-payouts'));
});
