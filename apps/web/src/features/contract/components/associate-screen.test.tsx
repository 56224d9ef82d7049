import { CollectionState, collectionApi, contractApi } from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openScreen, screenTests } from '../../../test/render-app.tsx';
import { tableRowsOf } from '../../../test/lists.ts';
import { associationsOf, COLLECTION_ID, orderOf } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./associate-screen.tsx'),
);

const COVERED_BEFORE = associationsOf({
  covered: '2000.00',
  list: [
    {
      orderId: orderOf(9).id,
      orderNo: 'SO-9',
      contractId: orderOf(9).contractId,
      contractNo: 'PD-2026-0117',
      name: 'LED strip',
      currency: 'USD',
      amount: '2000.00',
      associatedAt: '2026-11-24T10:00:00.000Z',
    },
  ],
});

const COLLECTION = on(collectionApi.getCollection, {
  result: {
    id: COLLECTION_ID,
    orderNo: 'CL202611250001',
    accountId: '0a7c7c1e-5c2e-4a43-9d55-3c3c7d1f0001',
    accountAlias: 'Amazon EU',
    accountNumber: '8301234567',
    currency: 'USD',
    amount: '12000',
    payerName: 'Lumière Distribution SARL',
    payerCountry: 'FR',
    payerKind: 'company',
    note: '',
    state: CollectionState.AwaitingMaterials,
    progress: 'materialToUpload',
    reason: 'largeAmount',
    arrivedAt: '2026-11-25T10:00:00.000Z',
    creditedAt: null,
    version: 3,
    bankReference: 'REF-1',
    references: { endToEndId: null, transactionId: null, uetr: null, creditorReference: '' },
    payerAddress: '',
    payerAccount: '',
    ultimatePayer: '',
    materials: [],
    history: [],
    actions: ['uploadMaterials', 'cancel'],
  },
});

const OPEN_ORDERS = on(
  contractApi.listOrders,
  pageOf([orderOf(1), orderOf(2, { remaining: '3000.50', associated: '2459.50' }), orderOf(3)]),
);

const open = async (api: StubAnswers) => {
  return openScreen(`/contract/associate?collectionId=${COLLECTION_ID}`, 'associate-screen', {
    language: 'en-US',
    api,
  });
};

