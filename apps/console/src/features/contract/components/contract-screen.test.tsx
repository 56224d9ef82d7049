import { contractApi, type OpsContractDetail } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, operatorOf, renderApp } from '../../../test/render-app.tsx';
import { decidedFirst, expectRefused, expectReloaded, failureOf } from '../../../test/failures.ts';
import {
  cells,
  confirmDecision,
  confirmWithoutReason,
  confirmWithReason,
  openDecision,
  openScreen,
  rowsOf,
} from '../../../test/screen.ts';
import {
  CONTRACT_FILE_ID,
  CONTRACT_ID,
  contractDetail,
  MERCHANT_ID,
  order,
  PI_FILE_ID,
} from './test-data.ts';

beforeEach(() => {
  // jsdom has no object URLs: each blob gets one named after its type.
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanUp);

const PATH = `/contracts/${CONTRACT_ID}`;
const ME = operatorOf('reviewer', { name: 'Li Na' });
const ORDERS = Array.from({ length: 12 }, (_, i) =>
  order(i + 1, i === 0 ? { associated: '5400.00', remaining: '60.00', shipment: 0 } : {}),
);

/** A server of one contract and its orders: decisions change it as the real one does. */
const handlers = (current: { contract: OpsContractDetail }): StubAnswers => [
  on(contractApi.opsGet, () => ({ result: current.contract })),
  on(contractApi.opsOrders, ({ pageNum = 1, pageSize = 20 }) => ({
    result: {
      list: ORDERS.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: ORDERS.length,
      pageNum,
      pageSize,
    },
  })),
  on(
    contractApi.opsFile,
    ({ fileId }) =>
      new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'content-type': fileId === PI_FILE_ID ? 'image/png' : 'application/pdf' },
      }),
  ),
  on(contractApi.approve, () => {
    current.contract = {
      ...current.contract,
      state: 1,
      version: current.contract.version + 1,
      actions: [],
    };
    return { result: current.contract };
  }),
  on(contractApi.reject, ({ reason }) => {
    current.contract = {
      ...current.contract,
      state: 2,
      reason,
      version: current.contract.version + 1,
      actions: [],
    };
    return { result: current.contract };
  }),
];

const open = () => openScreen('contract-screen');

