import { downloadApi, ExchangeState, exchangeApi } from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inputOf } from '../../../test/form.ts';
import {
  expectExportsTwice,
  expectLastInput,
  expectSecondPage,
  tableRowsOf,
} from '../../../test/lists.ts';
import { expectAt, openScreen, screenTests } from '../../../test/render-app.tsx';
import dayjs from 'dayjs';
import { orderFilterOf } from './use-orders-screen.ts';
import { chooseOption, orderOf } from './test-data.ts';
import { exportRecordOf } from '../../../test/fixtures.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./orders-screen.tsx'),
);

const ORDERS = [
  orderOf(),
  orderOf({
    orderNo: 'FX202611250002',
    state: ExchangeState.PendingReview,
    buyCurrency: 'CNY',
    buyAmount: '7100.00',
    rate: '7.1000000000',
    inverseRate: '0.1408450704',
    decidedAt: null,
  }),
  orderOf({
    orderNo: 'FX202611240007',
    state: ExchangeState.ReviewRejected,
    buyCurrency: 'CNY',
    reason: 'Purpose of the payment unclear',
    decidedAt: '2026-11-25T06:00:00.000Z',
  }),
];

const open = async (api: StubAnswers, language: 'en-US' | 'zh-CN' = 'en-US') => {
  return openScreen('/exchangeOrder', 'exchange-orders-screen', { language, api }, 10_000);
};

describe('exchange records', () => {
  it('lists each exchange with its amounts, rate, fee and state, linking to its detail', async () => {
    const { screenEl, user, router } = await open([
      on(exchangeApi.list, pageOf(ORDERS)),
      on(exchangeApi.detail, { result: ORDERS[0]! }),
    ]);
    const rows = await tableRowsOf(within(screenEl).getByTestId('orders-table'));
    expect(rows).toHaveLength(3);
    const first = rows[0]!;
    expect(within(first).getByTestId('order-link').textContent).toBe('FX202611250001');
    expect(within(first).getByTestId('order-sell').textContent).toBe('-1,000.00 USD');
    expect(within(first).getByTestId('order-buy').textContent).toBe('+916.43 EUR');
    expect(within(first).getByTestId('order-rate').textContent).toBe('1 USD = 0.9192 EUR');
    expect(rows.map((r) => within(r).getByTestId('order-state').textContent)).toEqual([
      'Completed',
      'Pending review',
      'Review rejected',
    ]);
    expect(screenEl.textContent).toContain('3 exchanges');

    await user.click(within(rows[1]!).getByTestId('order-detail'));
    await expectAt(router, '/exchangeOrder/detail?orderNo=FX202611250002');
  });

  it('asks again with each filter from the first page; the order number when searched', async () => {
    const { screenEl, user, inputsTo } = await open([
      on(exchangeApi.list, ({ pageNum = 1 }) => ({
        result: { list: ORDERS, total: 45, pageNum, pageSize: 20 },
      })),
    ]);
    const table = within(screenEl).getByTestId('orders-table');
    await tableRowsOf(table);
    await expectSecondPage({ user, inputsTo }, exchangeApi.list);

    const filters = within(screenEl).getByTestId('orders-filters');
    await chooseOption(user, filters, 'filter-state', 'Pending review');
    await expectLastInput(inputsTo, exchangeApi.list, {
      state: ExchangeState.PendingReview,
      pageNum: 1,
      pageSize: 20,
    });
    await chooseOption(user, filters, 'filter-sell', 'USD');
    await chooseOption(user, filters, 'filter-buy', 'CNY');
    await expectLastInput(inputsTo, exchangeApi.list, {
      state: ExchangeState.PendingReview,
      sellCurrency: 'USD',
      buyCurrency: 'CNY',
      pageNum: 1,
      pageSize: 20,
    });
    const calls = inputsTo(exchangeApi.list).length;
    const orderNo = inputOf(filters, 'filter-order-no');
    await user.click(orderNo);
    await user.paste('0002');
    // Not yet: it applies when searched.
    expect(inputsTo(exchangeApi.list)).toHaveLength(calls);
    await user.keyboard('{Enter}');
    await expectLastInput(inputsTo, exchangeApi.list, {
      state: ExchangeState.PendingReview,
      sellCurrency: 'USD',
      buyCurrency: 'CNY',
      orderNo: '0002',
      pageNum: 1,
      pageSize: 20,
    });
    await user.click(within(filters).getByTestId('filter-reset'));
    await expectLastInput(inputsTo, exchangeApi.list, { pageNum: 1, pageSize: 20 });
  });

  it('exports the filters as CSV or Excel into the download centre, one key per export', async () => {
    const record = exportRecordOf('exchangeOrders', {
      fileName: 'exchange-orders.xlsx',
      fileType: 'xlsx',
    });
    const { screenEl, user, callsTo } = await open([
      on(exchangeApi.list, pageOf(ORDERS)),
      on(exchangeApi.exportOrders, { result: record }),
      on(downloadApi.count, { result: { ready: 0, generating: 1 } }),
    ]);
    await tableRowsOf(within(screenEl).getByTestId('orders-table'));
    await chooseOption(user, within(screenEl).getByTestId('orders-filters'), 'filter-buy', 'CNY');
    await expectExportsTwice(
      { screenEl, user, callsTo },
      exchangeApi.exportOrders,
      { buyCurrency: 'CNY' },
      'exchange-export',
    );
  });

  it('says when there are no exchanges, or none matching the filters', async () => {
    const { screenEl, user } = await open([on(exchangeApi.list, pageOf([]))]);
    expect((await within(screenEl).findByTestId('orders-empty')).textContent).toContain(
      'No exchanges yet',
    );
    await chooseOption(user, within(screenEl).getByTestId('orders-filters'), 'filter-sell', 'JPY');
    await waitFor(() =>
      expect(within(screenEl).getByTestId('orders-empty').textContent).toContain(
        'No exchanges match these filters',
      ),
    );
  });

  it('says so when the records cannot be loaded, and tries again', async () => {
    let calls = 0;
    const { screenEl, user } = await open([
      on(exchangeApi.list, () =>
        (calls += 1) === 1
          ? { errorCode: 'SERVER_ERROR', message: 'Sorry, server error.' }
          : pageOf(ORDERS),
      ),
    ]);
    const failed = await within(screenEl).findByTestId('orders-failed');
    expect(failed.textContent).toContain('The exchange records could not be loaded');
    await user.click(within(failed).getByRole('button'));
    await tableRowsOf(await within(screenEl).findByTestId('orders-table'));
  });

  it('reads in Chinese', async () => {
    const { screenEl } = await open([on(exchangeApi.list, pageOf(ORDERS))], 'zh-CN');
    const rows = await tableRowsOf(within(screenEl).getByTestId('orders-table'));
    expect(within(rows[1]!).getByTestId('order-state').textContent).toBe('待审核');
    expect(screenEl.textContent).toContain('共 3 笔');
  });
});

describe('the records’ filter', () => {
  it('sends what holds something: dates as UTC days, the order number trimmed', () => {
    expect(orderFilterOf({})).toEqual({});
    expect(
      orderFilterOf({
        state: ExchangeState.Completed,
        range: [dayjs('2026-11-01'), null],
        orderNo: '  0001 ',
      }),
    ).toEqual({ state: ExchangeState.Completed, dateFrom: '2026-11-01', orderNo: '0001' });
    expect(
      orderFilterOf({ range: [dayjs('2026-11-01'), dayjs('2026-11-25')], orderNo: ' ' }),
    ).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-25' });
  });
});
