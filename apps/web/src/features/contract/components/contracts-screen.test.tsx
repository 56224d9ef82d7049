import { ContractState, contractApi, TradeType } from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, memberUser, openScreen, screenTests } from '../../../test/render-app.tsx';
import { expectLastInput, tableRowsOf } from '../../../test/lists.ts';
import { contractOf, nthContract, orderOf } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./contracts-screen.tsx'),
);

const LIST = [
  contractOf(),
  nthContract(2, {
    state: ContractState.Rejected,
    reason: 'The PI is not signed.',
    tradeType: TradeType.Service,
    contractType: 'service',
    currency: 'EUR',
    amount: '1234.5',
    orderCount: 0,
    orderTotal: '0',
  }),
];

const open = async (api: StubAnswers, path = '/contract', options = {}) => {
  return openScreen(path, 'contracts-screen', { language: 'en-US', api, ...options });
};

const choose = async (
  user: ReturnType<typeof userEvent.setup>,
  select: HTMLElement,
  title: string,
) => {
  await user.click(select.querySelector('input') ?? select);
  await user.click(await screen.findByTitle(title));
};

describe('the contracts tab', () => {
  it('shows each contract with its numbers, buyer, type, amount, validity, orders and state', async () => {
    const { screenEl } = await open([on(contractApi.list, pageOf(LIST))]);
    const [effective, refused] = await tableRowsOf(within(screenEl).getByTestId('contracts-table'));
    expect(within(effective!).getByTestId('contract-link').getAttribute('href')).toBe(
      `/contract/detail?id=${LIST[0]!.id}`,
    );
    expect(within(effective!).getByTestId('contract-link').textContent).toBe('TC2026112500000001');
    expect(within(effective!).getByTestId('contract-no').textContent).toBe('PD-2026-0117');
    expect(effective!.textContent).toContain('Lumière Distribution SARL');
    expect(effective!.textContent).toContain('France');
    expect(within(effective!).getByTestId('contract-trade-type').textContent).toBe('Goods trade');
    expect(within(effective!).getByTestId('contract-amount').textContent).toBe('250,000.00 USD');
    expect(within(effective!).getByTestId('contract-orders').textContent).toBe(
      '2 orders10,920.00 USD',
    );
    expect(within(effective!).getByTestId('contract-state').textContent).toBe('Effective');
    expect(within(refused!).getByTestId('contract-state').textContent).toBe('Rejected');
    expect(within(refused!).getByTestId('contract-amount').textContent).toBe('1,234.50 EUR');
    // The refusal's reason on hover.
    await userEvent.setup().hover(within(refused!).getByTestId('contract-state'));
    expect(await screen.findByText('Reason: The PI is not signed.')).toBeTruthy();
  });

  it('filters by state, trade type, currency and keyword from the first page', async () => {
    const { screenEl, user, inputsTo } = await open([on(contractApi.list, pageOf(LIST))]);
    await tableRowsOf(within(screenEl).getByTestId('contracts-table'));
    await choose(user, within(screenEl).getByTestId('filter-state'), 'Rejected');
    await choose(user, within(screenEl).getByTestId('filter-trade-type'), 'Service trade');
    await choose(user, within(screenEl).getByTestId('filter-currency'), 'EUR');
    const keyword = within(screenEl).getByTestId('filter-keyword').querySelector('input')!;
    await fill(user, keyword, 'Lumière');
    expect(inputsTo(contractApi.list).at(-1)).not.toHaveProperty('keyword');
    await user.keyboard('{Enter}');
    await expectLastInput(inputsTo, contractApi.list, {
      state: ContractState.Rejected,
      tradeType: TradeType.Service,
      currency: 'EUR',
      keyword: 'Lumière',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('offers adding a contract only to a user who may operate', async () => {
    const main = await open([on(contractApi.list, pageOf(LIST))]);
    expect(within(main.screenEl).getByTestId('contract-add')).toBeTruthy();
    main.unmount();
    const { screenEl } = await open([on(contractApi.list, pageOf(LIST))], '/contract', {
      user: memberUser(),
    });
    await tableRowsOf(within(screenEl).getByTestId('contracts-table'));
    expect(within(screenEl).queryByTestId('contract-add')).toBeNull();
  });

  it('says when there is nothing yet, and when the list failed', async () => {
    const empty = await open([on(contractApi.list, pageOf([]))]);
    expect(await within(empty.screenEl).findByTestId('contracts-empty')).toBeTruthy();
    empty.unmount();
    const { screenEl } = await open([
      on(contractApi.list, { errorCode: 'SERVER_ERROR', message: 'Sorry.' }),
    ]);
    const failed = await within(screenEl).findByTestId('contracts-failed');
    expect(failed.textContent).toContain('The contracts could not be loaded');
  });
});

describe('the trade orders tab', () => {
  const ORDERS = [
    orderOf(1),
    orderOf(2, { associated: '5460.00', remaining: '0.00', shipment: 0 }),
  ];

  it('lists every order with its contract, amounts, association and shipment', async () => {
    const { screenEl } = await open(
      [on(contractApi.list, pageOf(LIST)), on(contractApi.listOrders, pageOf(ORDERS))],
      '/contract?tab=orders',
    );
    const [first, second] = await tableRowsOf(within(screenEl).getByTestId('orders-table'));
    expect(within(first!).getByTestId('order-no').textContent).toBe('SO-1');
    expect(first!.textContent).toContain('PD-2026-0117');
    expect(first!.textContent).toContain('45.5 USD');
    expect(within(first!).getByTestId('order-total').textContent).toBe('5,460.00 USD');
    expect(within(first!).getByTestId('order-remaining').textContent).toBe('5,460.00 USD');
    expect(first!.textContent).toContain('Shipped');
    expect(within(second!).getByTestId('order-associated').textContent).toBe('5,460.00 USD');
    expect(within(second!).getByTestId('order-remaining').textContent).toBe('0.00 USD');
    expect(second!.textContent).toContain('Not shipped');
  });

  it('filters by keyword, currency, shipment and contract', async () => {
    const { screenEl, user, inputsTo } = await open(
      [on(contractApi.list, pageOf(LIST)), on(contractApi.listOrders, pageOf(ORDERS))],
      '/contract?tab=orders',
    );
    await tableRowsOf(within(screenEl).getByTestId('orders-table'));
    await choose(user, within(screenEl).getByTestId('filter-order-currency'), 'USD');
    await choose(user, within(screenEl).getByTestId('filter-shipment'), 'Not shipped');
    await choose(user, within(screenEl).getByTestId('filter-contract'), 'PD-2026-0002');
    await fill(
      user,
      within(screenEl).getByTestId('filter-order-keyword').querySelector('input')!,
      'SO-2',
    );
    await user.keyboard('{Enter}');
    await expectLastInput(inputsTo, contractApi.listOrders, {
      keyword: 'SO-2',
      currency: 'USD',
      shipment: 0,
      contractId: LIST[1]!.id,
      pageNum: 1,
      pageSize: 20,
    });
  });
});