describe('associating trade orders with a collection', () => {
  it('shows the amount, what is covered and by which orders, and picks open orders in its currency', async () => {
    const { screenEl, inputsTo } = await open([
      on(contractApi.associations, { result: COVERED_BEFORE }),
      COLLECTION,
      OPEN_ORDERS,
    ]);
    expect((await within(screenEl).findByTestId('associate-amount')).textContent).toContain(
      '12,000.00 USD',
    );
    expect(within(screenEl).getByTestId('associate-covered').textContent).toContain('2,000.00 USD');
    expect(within(screenEl).getByTestId('associate-needed').textContent).toContain('10,000.00 USD');
    expect((await within(screenEl).findByTestId('associate-collection')).textContent).toBe(
      'Collection CL202611250001 from Lumière Distribution SARL',
    );
    expect(within(screenEl).getByTestId('associated-orders').textContent).toContain('SO-9');
    await tableRowsOf(within(screenEl).getByTestId('associate-orders'));
    expect(inputsTo(contractApi.listOrders)[0]).toEqual({
      open: true,
      currency: 'USD',
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('adds up the selection against what is still needed', async () => {
    const { screenEl, user } = await open([
      on(contractApi.associations, { result: COVERED_BEFORE }),
      COLLECTION,
      OPEN_ORDERS,
    ]);
    const [first, second, third] = await tableRowsOf(
      await within(screenEl).findByTestId('associate-orders'),
    );
    await user.click(first!.querySelector('.ant-checkbox-input')!);
    await user.click(second!.querySelector('.ant-checkbox-input')!);
    expect(within(screenEl).getByTestId('associate-selected').textContent).toBe(
      '2 orders selected, 8,460.50 USD left on them',
    );
    expect(within(screenEl).getByTestId('associate-gap').textContent).toBe(
      '1,539.50 USD short of what the collection still needs',
    );
    await user.click(third!.querySelector('.ant-checkbox-input')!);
    expect(within(screenEl).getByTestId('associate-gap').textContent).toBe(
      'Enough to cover the 10,000.00 USD still needed',
    );
  });

  it('asks for an order before sending anything', async () => {
    const { screenEl, user, callsTo } = await open([
      on(contractApi.associations, { result: COVERED_BEFORE }),
      COLLECTION,
      OPEN_ORDERS,
    ]);
    await tableRowsOf(await within(screenEl).findByTestId('associate-orders'));
    await user.click(within(screenEl).getByTestId('associate-submit'));
    expect(await screen.findByText('Select at least one order')).toBeTruthy();
    expect(callsTo(contractApi.associate)).toEqual([]);
  });

  it('says by how much the orders fall short, with the way to add orders', async () => {
    const message =
      'The selected orders cover 5,460.00 USD, less than the collection’s 10,000.00 USD. Add orders or new order information first.';
    const { screenEl, user, callsTo } = await open([
      on(contractApi.associations, { result: COVERED_BEFORE }),
      COLLECTION,
      OPEN_ORDERS,
      on(contractApi.associate, { errorCode: 'ORDERS_SHORT', message }),
    ]);
    const [first] = await tableRowsOf(await within(screenEl).findByTestId('associate-orders'));
    await user.click(first!.querySelector('.ant-checkbox-input')!);
    await user.click(within(screenEl).getByTestId('associate-submit'));
    const short = await within(screenEl).findByTestId('associate-short');
    expect(short.textContent).toContain(message);
    expect(within(short).getByTestId('associate-add-orders').getAttribute('href')).toBe(
      '/contract',
    );
    const [call] = callsTo(contractApi.associate);
    expect(call!.input).toEqual({ collectionId: COLLECTION_ID, orderIds: [orderOf(1).id] });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^order-associate-/);
  });

  it('associates the chosen orders and shows the collection covered', async () => {
    let covered = false;
    const covering = associationsOf({
      covered: '12000.00',
      list: [
        ...COVERED_BEFORE.list,
        {
          ...COVERED_BEFORE.list[0]!,
          orderId: orderOf(1).id,
          orderNo: 'SO-1',
          amount: '5460.00',
        },
        {
          ...COVERED_BEFORE.list[0]!,
          orderId: orderOf(3).id,
          orderNo: 'SO-3',
          amount: '4540.00',
        },
      ],
    });
    const { screenEl, user, inputsTo } = await open([
      on(contractApi.associations, () => ({ result: covered ? covering : COVERED_BEFORE })),
      COLLECTION,
      OPEN_ORDERS,
      on(contractApi.associate, () => {
        covered = true;
        return { result: covering };
      }),
    ]);
    const [first, , third] = await tableRowsOf(
      await within(screenEl).findByTestId('associate-orders'),
    );
    await user.click(first!.querySelector('.ant-checkbox-input')!);
    await user.click(third!.querySelector('.ant-checkbox-input')!);
    await user.click(within(screenEl).getByTestId('associate-submit'));
    await waitFor(() =>
      expect(inputsTo(contractApi.associate)).toEqual([
        { collectionId: COLLECTION_ID, orderIds: [orderOf(1).id, orderOf(3).id] },
      ]),
    );
    expect(await within(screenEl).findByTestId('associate-covered-all')).toBeTruthy();
    expect(within(screenEl).getByTestId('associated-orders').textContent).toContain('SO-3');
  });

  it('shows that the collection cannot be read', async () => {
    const { screenEl } = await open([
      on(contractApi.associations, { errorCode: 'NOT_FOUND', status: 404 }),
    ]);
    expect((await within(screenEl).findByTestId('associate-failed')).textContent).toContain(
      'The collection does not exist',
    );
  });
});
