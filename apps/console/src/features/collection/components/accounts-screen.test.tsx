import { collectionApi, type OpsAccountPage } from '@tradebridge/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageOf } from '@tradebridge/ui/test';
import { cells, choose, rowsOf } from '../../../test/screen.ts';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { outageOf, retryAfter } from '../../../test/failures.ts';
import { listScreenOf } from '../../../test/list-screen.ts';
import { ACCOUNT_ID, application, MERCHANT_ID } from './test-data.ts';

afterEach(cleanUp);

type Row = OpsAccountPage['list'][number];
const row = (overrides: Partial<Row> = {}): Row => {
  const { history: _history, ...account } = application();
  return { ...account, ...overrides };
};

const accounts = listScreenOf(collectionApi.opsListAccounts, 'accounts');

describe('account applications', { timeout: 40_000 }, () => {
  it('lists the applications with merchant, account, usage, category, currencies and state', async () => {
    const { inputsTo } = accounts.render('/collection/accounts', 'finance', {
      rows: [
        row(),
        row({
          id: '00000000-0000-4000-8000-000000000702',
          alias: '',
          usage: 1,
          category: 2,
          state: 1,
          currencies: ['CNH'],
          openedAt: '2026-11-21T08:00:00.000Z',
          actions: [],
        }),
      ],
    });
    const view = await accounts.tableOf(2);
    expect(cells(rowsOf(view)[0]!).slice(0, 6)).toEqual([
      'M100000001Demo Trading',
      'Europe sales',
      'Foreign trade',
      'Bank account',
      'USDEUR',
      'Under review',
    ]);
    expect(cells(rowsOf(view)[1]!).slice(0, 6)).toEqual([
      'M100000001Demo Trading',
      'No alias',
      'E-commerce platform',
      'NRA account',
      'CNH',
      'In use',
    ]);
    // Every state: the server puts the review queue first.
    expect(inputsTo(collectionApi.opsListAccounts)).toEqual([{ pageNum: 1, pageSize: 20 }]);
    expect(screen.getByTestId(`account-link-${ACCOUNT_ID}`).getAttribute('href')).toBe(
      `/collection/accounts/${ACCOUNT_ID}`,
    );
    expect(screen.getByTestId(`account-open-${ACCOUNT_ID}`).textContent).toBe('Review');
    expect(
      within(rowsOf(view)[0]!).getByRole('link', { name: 'M100000001' }).getAttribute('href'),
    ).toBe(`/merchants/${MERCHANT_ID}`);
  });

  it('sends the state, currency and merchant filters, and keeps them in the address', async () => {
    const { inputsTo, router } = accounts.render(
      `/collection/accounts?merchantId=${MERCHANT_ID}&merchantLabel=Demo%20Trading%20(M100000001)`,
      'reviewer',
    );
    expect(
      await screen.findByText('No account matches the filters', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('accounts-merchant-filter').textContent).toContain(
      'Demo Trading (M100000001)',
    );
    await choose('accounts-state-filter', 'Not approved');
    await choose('accounts-currency-filter', 'EUR');
    await accounts.asked(inputsTo, {
      state: 0,
      currency: 'EUR',
      merchantId: MERCHANT_ID,
      pageNum: 1,
      pageSize: 20,
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      state: '0',
      currency: 'EUR',
      merchantId: MERCHANT_ID,
    });
  });

  it('leaves a malformed merchant id in the address out of the request', async () => {
    const { inputsTo } = accounts.render(
      '/collection/accounts?merchantId=abc&currency=XYZ',
      'reviewer',
    );
    expect(
      await screen.findByText(
        'No collection account has been applied for yet',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(inputsTo(collectionApi.opsListAccounts)).toEqual([{ pageNum: 1, pageSize: 20 }]);
  });

  it('says when the list cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    const outage = outageOf(
      collectionApi.opsListAccounts,
      (body) => pageOf([], body),
      'Сервер недоступен',
    );
    renderApp('/collection/accounts', {
      language: 'ru-RU',
      as: 'admin',
      api: [outage.answer],
    });
    await retryAfter(user, outage, 'accounts-error', 'Повторить');
    expect(await screen.findByText('Заявок на счета пока нет')).toBeTruthy();
  });

  it('is refused to an account manager, whose menu has no global accounts', () =>
    accounts.isRefusedTo('/collection/accounts', 'manager', 'menu-group-globalAccounts'));
});
