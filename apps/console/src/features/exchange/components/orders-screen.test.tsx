import { exchangeApi, formatDateTimeIn, type OpsExchangeOrder } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { decidedFirst, failureOf } from '../../../test/failures.ts';
import {
  cells,
  choose,
  confirmWithoutReason,
  confirmWithReason,
  dialogTitled,
  rowsOf,
} from '../../../test/screen.ts';
import { exchangeOrder, fxPosition, MERCHANT_ID, ORDER_NO } from './test-data.ts';

afterEach(cleanUp);

const DONE_NO = 'EX2026112400000007';
const table = () => screen.findByTestId('exchanges-table', {}, { timeout: 10_000 });
const drawer = () => screen.findByTestId('exchange-fields', {}, { timeout: 10_000 });

/** A server of two exchanges, one held for review: a decision changes it as the real one does. */
const handlers = (current: { orders: OpsExchangeOrder[] }): StubAnswers => [
  on(exchangeApi.opsList, (body) =>
    pageOf(
      current.orders.filter((o) => body.state === undefined || o.state === body.state),
      body,
    ),
  ),
  on(exchangeApi.opsDetail, ({ orderNo }) => {
    const order = current.orders.find((o) => o.orderNo === orderNo);
    return order ? { result: order } : { errorCode: 'NOT_FOUND', status: 404 };
  }),
  on(exchangeApi.opsPosition, () => ({
    result: fxPosition({ pendingReview: current.orders.filter((o) => o.state === 1).length }),
  })),
  on(exchangeApi.decide, ({ orderNo, reason }) => {
    current.orders = current.orders.map((o) =>
      o.orderNo === orderNo
        ? {
            ...o,
            state: reason === undefined ? 5 : 3,
            reason: reason ?? null,
            decidedAt: '2026-11-25T03:00:00.000Z',
            actions: [],
          }
        : o,
    );
    return { result: current.orders.find((o) => o.orderNo === orderNo)! };
  }),
];

const twoOrders = () => ({
  orders: [
    exchangeOrder(),
    exchangeOrder({
      orderNo: DONE_NO,
      state: 5,
      sellCurrency: 'EUR',
      buyCurrency: 'USD',
      sellAmount: '500.00',
      buyAmount: '541.20',
      fee: '1.50',
      midRate: '1.0856000000',
      rate: '1.0823432000',
      inverseRate: '0.9239200000',
      lockSeconds: 60,
      decidedAt: '2026-11-24T07:00:00.000Z',
      actions: [],
    }),
  ],
});