describe('one trade contract', { timeout: 40_000 }, () => {
  it('shows every field, the files, the orders and the story', async () => {
    const current = { contract: contractDetail() };
    renderApp(PATH, { language: 'en-US', as: ME, api: handlers(current) });
    await open();
    expect(screen.getByTestId('contract-title').textContent).toBe('PD-2026-0117');
    expect(screen.getByTestId('contract-decision').textContent).toContain('Waiting for review');
    const overview = screen.getByTestId('contract-overview');
    expect(
      [...overview.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent),
    ).toEqual([
      'Merchant',
      'Record number',
      'Contract number',
      'Buyer',
      "Buyer's country or region",
      'Trade type',
      'Contract type',
      'Trading countries and regions',
      'Trading party (seller)',
      'Contract value',
      'Validity period',
      'Proforma invoice',
      'Orders',
      'State',
      'Submitted',
      'Last changed',
    ]);
    expect(screen.getByTestId('contract-merchant').getAttribute('href')).toBe(
      `/merchants/${MERCHANT_ID}`,
    );
    expect(screen.getByTestId('contract-record-no').textContent).toBe('TC2026112000000001');
    expect(screen.getByTestId('contract-trade-type').textContent).toBe('Goods');
    expect(screen.getByTestId('contract-trading-countries').textContent).toBe('ChinaFrance');
    expect(screen.getByTestId('contract-amount').textContent).toBe('250,000.00 USD');
    expect(screen.getByTestId('contract-validity').textContent).toBe(
      '11/01/2026\u00a0– 10/31/2027',
    );
    expect(screen.getByTestId('contract-orders').textContent).toBe(
      '12 orders, 65,520.00 USD in total',
    );
    expect(overview.textContent).toContain('Sales contract');

    expect(screen.getByTestId('file-contract').textContent).toContain('Contractcontract.pdf');
    expect(screen.getByTestId('file-pi').textContent).toContain('Proforma invoicepi.png');

    const story = screen.getByTestId('section-story');
    expect(
      within(story)
        .getAllByTestId('story-event')
        .map((event) => event.querySelector('strong')?.textContent),
    ).toEqual(['Corrected and sent again', 'Rejected', 'Submitted']);
    expect(story.textContent).toContain('Reason: The PI is not signed.');
  });

  it('opens the contract and the PI in place through file.json', async () => {
    const user = userEvent.setup();
    const current = { contract: contractDetail() };
    const { inputsTo } = renderApp(PATH, { language: 'en-US', as: ME, api: handlers(current) });
    await open();
    expect(inputsTo(contractApi.opsFile)).toEqual([]);
    await user.click(screen.getByTestId('file-open-contract'));
    const pdf = await screen.findByTestId('contract-contract-pdf');
    expect(pdf.getAttribute('src')).toBe('blob:application/pdf');
    expect(screen.getByRole('link', { name: /Open the PDF in a new tab/ })).toBeTruthy();
    await user.click(screen.getByTestId('file-open-pi'));
    expect((await screen.findByTestId('contract-pi-image')).getAttribute('src')).toBe(
      'blob:image/png',
    );
    expect(inputsTo(contractApi.opsFile)).toEqual([
      { contractId: CONTRACT_ID, fileId: CONTRACT_FILE_ID },
      { contractId: CONTRACT_ID, fileId: PI_FILE_ID },
    ]);
    await user.click(screen.getByTestId('file-open-contract'));
    expect(screen.queryByTestId('contract-contract-pdf')).toBeNull();
  });

  it('lists the orders a page at a time, with what each covers and what is left', async () => {
    const user = userEvent.setup();
    const current = { contract: contractDetail() };
    const { inputsTo } = renderApp(PATH, { language: 'en-US', as: ME, api: handlers(current) });
    await open();
    const orders = screen.getByTestId('section-orders');
    const view = within(orders).getByTestId('orders-table');
    await waitFor(() => expect(rowsOf(view)).toHaveLength(10));
    expect(
      [...view.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean),
    ).toEqual([
      'Order no.',
      'Goods',
      'Origin',
      'Category',
      'Quantity',
      'Unit price',
      'Total',
      'Covering collections',
      'Left',
      'Shipment',
      'Payer',
      'Ordered',
    ]);
    expect(cells(rowsOf(view)[0]!).slice(0, 11)).toEqual([
      'PO-1',
      'LED panel light 600×60040 W, 4000 K',
      'China',
      'Electronics',
      '120',
      '45.5 USD',
      '5,460.00 USD',
      '5,400.00 USD',
      '60.00 USD',
      'Not shippedDHL · JD0146000012345',
      'Lumière Distribution SARL',
    ]);
    expect(within(orders).getByTestId('orders-summary').textContent).toBe(
      '12 orders, 65,520.00 USD in total',
    );
    expect(inputsTo(contractApi.opsOrders)).toEqual([
      { contractId: CONTRACT_ID, pageNum: 1, pageSize: 10 },
    ]);
    await user.click(within(orders).getByTitle('2'));
    await waitFor(() => expect(rowsOf(view)).toHaveLength(2));
    expect(cells(rowsOf(view)[1]!)[0]).toBe('PO-12');
    expect(inputsTo(contractApi.opsOrders).at(-1)).toEqual({
      contractId: CONTRACT_ID,
      pageNum: 2,
      pageSize: 10,
    });
  });

  it('says when the contract has no orders, and when they cannot be loaded', async () => {
    const current = { contract: contractDetail({ orderCount: 0, orderTotal: '0.00' }) };
    const empty = renderApp(PATH, {
      language: 'ru-RU',
      as: ME,
      api: [...handlers(current), on(contractApi.opsOrders, (body) => pageOf([], body))],
    });
    await open();
    expect(
      await screen.findByText('Продавец ещё не добавил заказы к этому контракту'),
    ).toBeTruthy();
    expect(screen.getByTestId('orders-summary').textContent).toBe('0 заказов, всего 0,00 USD');
    empty.unmount();
    cleanUp();
    renderApp(PATH, {
      language: 'en-US',
      as: ME,
      api: [
        ...handlers(current),
        on(contractApi.opsOrders, { errorCode: 'SERVER_ERROR', message: 'Server down' }),
      ],
    });
    await open();
    expect((await screen.findByTestId('orders-error')).textContent).toContain('Server down');
  });

  it('approves the version on screen after a confirmation', async () => {
    const user = userEvent.setup();
    const current = { contract: contractDetail() };
    const { inputsTo } = renderApp(PATH, { language: 'en-US', as: ME, api: handlers(current) });
    await open();
    const confirm = await openDecision(user, 'contract-approve', 'Approve this contract?');
    expect(confirm.textContent).toContain(
      'Contract PD-2026-0117 of Demo Trading becomes effective',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(inputsTo(contractApi.approve)).toEqual([{ contractId: CONTRACT_ID, version: 2 }]),
    );
    expect(await screen.findByText('Contract approved')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('contract-state').textContent).toBe('Effective'));
    expect(screen.queryByTestId('page-actions')).toBeNull();
  });

  it('needs a reason to reject, then rejects the version on screen with it', async () => {
    const user = userEvent.setup();
    const current = { contract: contractDetail() };
    const { inputsTo } = renderApp(PATH, { language: 'ru-RU', as: ME, api: handlers(current) });
    await open();
    const dialog = await openDecision(user, 'contract-reject', 'Отклонить контракт');
    await confirmWithoutReason(user, dialog, 'Укажите причину, понятную продавцу');
    expect(inputsTo(contractApi.reject)).toEqual([]);
    await confirmWithReason(user, dialog, 'Проформа-инвойс не подписан');
    await waitFor(() =>
      expect(inputsTo(contractApi.reject)).toEqual([
        { contractId: CONTRACT_ID, version: 2, reason: 'Проформа-инвойс не подписан' },
      ]),
    );
    const decision = await screen.findByTestId('contract-decision');
    await waitFor(() =>
      expect(decision.textContent).toContain('Причина: Проформа-инвойс не подписан'),
    );
    expect(screen.getByTestId('contract-state').textContent).toBe('Отклонён');
  });

  it('says so and reloads the contract when the merchant changed it meanwhile (CONTRACT_CHANGED)', async () => {
    const user = userEvent.setup();
    const current = { contract: contractDetail() };
    const { inputsTo } = renderApp(PATH, {
      language: 'en-US',
      as: ME,
      api: [
        ...handlers(current),
        decidedFirst(
          contractApi.approve,
          { errorCode: 'CONTRACT_CHANGED', message: 'changed' },
          () => {
            current.contract = { ...current.contract, state: 3, version: 3, actions: [] };
          },
        ),
      ],
    });
    await open();
    await confirmDecision(user, 'contract-approve', 'Approve this contract?', 'Approve');
    await expectReloaded(
      /This contract changed while you were looking at it/,
      ['contract-state', 'Deleted'],
      () => inputsTo(contractApi.opsGet),
    );
    expect(screen.getByTestId('contract-decision').textContent).toContain(
      'Deleted by the merchant',
    );
  });

  it('says when the contract does not exist', async () => {
    renderApp(PATH, {
      language: 'en-US',
      as: ME,
      api: [on(contractApi.opsGet, { errorCode: 'NOT_FOUND', status: 404 })],
    });
    const failure = await failureOf('contract-error');
    expect(failure.textContent).toContain('This trade contract does not exist');
  });

  it.each(['finance', 'manager'] as const)('is refused to %s', async (role) => {
    renderApp(PATH, { language: 'en-US', as: role, api: [] });
    await expectRefused();
  });
});
