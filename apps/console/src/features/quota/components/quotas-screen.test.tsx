import { quotaApi } from '@tradebridge/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp } from '../../../test/render-app.tsx';
import { listScreenOf } from '../../../test/list-screen.ts';
import { cells, choose, rowsOf, typeSearch } from '../../../test/screen.ts';
import { MERCHANT_ID, QUOTA_NO, quotaRow, REFUSED_NO, refusedRow } from './test-data.ts';

afterEach(cleanUp);

const quotas = listScreenOf(quotaApi.opsList, 'quotas');

describe('settlement quotas', { timeout: 40_000 }, () => {
  it('lists every application, those under review first: number, merchant, kind, amount, used, period, state, label and when', async () => {
    const { inputsTo } = quotas.render('/quotas', 'reviewer', { rows: [quotaRow(), refusedRow()] });
    const view = await quotas.tableOf(2);
    expect(inputsTo(quotaApi.opsList)).toEqual([{ pageNum: 1, pageSize: 20 }]);
    const [first, second] = rowsOf(view).map((row) => cells(row).slice(0, 8));
    expect(first).toEqual([
      QUOTA_NO,
      'M100000001Demo Trading',
      'Goods trade',
      '250,000.00 USD',
      '0.00 USD',
      '12/01/2026 – 05/31/2027',
      'Under review',
      'Not available',
    ]);
    expect(second).toEqual([
      REFUSED_NO,
      'M100000003Harbour Goods',
      'E-commerce',
      '1,000,000.00 USD',
      '0.00 USD',
      '11/01/2026 – 10/31/2027',
      'Not approved',
      'Invalid',
    ]);
    expect(cells(rowsOf(view)[0]!)[8]).toContain('Chen Jing');
    expect(screen.getByTestId(`quota-link-${QUOTA_NO}`).getAttribute('href')).toBe(
      `/quotas/${QUOTA_NO}`,
    );
    expect(
      within(rowsOf(view)[0]!).getByRole('link', { name: 'M100000001' }).getAttribute('href'),
    ).toBe(`/merchants/${MERCHANT_ID}`);
    // A reviewer decides the one under review; the others are to look at.
    expect(screen.getByTestId(`quota-open-${QUOTA_NO}`).textContent).toBe('Review');
    expect(screen.getByTestId(`quota-open-${REFUSED_NO}`).textContent).toBe('View');
  });

  it('offers finance no review: every application is to view', async () => {
    quotas.render('/quotas', 'finance', { rows: [quotaRow()] });
    await quotas.tableOf(1);
    expect(screen.getByTestId(`quota-open-${QUOTA_NO}`).textContent).toBe('View');
  });

  it('opens an application from its row', () =>
    quotas.opensFromRow('/quotas', quotaRow(), `quota-open-${QUOTA_NO}`, `/quotas/${QUOTA_NO}`));

  it('sends the state, kind and merchant number filters, and clears them', async () => {
    const user = userEvent.setup();
    // A state the console does not know is left out of the request.
    const { inputsTo, router } = await quotas.renderAsking(
      '/quotas?kind=eCommerce&state=9',
      'admin',
      {
        kind: 'eCommerce',
        pageNum: 1,
        pageSize: 20,
      },
    );
    await choose('quotas-state-filter', 'Approved');
    await choose('quotas-kind-filter', 'Service trade');
    await typeSearch(user, 'quotas-merno-filter', ' M100000001 {Enter}');
    await quotas.asked(inputsTo, {
      state: 1,
      kind: 'serviceTrade',
      merNo: 'M100000001',
      pageNum: 1,
      pageSize: 20,
    });
    expect(await screen.findByText('No application matches the filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await quotas.asked(inputsTo, { pageNum: 1, pageSize: 20 });
    expect(await screen.findByText('No merchant has applied for a quota yet')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows the review queue alone on its tab, leaving a chosen state behind', async () => {
    const { user, router } = await quotas.switchesTab(
      '/quotas?state=0&kind=goodsTrade',
      'review',
      [
        {
          state: 0,
          kind: 'goodsTrade',
          pageNum: 1,
          pageSize: 20,
        },
        {
          state: 2,
          kind: 'goodsTrade',
          pageNum: 1,
          pageSize: 20,
        },
      ],
      '?kind=goodsTrade&tab=review',
    );
    // The queue is one state: no state filter on its tab.
    expect(screen.queryByTestId('quotas-state-filter')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No application is waiting for review')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=review');
  });

  it('names kinds, states and labels in Chinese and Russian', () =>
    quotas.inChineseAndRussian('/quotas', [quotaRow(), refusedRow()], {
      'zh-CN': (rows) => {
        expect(cells(rows[0]!).slice(2, 8)).toEqual([
          '货物贸易',
          '250,000.00 USD',
          '0.00 USD',
          '2026/12/01 至 2027/05/31',
          '审核中',
          '不可用',
        ]);
        expect(cells(rows[1]!).slice(6, 8)).toEqual(['未通过', '已失效']);
        expect(screen.getByRole('tab', { name: '待审核' })).toBeTruthy();
      },
      'ru-RU': (rows) => {
        // Russian groups digits with no-break spaces.
        const plain = (texts: (string | null)[]) => texts.map((text) => text?.replace(/\s/g, ' '));
        expect(plain(cells(rows[0]!).slice(2, 8))).toEqual([
          'Торговля товарами',
          '250 000,00 USD',
          '0,00 USD',
          '01.12.2026 – 31.05.2027',
          'На проверке',
          'Недоступен',
        ]);
        expect(cells(rows[1]!)[2]).toBe('Электронная торговля');
        expect(screen.getByRole('columnheader', { name: 'Продавец' })).toBeTruthy();
        expect(screen.getByTestId(`quota-open-${QUOTA_NO}`).textContent).toBe('Проверить');
      },
    }));

  it('says when the list cannot be loaded, with a retry', () =>
    quotas.retriesAfterOutage('/quotas?tab=review', 'No application is waiting for review'));

  it('is in finance’s menu under the payouts, after the payout orders', async () => {
    quotas.render('/quotas', 'finance');
    await quotas.table();
    const group = (await screen.findByTestId('menu-group-payouts')).closest('li')!;
    const item = screen.getByTestId('menu-item-quotas');
    expect(item.textContent).toBe('Settlement quotas');
    expect(group.contains(item)).toBe(true);
    expect(document.title).toBe('Settlement quotas - Tradebridge Console');
  });

  it('is refused to an account manager', () =>
    quotas.isRefusedTo('/quotas', 'manager', 'menu-item-quotas'));
});
