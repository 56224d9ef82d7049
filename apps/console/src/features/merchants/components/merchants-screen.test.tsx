import { type InputOf, merchantsApi } from '@tradebridge/contracts';
import type { MerchantSummary } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, pageOf } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';

afterEach(cleanUp);

const merchant = (merNo: string, name: string, overrides: Partial<MerchantSummary> = {}) =>
  ({
    id: `00000000-0000-4000-8000-${merNo.slice(-12).padStart(12, '0')}`,
    merNo,
    name,
    loginAccount: `${merNo.toLowerCase()}@example.com`,
    state: 2,
    entityType: 'b',
    createdAt: '2026-01-02T03:04:05.000Z',
    accountManager: { id: 'm1', name: 'Li Wei', email: 'li.wei@tradebridge.dev', phone: '' },
    userCount: 2,
    ...overrides,
  }) satisfies MerchantSummary;

const ALL = [
  merchant('M100000001', 'Demo Trading Co., Ltd.'),
  merchant('M100000002', 'Buyer Supplies Ltd.', { state: 5, accountManager: null }),
];

/** merchants/list.json over ALL: keyword on name or number, state, paging. */
const listMerchants = (body: InputOf<typeof merchantsApi.list>) => {
  const keyword = typeof body.keyword === 'string' ? body.keyword.toLowerCase() : '';
  const list = ALL.filter(
    (m) =>
      (!keyword ||
        m.name.toLowerCase().includes(keyword) ||
        m.merNo.toLowerCase().includes(keyword)) &&
      (body.state === undefined || m.state === body.state),
  );
  return pageOf(list, body);
};

const table = () => screen.findByTestId('merchants-table', {}, { timeout: 5_000 });
const rows = (element: HTMLElement) => [...element.querySelectorAll('tbody tr.ant-table-row')];

describe('merchants list', () => {
  it('lists the merchants with their state, entity type and account manager', async () => {
    const { inputsTo } = renderApp('/merchants', {
      language: 'en-US',
      as: 'finance',
      api: [on(merchantsApi.list, listMerchants)],
    });
    const element = await table();
    await waitFor(() => expect(rows(element)).toHaveLength(2));
    const [demo, buyer] = rows(element);
    expect(demo!.textContent).toContain('M100000001');
    expect(demo!.textContent).toContain('Demo Trading Co., Ltd.');
    expect(demo!.textContent).toContain('Enterprise');
    expect(demo!.textContent).toContain('Li Wei');
    expect(within(demo as HTMLElement).getByTestId('account-state').textContent).toBe('Normal');
    expect(within(buyer as HTMLElement).getByTestId('account-state').textContent).toBe('Frozen');
    expect(buyer!.textContent).toContain('--');
    expect(screen.getByText('2 entries')).toBeTruthy();
    expect(inputsTo(merchantsApi.list)[0]).toEqual({ pageNum: 1, pageSize: 20 });
    // The merchant number links to the merchant's page.
    expect(screen.getByTestId('merchant-link-M100000001').getAttribute('href')).toBe(
      `/merchants/${ALL[0]!.id}`,
    );
  });

  it('searches by keyword on the server and keeps the search in the address', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp('/merchants', {
      language: 'en-US',
      as: 'admin',
      api: [on(merchantsApi.list, listMerchants)],
    });
    const element = await table();
    await waitFor(() => expect(rows(element)).toHaveLength(2));
    const input = within(screen.getByTestId('merchant-search')).getByRole('searchbox');
    await user.click(input);
    await user.paste('M100000001');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows(element)).toHaveLength(1));
    expect(rows(element)[0]!.textContent).toContain('Demo Trading Co., Ltd.');
    expect(inputsTo(merchantsApi.list).at(-1)).toEqual({
      keyword: 'M100000001',
      pageNum: 1,
      pageSize: 20,
    });
    expect(router.state.location.search).toBe('?keyword=M100000001');
  });

  it('filters by state and says when nothing matches', async () => {
    const { inputsTo } = renderApp('/merchants?state=4&keyword=zzz', {
      language: 'en-US',
      as: 'admin',
      api: [on(merchantsApi.list, listMerchants)],
    });
    expect(
      await screen.findByText('No merchant matches these filters', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(inputsTo(merchantsApi.list)[0]).toEqual({
      keyword: 'zzz',
      state: 4,
      pageNum: 1,
      pageSize: 20,
    });
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('says when there are no merchants yet', async () => {
    renderApp('/merchants', {
      language: 'en-US',
      as: 'admin',
      api: [
        on(merchantsApi.list, () => ({ result: { list: [], total: 0, pageNum: 1, pageSize: 20 } })),
      ],
    });
    expect(await screen.findByText('No merchants yet', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderApp('/merchants', {
      language: 'en-US',
      as: 'admin',
      api: [
        on(merchantsApi.list, (body) => {
          calls += 1;
          return calls === 1
            ? { errorCode: 'SERVER_ERROR', message: 'Sorry, server error.' }
            : listMerchants(body);
        }),
      ],
    });
    const error = await screen.findByTestId('merchants-error', {}, { timeout: 5_000 });
    expect(error.textContent).toContain('Sorry, server error.');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('merchants-error')).toBeNull());
    expect(rows(await table())).toHaveLength(2);
  });
});
