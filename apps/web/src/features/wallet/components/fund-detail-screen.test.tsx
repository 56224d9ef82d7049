import { clearToken } from '@tradebridge/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { fundDetailQueryOf } from './fund-detail-screen.tsx';

beforeAll(async () => {
  await Promise.all([
    import('../../../app/layouts/main-layout.tsx'),
    import('./fund-detail-screen.tsx'),
  ]);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  clearToken();
});

const PAGE = {
  result: {
    list: [
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
    ],
    total: 42,
    pageNum: 1,
    pageSize: 20,
  },
};

describe('fund details', () => {
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
    const { bodiesOf } = renderApp('/wallet/detail?currency=USD', {
      language: 'en-US',
      api: { 'wallet/details.json': PAGE },
    });
    const table = await screen.findByTestId('fund-detail-table', {}, { timeout: 5_000 });
    await within(table).findByText('WT202611200001');
    const rows = [...table.querySelectorAll('tr[data-row-key]')].map((r) => r.textContent);
    expect(rows[0]).toContain('Wallet transfer');
    expect(rows[0]).toContain('-1,250.75 USD');
    expect(rows[0]).toContain('123,749.25 USD');
    expect(rows[0]).toContain('B*****o');
    expect(rows[1]).toContain('Incoming payment (sandbox bank)');
    expect(rows[1]).toContain('+125,000 USD');
    expect(screen.getByText('42 movements')).toBeTruthy();
    expect(bodiesOf('wallet/details.json')[0]).toEqual({
      currency: 'USD',
      pageNum: 1,
      pageSize: 20,
    });

    await user.click(screen.getByTestId('filter-direction'));
    await user.click(await screen.findByTitle('Out'));
    await waitFor(() =>
      expect(bodiesOf('wallet/details.json').at(-1)).toEqual({
        currency: 'USD',
        direction: 'out',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    await user.click(screen.getByTestId('filter-order-type'));
    await user.click(await screen.findByTitle('Wallet transfer'));
    await waitFor(() =>
      expect(bodiesOf('wallet/details.json').at(-1)).toEqual({
        currency: 'USD',
        orderType: 5,
        direction: 'out',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(bodiesOf('wallet/details.json').at(-1)).toMatchObject({ pageNum: 2 }),
    );
  });

  it('says so when the details fail', async () => {
    renderApp('/wallet/detail', {
      language: 'en-US',
      api: { 'wallet/details.json': { errorCode: 'SERVER_ERROR', message: 'Sorry.' } },
    });
    expect(await screen.findByText('The fund details could not be loaded')).toBeTruthy();
  });
});
