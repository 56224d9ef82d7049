import { collectionApi } from '@tradebridge/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cells, choose, rowsOf } from '../../../test/screen.ts';
import { cleanUp } from '../../../test/render-app.tsx';
import { listScreenOf } from '../../../test/list-screen.ts';
import { COLLECTION_ID, collectionRow, MERCHANT_ID } from './test-data.ts';

afterEach(cleanUp);

const collections = listScreenOf(collectionApi.opsListCollections, 'collections');
const id = (n: number) => `00000000-0000-4000-8000-0000000008${String(n).padStart(2, '0')}`;

describe('collections', { timeout: 40_000 }, () => {
  it('opens on what waits for review, with order no, merchant, account, payer, amount, state, reason and arrival', async () => {
    const { inputsTo } = collections.render('/collection/collections', 'reviewer', {
      rows: [
        collectionRow(),
        collectionRow({
          id: id(2),
          orderNo: 'C202611250002',
          accountAlias: '',
          payerName: 'John Smith',
          payerCountry: 'GB',
          payerKind: 'individual',
          amount: '300.00',
          state: 10,
          reason: 'individualPayer',
        }),
        collectionRow({
          id: id(3),
          orderNo: 'C202611250003',
          currency: 'EUR',
          amount: '60000.00',
          state: 11,
          reason: 'The invoice is unreadable',
        }),
      ],
    });
    const view = await collections.tableOf(3);
    expect(cells(rowsOf(view)[0]!).slice(0, 7)).toEqual([
      // The arrival stands under the order number.
      'C20261125000111/25/2026, 06:00:00 PM',
      'M100000001Demo Trading',
      '8800112233Europe sales',
      'New Buyer LtdGermany · Company',
      '12,000.00 USD',
      'Pending review',
      'First payment from this payer',
    ]);
    expect(cells(rowsOf(view)[1]!).slice(3, 7)).toEqual([
      'John SmithUnited Kingdom · Individual',
      '300.00 USD',
      'Held by screening',
      'Paid by an individual',
    ]);
    // A reviewer's own words are shown as written.
    expect(screen.getByTestId(`collection-reason-${id(3)}`).textContent).toBe(
      'The invoice is unreadable',
    );
    expect(inputsTo(collectionApi.opsListCollections)).toEqual([
      { queue: 'review', pageNum: 1, pageSize: 20 },
    ]);
    expect(screen.getByTestId(`collection-link-${COLLECTION_ID}`).getAttribute('href')).toBe(
      `/collection/collections/${COLLECTION_ID}`,
    );
  });

  it.each([
    ['materials', 'Awaiting materials', 'No collection is waiting for materials'],
    ['held', 'Held by screening', 'No collection is held by screening'],
    ['all', 'All', 'No collection has arrived yet'],
  ] as const)('shows the %s queue from its tab', async (queue, tab, empty) => {
    const user = userEvent.setup();
    const { inputsTo, router } = collections.render('/collection/collections', 'finance');
    await collections.table();
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByText(empty)).toBeTruthy();
    expect(inputsTo(collectionApi.opsListCollections).at(-1)).toEqual({
      queue,
      pageNum: 1,
      pageSize: 20,
    });
    expect(router.state.location.search).toBe(`?tab=${queue}`);
  });

  it('sends the currency, state, payer and merchant filters, and clears them but not the queue', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = collections.render(
      `/collection/collections?tab=held&merchantId=${MERCHANT_ID}&merchantLabel=Demo`,
      'admin',
    );
    await collections.table();
    await choose('collections-currency-filter', 'EUR');
    await choose('collections-state-filter', 'Materials to review');
    const payer = within(screen.getByTestId('collections-payer-filter')).getByRole('searchbox');
    await user.type(payer, ' big buyer {Enter}');
    await collections.asked(inputsTo, {
      queue: 'held',
      currency: 'EUR',
      state: 11,
      payer: 'big buyer',
      merchantId: MERCHANT_ID,
      pageNum: 1,
      pageSize: 20,
    });
    expect(await screen.findByText('No collection matches the filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await collections.asked(inputsTo, { queue: 'held', pageNum: 1, pageSize: 20 });
    expect(router.state.location.search).toBe('?tab=held');
  });

  it('names the queues and reasons in Russian', async () => {
    collections.render('/collection/collections?tab=all', 'reviewer', {
      rows: [collectionRow({ state: 10, reason: 'sanctionedCountry', payerCountry: 'IR' })],
      language: 'ru-RU',
    });
    const view = await collections.tableOf(1);
    expect(rowsOf(view)[0]!.textContent).toContain('Плательщик из страны под санкциями');
    expect(rowsOf(view)[0]!.textContent).toContain('Задержано скринингом');
    expect(screen.getByRole('tab', { name: 'Задержаны скринингом' })).toBeTruthy();
  });

  it('says when the queue cannot be loaded, and retries', () =>
    collections.retriesAfterOutage(
      '/collection/collections',
      'No collection is waiting for review',
    ));
});
