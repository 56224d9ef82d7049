import { downloadApi, walletApi } from '@tradebridge/contracts';
import type {
  Currency,
  FundDailyQuery,
  FundDay,
  FundMovement,
  WalletBalance,
} from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';
import { expectLastInput } from '../../../test/lists.ts';
import { dailyPeriodOf } from './fund-daily-card.tsx';
import { fundDetailQueryOf, fundDetailsFilterOf } from './use-fund-detail-screen.ts';
import { exportRecordOf } from '../../../test/fixtures.ts';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./fund-detail-screen.tsx'),
);

const MOVEMENTS: FundMovement[] = [
  {
    id: 'm1',
    time: '2026-11-20T09:30:00.000Z',
    currency: 'USD',
    orderType: 5,
    kind: null,
    orderNo: 'WT202611200001',
    direction: 'out',
    amount: '1250.75',
    balanceAfter: '123749.25',
    counterparty: 'B*****o',
    note: 'Invoice 42',
  },
  {
    id: 'm2',
    time: '2026-11-19T09:30:00.000Z',
    currency: 'USD',
    orderType: null,
    kind: 'sandboxCredit',
    orderNo: null,
    direction: 'in',
    amount: '125000.00',
    balanceAfter: '125000.00',
    counterparty: 'ACME GmbH',
    note: null,
  },
];

const PAGE = {
  result: { list: MOVEMENTS, total: 42, totalCapped: false, pageNum: 1, pageSize: 20 },
};

describe('fund details', () => {
  it('names a collection and the bank’s reversal of it, under the collection’s order number, in three languages', async () => {
    const collected: FundMovement = {
      id: 'c1',
      time: '2026-11-25T18:00:00.000Z',
      currency: 'CHF',
      orderType: null,
      kind: 'collection',
      orderNo: 'C202611250007',
      direction: 'in',
      amount: '111.00',
      balanceAfter: '111.00',
      counterparty: 'Zoë Müller AG',
      note: 'INV-7',
    };
    const reversed: FundMovement = {
      ...collected,
      id: 'c2',
      time: '2026-11-27T09:00:00.000Z',
      kind: 'collectionReversal',
      direction: 'out',
      balanceAfter: '0.00',
    };
    const page = {
      result: {
        list: [reversed, collected],
        total: 2,
        totalCapped: false,
        pageNum: 1,
        pageSize: 20,
      },
    };
    const texts = {
      'en-US': ['Collection reversed by the bank', 'Collection received', '-111.00 CHF'],
      'zh-CN': ['收款被银行冲正', '收款入账', '-111.00 CHF'],
      'ru-RU': [
        'Сторно поступления банком',
        'Поступление на счёт для приёма платежей',
        '-111,00 CHF',
      ],
    };
    for (const language of ['en-US', 'zh-CN', 'ru-RU'] as const) {
      const view = renderApp('/wallet/detail?currency=CHF', {
        language,
        api: [on(walletApi.details, page)],
      });
      const table = await screen.findByTestId('fund-detail-table', {}, { timeout: 5_000 });
      await waitFor(() => expect(table.querySelectorAll('tr[data-row-key]')).toHaveLength(2));
      const rows = [...table.querySelectorAll('tr[data-row-key]')].map((r) => r.textContent ?? '');
      expect(rows[0]).toContain(texts[language][0]);
      expect(rows[0]).toContain('C202611250007');
      expect(rows[0]).toContain(texts[language][2]);
      expect(rows[0]).toContain('Zoë Müller AG');
      expect(rows[0]).not.toContain('collectionReversal');
      expect(rows[1]).toContain(texts[language][1]);
      view.unmount();
    }
  });

  it('turns the filters into the request body, leaving empty ones out', () => {
    expect(fundDetailQueryOf({}, 1)).toEqual({ pageNum: 1, pageSize: 20 });
    expect(
      fundDetailQueryOf(
        {
          currency: 'EUR',
          orderType: 5,
          direction: 'out',
          range: [dayjs('2026-11-01'), dayjs('2026-11-22')],
        },
        3,
        50,
      ),
    ).toEqual({
      currency: 'EUR',
      orderType: 5,
      direction: 'out',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-22',
      pageNum: 3,
      pageSize: 50,
    });
  });

  it('lists movements with type, sign and currency, and asks again with the filters', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/wallet/detail?currency=USD', {
      language: 'en-US',
      api: [on(walletApi.details, PAGE)],
    });
    const table = await screen.findByTestId('fund-detail-table', {}, { timeout: 5_000 });
    await within(table).findByText('WT202611200001');
    const rows = [...table.querySelectorAll('tr[data-row-key]')].map((r) => r.textContent);
    expect(rows[0]).toContain('Wallet transfer');
    expect(rows[0]).toContain('-1,250.75 USD');
    expect(rows[0]).toContain('123,749.25 USD');
    expect(rows[0]).toContain('B*****o');
    expect(rows[1]).toContain('Incoming payment (sandbox bank)');
    // At the currency's scale in the table, so the column lines up.
    expect(rows[1]).toContain('+125,000.00 USD');
    expect(screen.getByText('42 movements')).toBeTruthy();
    expect(inputsTo(walletApi.details)[0]).toEqual({
      currency: 'USD',
      pageNum: 1,
      pageSize: 20,
    });

    await user.click(screen.getByTestId('filter-direction'));
    await user.click(await screen.findByTitle('Out'));
    await expectLastInput(inputsTo, walletApi.details, {
      currency: 'USD',
      direction: 'out',
      pageNum: 1,
      pageSize: 20,
    });
    await user.click(screen.getByTestId('filter-order-type'));
    await user.click(await screen.findByTitle('Wallet transfer'));
    await expectLastInput(inputsTo, walletApi.details, {
      currency: 'USD',
      orderType: 5,
      direction: 'out',
      pageNum: 1,
      pageSize: 20,
    });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(inputsTo(walletApi.details).at(-1)).toMatchObject({ pageNum: 2 }));
  });

  it('says so when the details fail', async () => {
    renderApp('/wallet/detail', {
      language: 'en-US',
      api: [on(walletApi.details, { errorCode: 'SERVER_ERROR', message: 'Sorry.' })],
    });
    expect(await screen.findByText('The fund details could not be loaded')).toBeTruthy();
  });

  it('says "more than" when the server stopped counting', async () => {
    renderApp('/wallet/detail', {
      language: 'ru-RU',
      api: [on(walletApi.details, { result: { ...PAGE.result, total: 10000, totalCapped: true } })],
    });
    // testing-library reads the no-break space of "10 000" as a plain space.
    expect(
      await screen.findByText('Более 10 000 операций: уточните фильтры, чтобы увидеть все'),
    ).toBeTruthy();
  });
});

