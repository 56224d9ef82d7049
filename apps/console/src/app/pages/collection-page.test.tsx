// The collection page composes the contract feature's trade orders into the collection's review.
import { collectionApi, contractApi } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on } from '@tradebridge/ui/test';
import { collectionDetail } from '../../features/collection/components/test-data.ts';
import {
  associations,
  COLLECTION_ID,
  CONTRACT_ID,
  order,
} from '../../features/contract/components/test-data.ts';
import { cleanUp, renderApp } from '../../test/render-app.tsx';
import { outageOf, retryAfter } from '../../test/failures.ts';
import { cells, rowsOf } from '../../test/screen.ts';

afterEach(cleanUp);

const PATH = `/collection/collections/${COLLECTION_ID}`;
const collection = on(collectionApi.opsGetCollection, () => ({
  result: collectionDetail({ state: 11, reason: null }),
}));

const card = () => screen.findByTestId('section-trade-orders', {}, { timeout: 10_000 });

describe('the trade orders of a collection under review', { timeout: 40_000 }, () => {
  it('shows how much the orders cover, and each order with its contract and its part', async () => {
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: 'reviewer',
      api: [collection, on(contractApi.opsAssociations, () => ({ result: associations() }))],
    });
    const section = await card();
    await waitFor(() => expect(rowsOf(section)).toHaveLength(3));
    expect(inputsTo(contractApi.opsAssociations)).toEqual([{ collectionId: COLLECTION_ID }]);
    expect(within(section).getByTestId('trade-orders-covered').textContent).toBe('12,000.00 USD');
    expect(within(section).getByTestId('trade-orders-coverage').textContent).toBe('Covered');
    expect(cells(rowsOf(section)[2]!).slice(0, 4)).toEqual([
      'PO-3',
      'PD-2026-0117',
      'LED panel light 600×600',
      '1,080.00 USD',
    ]);
    // A reviewer opens the contract.
    expect(
      within(section)
        .getByTestId(`coverage-contract-${order(3).id}`)
        .getAttribute('href'),
    ).toBe(`/contracts/${CONTRACT_ID}`);
    // Between the collection's facts and its materials.
    const overview = screen.getByTestId('collection-overview');
    const materials = screen.getByTestId('section-materials');
    expect(
      overview.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      section.compareDocumentPosition(materials) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows finance the orders without a way into the contract review', async () => {
    renderApp(PATH, {
      language: 'en-US',
      as: 'finance',
      api: [collection, on(contractApi.opsAssociations, () => ({ result: associations() }))],
    });
    const section = await card();
    await waitFor(() => expect(rowsOf(section)).toHaveLength(3));
    expect(within(section).queryAllByRole('link')).toEqual([]);
  });

  it('says when no order covers the collection, in Russian', async () => {
    renderApp(PATH, {
      language: 'ru-RU',
      as: 'reviewer',
      api: [
        collection,
        on(contractApi.opsAssociations, () => ({
          result: associations({ covered: '0.00', list: [] }),
        })),
      ],
    });
    const section = await card();
    expect(
      await within(section).findByText(
        'Продавец не привязал к этому поступлению ни одного торгового заказа',
      ),
    ).toBeTruthy();
    expect(within(section).getByTestId('trade-orders-coverage').textContent).toBe('Не покрыто');
    expect(section.textContent).toContain('Торговые заказы, покрывающие поступление');
  });

  it('says partly covered when the orders cover less than the collection', async () => {
    renderApp(PATH, {
      language: 'zh-CN',
      as: 'reviewer',
      api: [
        collection,
        on(contractApi.opsAssociations, () => ({ result: associations({ covered: '10920.00' }) })),
      ],
    });
    const section = await card();
    await waitFor(() =>
      expect(within(section).getByTestId('trade-orders-coverage').textContent).toBe('部分覆盖'),
    );
  });

  it('says when the orders cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    const outage = outageOf(contractApi.opsAssociations, () => ({ result: associations() }));
    renderApp(PATH, {
      language: 'en-US',
      as: 'reviewer',
      api: [collection, outage.answer],
    });
    await retryAfter(user, outage, 'trade-orders-error');
    const section = await card();
    await waitFor(() => expect(rowsOf(section)).toHaveLength(3));
  });
});
