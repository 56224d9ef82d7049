import {
  ContractState,
  contractApi,
  documentsApi,
  type MerchantInfo,
} from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectError, expectRefused, inputOf, type, type User } from '../../../test/form.ts';
import { memberUser, renderApp, screenTests } from '../../../test/render-app.tsx';
import { tableRowsOf } from '../../../test/lists.ts';
import {
  checkOf,
  CONTRACT_ID,
  contractDetailOf,
  FILE_ID,
  orderOf,
  REFUSED,
  SHEET_ID,
} from './test-data.ts';
import { choose, chooseFile } from './test-helpers.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./contract-detail-screen.tsx'),
);

const DETAIL = on(contractApi.get, { result: contractDetailOf() });
const ORDERS = on(
  contractApi.listOrders,
  pageOf([orderOf(1), orderOf(2, { associated: '5460.00', remaining: '0.00' })]),
);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = (name: string) =>
  new Response(new Uint8Array([80, 75, 3, 4]), {
    headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}"` },
  });

const open = async (api: StubAnswers, { user }: { user?: MerchantInfo } = {}) => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  const view = renderApp(`/contract/detail?id=${CONTRACT_ID}`, {
    language: 'en-US',
    api,
    ...(user ? { user } : {}),
  });
  const screenEl = await screen.findByTestId('contract-detail-screen');
  return { ...view, screenEl, user: userEvent.setup({ pointerEventsCheck: 0 }) };
};