describe('exchanges', { timeout: 40_000 }, () => {
  it('lists every merchant’s exchanges with amounts, rate, fee and state, and counts the queue', async () => {
    const { inputsTo } = renderApp('/exchange/orders', {
      language: 'en-US',
      as: 'reviewer',
      api: handlers(twoOrders()),
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(2));
    expect(inputsTo(exchangeApi.opsList)).toEqual([{ pageNum: 1, pageSize: 20 }]);
    expect(
      [...view.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean),
    ).toEqual([
      'Order no. / placed',
      'Merchant',
      'Sold',
      'Bought',
      'Rate',
      'Fee (spread)',
      'State',
      'Actions',
    ]);
    expect(cells(rowsOf(view)[0]!).slice(0, 7)).toEqual([
      `${ORDER_NO}${formatDateTimeIn('2026-11-25T02:00:00.000Z', 'en-US')}`,
      'M100000001Demo Trading',
      '200.00 USD',
      '1,418.45 CNY',
      '7.09864CNY per USD',
      '0.60 USD30 bp',
      'Waiting for review',
    ]);
    expect(cells(rowsOf(view)[1]!)[4]).toBe('1.0823432USD per EUR');
    expect(screen.getByTestId(`exchange-open-${ORDER_NO}`).textContent).toBe('Review');
    expect(screen.getByTestId(`exchange-open-${DONE_NO}`).textContent).toBe('View');
    expect((await screen.findByTestId('review-count')).textContent).toBe('1');
  });

  it('sends the state, currencies, order number, merchant and today filters; the queue is state 1', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp(
      `/exchange/orders?merchantId=${MERCHANT_ID}&merchantLabel=Demo%20Trading%20(M100000001)`,
      { language: 'en-US', as: 'admin', api: handlers({ orders: [] }) },
    );
    await table();
    await choose('exchanges-state-filter', 'Refused');
    await choose('exchanges-sell-filter', 'USD');
    await choose('exchanges-buy-filter', 'CNY');
    await user.type(
      within(screen.getByTestId('exchanges-order-filter')).getByRole('searchbox'),
      ' 2026112 {Enter}',
    );
    await user.click(screen.getByTestId('exchanges-today-filter'));
    await waitFor(() =>
      expect(inputsTo(exchangeApi.opsList).at(-1)).toEqual({
        state: 3,
        sellCurrency: 'USD',
        buyCurrency: 'CNY',
        today: true,
        orderNo: '2026112',
        merchantId: MERCHANT_ID,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(await screen.findByText('No exchange matches the filters')).toBeTruthy();

    await user.click(screen.getByTestId('exchanges-tab-review'));
    await waitFor(() => expect(inputsTo(exchangeApi.opsList).at(-1)?.state).toBe(1));
    expect(screen.queryByTestId('exchanges-state-filter')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(inputsTo(exchangeApi.opsList).at(-1)).toEqual({ state: 1, pageNum: 1, pageSize: 20 }),
    );
    expect(router.state.location.search).toBe('?tab=review');
    expect(await screen.findByText('No exchange is waiting for review')).toBeTruthy();
  });

  it.each([
    {
      case: 'takes the days from the address',
      path: '/exchange/orders?from=2026-11-01&to=2026-11-25',
      request: { dateFrom: '2026-11-01', dateTo: '2026-11-25', pageNum: 1, pageSize: 20 },
    },
    {
      case: 'sets the days aside for today only',
      path: '/exchange/orders?from=2026-11-01&today=1&from=x',
      request: { today: true, pageNum: 1, pageSize: 20 },
    },
  ])('$case', async ({ path, request }) => {
    const { inputsTo } = renderApp(path, {
      language: 'en-US',
      as: 'finance',
      api: handlers({ orders: [] }),
    });
    await table();
    await waitFor(() => expect(inputsTo(exchangeApi.opsList)).toEqual([request]));
  });

  it('opens an exchange with every field in a drawer named in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/exchange/orders', {
      language: 'en-US',
      as: 'finance',
      api: handlers(twoOrders()),
    });
    await table();
    await user.click(await screen.findByTestId(`exchange-link-${ORDER_NO}`));
    const fields = await drawer();
    expect(router.state.location.search).toBe(`?order=${ORDER_NO}`);
    expect(screen.getByTestId('exchange-title').textContent).toBe(`Exchange ${ORDER_NO}`);
    const rows = [...fields.querySelectorAll('tr')].map((tr) => [
      tr.querySelector('th')?.textContent,
      tr.querySelector('td')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Order number', ORDER_NO],
      ['State', 'Waiting for review'],
      ['Merchant', 'Demo TradingM100000001'],
      ['Placed by', 'Wang Fang'],
      ['Pair', 'USD → CNY'],
      ['Sold', '200.00 USD'],
      ['Bought', '1,418.45 CNY'],
      ['Fee (the spread, in the sell currency)', '0.60 USD'],
      ['Spread', '30 bp'],
      ['Mid-market rate', '1 USD = 7.12 CNY'],
      ["Merchant's rate", '1 USD = 7.09864 CNY'],
      ['Inverse rate', '1 CNY = 0.140872 USD'],
      ['Rate lock', '15 minutes'],
      ['Placed', formatDateTimeIn('2026-11-25T02:00:00.000Z', 'en-US')],
      ['Booked or refused', '--'],
      ['Reason for refusal', '--'],
    ]);
    expect(screen.getByTestId('exchange-merchant').getAttribute('href')).toBe(
      `/merchants/${MERCHANT_ID}`,
    );
    expect(screen.getByTestId('exchange-note').textContent).toContain('the sell amount is held');
    // Finance sees the queue but does not decide.
    expect(screen.queryByTestId('exchange-approve')).toBeNull();
    expect(screen.queryByTestId('exchange-reject')).toBeNull();
  });

  it('approves an exchange after a confirmation; the order, the list and the queue refresh', async () => {
    const user = userEvent.setup();
    const current = twoOrders();
    const { inputsTo } = renderApp('/exchange/orders?tab=review', {
      language: 'en-US',
      as: 'reviewer',
      api: handlers(current),
    });
    const view = await table();
    await waitFor(() => expect(rowsOf(view)).toHaveLength(1));
    expect((await screen.findByTestId('review-count')).textContent).toBe('1');
    await user.click(screen.getByTestId(`exchange-open-${ORDER_NO}`));
    await drawer();
    await user.click(await screen.findByTestId('exchange-approve'));
    const confirm = await dialogTitled('Approve this exchange?');
    expect(confirm.textContent).toContain(
      `Exchange ${ORDER_NO} of Demo Trading is booked at the quoted rate: 200.00 USD sold for 1,418.45 CNY (1 USD = 7.09864 CNY).`,
    );
    const listCalls = inputsTo(exchangeApi.opsList).length;
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(inputsTo(exchangeApi.decide)).toEqual([{ orderNo: ORDER_NO }]));
    expect(await screen.findByText('Exchange approved and booked')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('exchange-state-field').textContent).toBe('Completed'),
    );
    expect(screen.queryByTestId('exchange-approve')).toBeNull();
    // The queue is refetched: empty now, and its count gone.
    await waitFor(() => expect(inputsTo(exchangeApi.opsList).length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(rowsOf(view)).toHaveLength(0));
    await waitFor(() => expect(screen.queryByTestId('review-count')).toBeNull());
  });

  it('needs a reason to reject, then rejects with it and shows it', async () => {
    const user = userEvent.setup();
    const current = twoOrders();
    const { inputsTo } = renderApp(`/exchange/orders?order=${ORDER_NO}`, {
      language: 'ru-RU',
      as: 'admin',
      api: handlers(current),
    });
    await drawer();
    await user.click(await screen.findByTestId('exchange-reject'));
    const dialog = await dialogTitled('Отклонить обмен');
    await confirmWithoutReason(user, dialog, 'Укажите причину, понятную продавцу');
    expect(inputsTo(exchangeApi.decide)).toEqual([]);
    await confirmWithReason(user, dialog, 'Не подтверждено торговое основание');
    await waitFor(() =>
      expect(inputsTo(exchangeApi.decide)).toEqual([
        { orderNo: ORDER_NO, reason: 'Не подтверждено торговое основание' },
      ]),
    );
    expect(await screen.findByText('Обмен отклонён')).toBeTruthy();
    const note = await screen.findByTestId('exchange-note');
    await waitFor(() =>
      expect(note.textContent).toContain('Причина: Не подтверждено торговое основание'),
    );
    expect(screen.getByTestId('exchange-reason').textContent).toBe(
      'Не подтверждено торговое основание',
    );
    expect(screen.getByTestId('exchange-state-field').textContent).toBe('Отклонён');
  });

  it('says so and reloads the exchange when another reviewer decided it first', async () => {
    const user = userEvent.setup();
    const current = twoOrders();
    const { inputsTo } = renderApp(`/exchange/orders?order=${ORDER_NO}`, {
      language: 'en-US',
      as: 'reviewer',
      api: [
        ...handlers(current),
        decidedFirst(
          exchangeApi.decide,
          { errorCode: 'EXCHANGE_STATE', message: 'decided' },
          () => {
            current.orders = current.orders.map((o) =>
              o.orderNo === ORDER_NO ? { ...o, state: 5, actions: [] } : o,
            );
          },
        ),
      ],
    });
    await drawer();
    await user.click(await screen.findByTestId('exchange-approve'));
    const confirm = await dialogTitled('Approve this exchange?');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(/This exchange was decided while you were looking/),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('exchange-state-field').textContent).toBe('Completed'),
    );
    expect(inputsTo(exchangeApi.opsDetail).length).toBeGreaterThanOrEqual(2);
  });

  it('says when the exchange in the address does not exist', async () => {
    renderApp('/exchange/orders?order=EX404', {
      language: 'en-US',
      as: 'admin',
      api: handlers({ orders: [] }),
    });
    const failure = await failureOf('exchange-error');
    expect(failure.textContent).toContain('This exchange does not exist');
  });

  it('says when the list cannot be loaded', async () => {
    renderApp('/exchange/orders', {
      language: 'en-US',
      as: 'admin',
      api: [
        on(exchangeApi.opsList, { errorCode: 'SERVER_ERROR', message: 'Server down' }),
        on(exchangeApi.opsPosition, () => ({ result: fxPosition() })),
      ],
    });
    expect((await failureOf('exchanges-error')).textContent).toContain('Server down');
  });
});