describe('fund details export', () => {
  const RECORD = exportRecordOf('fundDetails', {
    fileName: 'fund-details.xlsx',
    fileType: 'xlsx',
    createdAt: '2026-11-20T09:30:00.000Z',
  });

  it('exports the filters without paging', () => {
    expect(fundDetailsFilterOf({})).toEqual({});
    expect(
      fundDetailsFilterOf({ currency: 'EUR', direction: 'in', range: [dayjs('2026-11-01'), null] }),
    ).toEqual({ currency: 'EUR', direction: 'in', dateFrom: '2026-11-01' });
  });

  it('posts the current filters with an Idempotency-Key, then points to the download centre', async () => {
    const user = userEvent.setup();
    const { inputsTo, callsTo, router } = renderApp('/wallet/detail?currency=USD', {
      language: 'en-US',
      api: [
        on(walletApi.details, PAGE),
        on(walletApi.exportFundDetails, { result: RECORD }),
        on(downloadApi.count, { result: { ready: 0, generating: 0 } }),
      ],
    });
    await screen.findByTestId('fund-detail-table', {}, { timeout: 5_000 });
    await user.click(screen.getByTestId('filter-direction'));
    await user.click(await screen.findByTitle('Out'));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(inputsTo(walletApi.details).at(-1)).toMatchObject({ pageNum: 2 }));
    const counts = inputsTo(downloadApi.count).length;

    await user.click(screen.getByTestId('export-button'));
    await user.click(await screen.findByTestId('export-xlsx'));
    await waitFor(() =>
      expect(inputsTo(walletApi.exportFundDetails)).toEqual([
        { fileType: 'xlsx', filter: { currency: 'USD', direction: 'out' } },
      ]),
    );
    const keyOf = (index: number) =>
      callsTo(walletApi.exportFundDetails)[index]!.headers.get('Idempotency-Key');
    expect(keyOf(0)).toMatch(/^wallet-export-[0-9a-f-]{36}$/);
    const started = await screen.findByTestId('export-started');
    expect(started.textContent).toContain('The export is being generated');
    await waitFor(() => expect(inputsTo(downloadApi.count).length).toBeGreaterThan(counts));

    // A second export is a new action: a new key.
    await user.click(screen.getByTestId('export-button'));
    await user.click(await screen.findByTestId('export-csv'));
    await waitFor(() => expect(inputsTo(walletApi.exportFundDetails)).toHaveLength(2));
    expect(inputsTo(walletApi.exportFundDetails)[1]).toMatchObject({ fileType: 'csv' });
    expect(keyOf(1)).not.toBe(keyOf(0));

    await user.click(screen.getByTestId('export-open-downloads'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/downloadAll'));
  });
});

const WALLETS = {
  result: {
    list: (['EUR', 'USD'] satisfies Currency[]).map((currency): WalletBalance => ({
      currency,
      available: '100.00',
      inTransit: '0',
      pendingSettlement: '0',
      frozen: '0',
      deposit: '0',
    })),
  },
};

/** A daily.json answer for whatever period was asked: money in on the last day. */
const dailyAnswer = ({ currency, dateFrom, dateTo }: FundDailyQuery) => {
  const days: FundDay[] = [];
  for (let d = dateFrom; d <= dateTo; d = dayjs(d).add(1, 'day').format('YYYY-MM-DD')) {
    const last = d === dateTo;
    days.push({
      date: d,
      inflow: last ? '80.00' : '0.00',
      outflow: '0.00',
      balance: last ? '100.00' : '20.00',
    });
  }
  return { result: { currency, openingBalance: '20.00', days } };
};

describe('fund details chart', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it("takes the last N days in the reader's time zone, or the date filter (366 days at most)", () => {
    expect(dailyPeriodOf(undefined, 30, now, 'UTC')).toEqual({
      dateFrom: '2026-10-24',
      dateTo: '2026-11-22',
      timeZone: 'UTC',
    });
    expect(dailyPeriodOf([dayjs('2026-11-01'), dayjs('2026-11-05')], 7, now, 'UTC')).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-05',
      timeZone: 'UTC',
    });
    expect(dailyPeriodOf([dayjs('2026-11-01'), null], 7, now, 'UTC')).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-22',
      timeZone: 'UTC',
    });
    expect(dailyPeriodOf([null, dayjs('2026-11-10')], 7, now, 'UTC')).toEqual({
      dateFrom: '2026-11-04',
      dateTo: '2026-11-10',
      timeZone: 'UTC',
    });
    expect(dailyPeriodOf([dayjs('2020-01-01'), dayjs('2026-11-10')], 90, now, 'UTC')).toEqual({
      dateFrom: '2025-11-10',
      dateTo: '2026-11-10',
      timeZone: 'UTC',
    });
    // Past midnight in Tokyo: today there is the 23rd, for the last days and for an open end.
    const tokyoMorning = new Date('2026-11-22T16:30:00Z');
    expect(dailyPeriodOf(undefined, 7, tokyoMorning, 'Asia/Tokyo')).toEqual({
      dateFrom: '2026-11-17',
      dateTo: '2026-11-23',
      timeZone: 'Asia/Tokyo',
    });
    expect(dailyPeriodOf([dayjs('2026-11-01'), null], 7, tokyoMorning, 'Asia/Tokyo')).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-23',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('charts the filtered currency over the chosen period', async () => {
    // 18:00 in Shanghai: the same day as in UTC.
    vi.stubEnv('TZ', 'Asia/Shanghai');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const user = userEvent.setup();
    const { inputsTo } = renderApp('/wallet/detail?currency=USD', {
      language: 'en-US',
      api: [
        on(walletApi.details, PAGE),
        on(walletApi.list, WALLETS),
        on(walletApi.daily, dailyAnswer),
      ],
    });
    const card = await screen.findByTestId('fund-daily-card', {}, { timeout: 5_000 });
    await waitFor(() => expect(within(card).getAllByTestId('daily-inflow-bar')).toHaveLength(1));
    expect(inputsTo(walletApi.daily)).toEqual([
      { currency: 'USD', dateFrom: '2026-10-24', dateTo: '2026-11-22', timeZone: 'Asia/Shanghai' },
    ]);
    expect(within(card).getByTestId('daily-dates').textContent).toBe(
      '10/24/2026 – 11/22/2026 (days in your time zone)',
    );
    await user.click(within(card).getByText('Last 7 days'));
    await expectLastInput(inputsTo, walletApi.daily, {
      currency: 'USD',
      dateFrom: '2026-11-16',
      dateTo: '2026-11-22',
      timeZone: 'Asia/Shanghai',
    });
    await waitFor(() => expect(within(card).getAllByTestId('daily-hover-target')).toHaveLength(7));
  });

  it('charts the first wallet when no currency is filtered, and says when the chart fails', async () => {
    vi.stubEnv('TZ', 'Asia/Shanghai');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const { inputsTo } = renderApp('/wallet/detail', {
      language: 'en-US',
      api: [
        on(walletApi.details, PAGE),
        on(walletApi.list, WALLETS),
        on(walletApi.daily, { errorCode: 'SERVER_ERROR', message: 'Sorry, server error.' }),
      ],
    });
    const card = await screen.findByTestId('fund-daily-card', {}, { timeout: 5_000 });
    expect((await within(card).findByTestId('daily-chart-error')).textContent).toContain(
      'The chart could not be loaded',
    );
    expect(inputsTo(walletApi.daily)[0]).toEqual({
      currency: 'EUR',
      dateFrom: '2026-10-24',
      dateTo: '2026-11-22',
      timeZone: 'Asia/Shanghai',
    });
  });
});