describe('a contract', () => {
  it('shows every field, its story, and opens its file inline', async () => {
    const opened = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const { screenEl, user, inputsTo } = await open([
      DETAIL,
      ORDERS,
      on(
        contractApi.file,
        () =>
          new Response(new Uint8Array([37, 80, 68, 70]), {
            headers: { 'content-type': 'application/pdf' },
          }),
      ),
    ]);
    const summary = await within(screenEl).findByTestId('contract-summary');
    for (const text of [
      'TC2026112500000001',
      'PD-2026-0117',
      'Lumière Distribution SARL',
      'France',
      'Goods trade',
      'Sales contract',
      'China, France',
      'Shenzhen Pengda Lighting Co., Ltd.',
      'contract.pdf',
    ])
      expect(summary.textContent).toContain(text);
    expect(within(screenEl).getByTestId('contract-amount').textContent).toBe('250,000.00 USD');
    expect(within(screenEl).getByTestId('contract-state').textContent).toBe('Effective');
    expect(within(screenEl).getByTestId('contract-history').textContent).toContain(
      'Submitted for review',
    );
    expect(within(screenEl).getByTestId('contract-orders-summary').textContent).toBe(
      '2 orders, 10,920.00 USD in total',
    );
    await user.click(within(screenEl).getByTestId('contract-file-open'));
    await waitFor(() => expect(opened.location.href).toBe('blob:file'));
    expect(inputsTo(contractApi.file)).toEqual([{ contractId: CONTRACT_ID, fileId: FILE_ID }]);
  });

  it('shows a refusal with its reason and leads to the correction', async () => {
    const { screenEl, user, router } = await open([
      on(contractApi.get, { result: REFUSED }),
      ORDERS,
    ]);
    const refused = await within(screenEl).findByTestId('contract-refused');
    expect(within(refused).getByTestId('contract-reason').textContent).toBe(
      'Reason: The PI is not signed.',
    );
    expect(within(screenEl).queryByTestId('orders-add')).toBeNull();
    await user.click(within(screenEl).getByTestId('contract-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contract/edit'));
  });

  it('is deleted after a confirmation', async () => {
    const { screenEl, user, inputsTo } = await open([
      DETAIL,
      ORDERS,
      on(contractApi.remove, {
        result: contractDetailOf({ state: ContractState.Deleted, version: 2, actions: [] }),
      }),
    ]);
    await user.click(await within(screenEl).findByTestId('contract-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('its 2 orders are deleted');
    await user.click(within(dialog).getByTestId('contract-delete-confirm'));
    await waitFor(() =>
      expect(inputsTo(contractApi.remove)).toEqual([{ contractId: CONTRACT_ID, version: 1 }]),
    );
    await waitFor(() =>
      expect(within(screenEl).getByTestId('contract-state').textContent).toBe('Deleted'),
    );
  });

  it('locks an order that covers a collection, and offers a member nothing to change', async () => {
    const main = await open([DETAIL, ORDERS]);
    const [free, covering] = await tableRowsOf(
      await within(main.screenEl).findByTestId('contract-orders-table'),
    );
    expect(within(free!).getByTestId('order-edit').hasAttribute('disabled')).toBe(false);
    expect(within(covering!).getByTestId('order-edit').hasAttribute('disabled')).toBe(true);
    expect(within(covering!).getByTestId('order-delete').hasAttribute('disabled')).toBe(true);
    await main.user.hover(within(covering!).getByTestId('order-locked'));
    expect(
      await screen.findByText(
        'This order already covers a collection and can no longer be changed or deleted',
      ),
    ).toBeTruthy();
    main.unmount();
    const { screenEl } = await open([DETAIL, ORDERS], { user: memberUser() });
    await tableRowsOf(await within(screenEl).findByTestId('contract-orders-table'));
    expect(within(screenEl).queryByTestId('orders-add')).toBeNull();
    expect(within(screenEl).queryByTestId('order-edit')).toBeNull();
    expect(within(screenEl).queryByTestId('contract-delete')).toBeNull();
  });
});

const openOrderForm = async (user: User, screenEl: HTMLElement) => {
  await user.click(await within(screenEl).findByTestId('orders-add'));
  return screen.findByTestId('order-form');
};

describe('the order form', () => {
  it('fills the exact total from quantity × unit price as they are typed', async () => {
    const { screenEl, user } = await open([DETAIL, ORDERS]);
    const form = await openOrderForm(user, screenEl);
    await type(user, form, 'order-quantity', '120');
    await type(user, form, 'order-unitPrice', '45.5');
    await waitFor(() => expect(inputOf(form, 'order-total').value).toBe('5460.00'));
    expect(within(form).getByTestId('order-total-hint').textContent).toBe(
      'Quantity × unit price, exactly',
    );
    await type(user, form, 'order-quantity', '3');
    await type(user, form, 'order-unitPrice', '0.0125');
    await waitFor(() => expect(inputOf(form, 'order-total').value).toBe(''));
    expect(within(form).getByTestId('order-total-inexact').textContent).toContain(
      'Quantity × unit price = 0.0375 has more decimal places than USD allows',
    );
  });

  it('refuses a total that is not quantity × unit price and sends nothing', async () => {
    const { screenEl, user, callsTo } = await open([DETAIL, ORDERS]);
    const form = await openOrderForm(user, screenEl);
    await type(user, form, 'order-quantity', '120');
    await type(user, form, 'order-unitPrice', '45.5');
    await expectRefused(
      user,
      form,
      'order-total',
      '5460.01',
      'Must equal quantity × unit price: 5460.00',
    );
    await user.click(await screen.findByTestId('order-submit'));
    await expectError(form, 'order-orderNo', 'Order number cannot be empty');
    expect(callsTo(contractApi.addOrder)).toEqual([]);
  });

  it('adds an order with every field and an Idempotency-Key', async () => {
    const { screenEl, user, callsTo } = await open([
      DETAIL,
      ORDERS,
      on(contractApi.addOrder, { result: orderOf(3) }),
    ]);
    const form = await openOrderForm(user, screenEl);
    await type(user, form, 'order-orderNo', 'SO-3');
    await type(user, form, 'order-name', 'LED panel light');
    await choose(user, form, 'order-origin', 'China');
    await choose(user, form, 'order-category', 'Electronics');
    await type(user, form, 'order-quantity', '1.5');
    await type(user, form, 'order-unitPrice', '0.02');
    await type(user, form, 'order-payer', 'Lumière Distribution SARL');
    await waitFor(() => expect(inputOf(form, 'order-total').value).toBe('0.03'));
    await user.click(await screen.findByTestId('order-submit'));
    await waitFor(() => expect(callsTo(contractApi.addOrder)).toHaveLength(1));
    const [call] = callsTo(contractApi.addOrder);
    expect(call!.input).toMatchObject({
      contractId: CONTRACT_ID,
      orderNo: 'SO-3',
      name: 'LED panel light',
      origin: 'CN',
      category: '02',
      quantity: '1.5',
      unitPrice: '0.02',
      total: '0.03',
      payer: 'Lumière Distribution SARL',
      shipment: 0,
    });
    expect(call!.input.orderedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^order-add-/);
    await waitFor(() => expect(screen.queryByTestId('order-form')).toBeNull());
  });
});

const UPLOAD_SHEET = on(documentsApi.uploadFile, (form) => {
  const chosen = (form as FormData).get('file') as File;
  return { result: { id: SHEET_ID, name: chosen.name, mime: chosen.type, size: chosen.size } };
});

const openImport = async (api: StubAnswers) => {
  const view = await open([DETAIL, ORDERS, UPLOAD_SHEET, ...api]);
  await view.user.click(await within(view.screenEl).findByTestId('orders-import'));
  const modal = await screen.findByTestId('import-file');
  chooseFile(modal, 'orders.xlsx', XLSX);
  return view;
};

describe('the order import', () => {
  it('downloads the template, checks the file, downloads the error file and imports the valid rows', async () => {
    const { user, callsTo, inputsTo } = await openImport([
      on(contractApi.orderTemplate, () => file('order-template.xlsx')),
      on(contractApi.checkImport, { result: checkOf() }),
      on(contractApi.importErrors, () => file('order-errors.xlsx')),
      on(contractApi.importOrders, { result: { imported: 28, skipped: 2, total: '152880.00' } }),
    ]);
    const check = await screen.findByTestId('import-check');
    expect(inputsTo(contractApi.checkImport)).toEqual([
      { contractId: CONTRACT_ID, fileId: SHEET_ID },
    ]);
    expect(within(check).getByTestId('import-rows').textContent).toContain('30');
    expect(within(check).getByTestId('import-valid').textContent).toContain('28');
    expect(within(check).getByTestId('import-invalid').textContent).toContain('2');
    expect(within(check).getByTestId('import-valid-total').textContent).toContain('152,880.00 USD');
    const problems = within(check).getByTestId('import-problems');
    expect(problems.textContent).toContain('6Total pricemust equal quantity × unit price: 5460.00');
    expect(problems.textContent).toContain('13Country of origin');
    expect(within(check).queryByTestId('import-all')).toBeNull();

    await user.click(screen.getByTestId('import-template'));
    await waitFor(() => expect(callsTo(contractApi.orderTemplate)).toHaveLength(1));
    await user.click(within(check).getByTestId('import-error-file'));
    await waitFor(() =>
      expect(inputsTo(contractApi.importErrors)).toEqual([
        { contractId: CONTRACT_ID, fileId: SHEET_ID },
      ]),
    );

    await user.click(within(check).getByTestId('import-valid-rows'));
    await waitFor(() => expect(callsTo(contractApi.importOrders)).toHaveLength(1));
    const [call] = callsTo(contractApi.importOrders);
    expect(call!.input).toEqual({ contractId: CONTRACT_ID, fileId: SHEET_ID, skipInvalid: true });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^order-import-valid-/);
    expect((await screen.findByTestId('import-result')).textContent).toBe(
      '2 rows with errors were skipped. Total 152,880.00 USD.',
    );
  });

  it('imports every row of a file without errors, without skipInvalid', async () => {
    const { user, callsTo } = await openImport([
      on(contractApi.checkImport, {
        result: checkOf({ valid: 30, invalid: 0, validTotal: '163800.00', problems: [] }),
      }),
      on(contractApi.importOrders, { result: { imported: 30, skipped: 0, total: '163800.00' } }),
    ]);
    const check = await screen.findByTestId('import-check');
    expect(within(check).queryByTestId('import-error-file')).toBeNull();
    await user.click(within(check).getByTestId('import-all'));
    await waitFor(() => expect(callsTo(contractApi.importOrders)).toHaveLength(1));
    const [call] = callsTo(contractApi.importOrders);
    expect(call!.input).toEqual({ contractId: CONTRACT_ID, fileId: SHEET_ID });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^order-import-all-/);
    expect((await screen.findByTestId('import-result')).textContent).toBe('Total 163,800.00 USD.');
  });

  it('says in the server’s words why a file cannot be read', async () => {
    await openImport([
      on(contractApi.checkImport, {
        errorCode: 'ORDER_IMPORT_INVALID',
        message: 'The order file cannot be read: the file has no order rows',
      }),
    ]);
    expect((await screen.findByTestId('import-refusal')).textContent).toBe(
      'The order file cannot be read: the file has no order rows',
    );
    expect(screen.queryByTestId('import-check')).toBeNull();
  });
});
