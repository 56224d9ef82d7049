import { contractApi, type OpsContractDetail } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, operatorOf } from '../../../test/render-app.tsx';
import { decidedFirst, expectReloaded } from '../../../test/failures.ts';
import { cells, confirmDecision, rowsOf } from '../../../test/screen.ts';
import {
  approveAfterConfirmation,
  detailScreenOf,
  refuseWithReason,
} from '../../../test/detail-screen.ts';
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

const contract = detailScreenOf(contractApi.opsGet, 'contract', { path: PATH, as: ME, handlers });

describe('one trade contract', { timeout: 40_000 }, () => {
  it('shows every field, the files, the orders and the story', async () => {
    const current = { contract: contractDetail() };
    await contract.served(current, 'en-US');
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
    const current = { contract: contractDetail() };
    const { user, inputsTo } = await contract.served(current, 'en-US');
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
    const current = { contract: contractDetail() };
    const { user, inputsTo } = await contract.served(current, 'en-US');
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
    const empty = await contract.served(current, 'ru-RU', [
      on(contractApi.opsOrders, (body) => pageOf([], body)),
    ]);
    expect(
      await screen.findByText('Продавец ещё не добавил заказы к этому контракту'),
    ).toBeTruthy();
    expect(screen.getByTestId('orders-summary').textContent).toBe('0 заказов, всего 0,00 USD');
    empty.unmount();
    cleanUp();
    await contract.served(current, 'en-US', [
      on(contractApi.opsOrders, { errorCode: 'SERVER_ERROR', message: 'Server down' }),
    ]);
    expect((await screen.findByTestId('orders-error')).textContent).toContain('Server down');
  });

  it('approves the version on screen after a confirmation', async () => {
    const current = { contract: contractDetail() };
    const { user, inputsTo } = await contract.served(current, 'en-US');
    await approveAfterConfirmation(user, inputsTo, contractApi.approve, {
      trigger: 'contract-approve',
      title: 'Approve this contract?',
      says: 'Contract PD-2026-0117 of Demo Trading becomes effective',
      button: 'Approve',
      request: { contractId: CONTRACT_ID, version: 2 },
      done: 'Contract approved',
    });
    await waitFor(() => expect(screen.getByTestId('contract-state').textContent).toBe('Effective'));
    expect(screen.queryByTestId('page-actions')).toBeNull();
  });

  it('needs a reason to reject, then rejects the version on screen with it', async () => {
    const current = { contract: contractDetail() };
    const { user, inputsTo } = await contract.served(current, 'ru-RU');
    await refuseWithReason(user, inputsTo, contractApi.reject, {
      trigger: 'contract-reject',
      title: 'Отклонить контракт',
      says: 'Продавец увидит причину и сможет исправить контракт и отправить его снова.',
      required: 'Укажите причину, понятную продавцу',
      reason: 'Проформа-инвойс не подписан',
      request: { contractId: CONTRACT_ID, version: 2, reason: 'Проформа-инвойс не подписан' },
      done: 'Контракт отклонён',
      note: 'contract-decision',
      noteSays: 'Причина: Проформа-инвойс не подписан',
    });
    expect(screen.getByTestId('contract-state').textContent).toBe('Отклонён');
  });

  it('says so and reloads the contract when the merchant changed it meanwhile (CONTRACT_CHANGED)', async () => {
    const current = { contract: contractDetail() };
    const { user, inputsTo } = await contract.served(current, 'en-US', [
      decidedFirst(
        contractApi.approve,
        { errorCode: 'CONTRACT_CHANGED', message: 'changed' },
        () => {
          current.contract = { ...current.contract, state: 3, version: 3, actions: [] };
        },
      ),
    ]);
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

  it('says when the contract does not exist', () =>
    contract.isMissing(PATH, ME, 'This trade contract does not exist', '/contracts'));

  it.each(['finance', 'manager'] as const)('is refused to %s', (role) =>
    contract.isRefusedTo(PATH, role),
  );
});
