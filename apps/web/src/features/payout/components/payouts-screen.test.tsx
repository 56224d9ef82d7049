import {
  downloadApi,
  OrderState,
  payoutApi,
  payoutBatchApi,
  PayoutType,
} from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { inputOf } from '../../../test/form.ts';
import {
  expectExportsTwice,
  expectLastInput,
  expectSecondPage,
  tableRowsOf,
} from '../../../test/lists.ts';
import { expectAt, openScreen, renderApp, screenTests } from '../../../test/render-app.tsx';
import { payoutFilterOf } from './use-payouts-screen.ts';
import { BATCH_NO, batchOf, chooseOption, downloadRecordOf, rowOf } from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./payouts-screen.tsx'),
);

const ROWS = [
  rowOf({ orderNo: 'PO202611250003', state: OrderState.PaymentSuccess, waitingFor: null }),
  rowOf({
    orderNo: 'PO202611250002',
    type: PayoutType.Withdraw,
    state: OrderState.PendingSecondReview,
    currency: 'EUR',
    amount: '900.00',
    fee: '5.00',
    total: '905.00',
    payee: {
      id: 'p2',
      name: 'Demo Trading GmbH',
      method: 'bank',
      country: 'DE',
      bankName: 'Commerzbank',
      accountTail: '•••• 3000',
    },
    waitingFor: 'approvers',
    approvalsNeeded: 1,
  }),
  rowOf({
    orderNo: 'PO202611250001',
    type: PayoutType.FastTransfer,
    state: OrderState.AbnormalRefund,
    reason: 'Account closed',
    failureCode: 'AC04',
    waitingFor: null,
  }),
];

/** Twelve paid orders and one under review. */
const MANY = [
  ...Array.from({ length: 12 }, (_, i) =>
    rowOf({
      orderNo: `PO2026112600${String(i + 10)}`,
      state: OrderState.PaymentSuccess,
      waitingFor: null,
    }),
  ),
  rowOf({ orderNo: 'PO202611260099' }),
];

const open = async (api: StubAnswers, language: 'en-US' | 'ru-RU' = 'en-US') => {
  return openScreen('/payOrder', 'payouts-screen', { language, api }, 10_000);
};

const rowsOf = (screenEl: HTMLElement) =>
  tableRowsOf(within(screenEl).getByTestId('payouts-table'));

const checkboxOf = (row: HTMLElement) =>
  row.querySelector<HTMLInputElement>('input[type="checkbox"]')!;

describe('payment records', () => {
  it('lists each payment with its type, payee, amounts and state, linking to its detail', async () => {
    const { screenEl, user, router } = await open([on(payoutApi.list, pageOf(ROWS))]);
    const rows = await rowsOf(screenEl);
    expect(rows).toHaveLength(3);
    const first = rows[0]!;
    expect(within(first).getByTestId('payout-link').textContent).toBe('PO202611250003');
    expect(within(first).getByTestId('payout-type-cell').textContent).toBe('Transfer');
    expect(within(first).getByTestId('payout-payee-name').textContent).toBe(
      'Evergreen Components Inc',
    );
    expect(within(first).getByTestId('payout-amount-cell').textContent).toBe('1,250.75 USD');
    expect(within(first).getByTestId('payout-total-cell').textContent).toBe('1,265.75 USD');
    expect(rows.map((r) => within(r).getByTestId('payout-state').textContent)).toEqual([
      'Paid',
      'Awaiting approval',
      'Refunded after failure',
    ]);
    expect(rows.map((r) => within(r).getByTestId('payout-type-cell').textContent)).toEqual([
      'Transfer',
      'Withdrawal',
      'Fast transfer',
    ]);
    expect(screenEl.textContent).toContain('3 payments');
    // Only a paid order can be chosen for its receipt.
    expect(rows.map((r) => checkboxOf(r).disabled)).toEqual([false, true, true]);

    await user.click(within(rows[1]!).getByTestId('payout-detail'));
    await expectAt(router, '/payOrder/detail?orderNo=PO202611250002');
  });

  it('asks again with each filter from the first page; the keyword when searched', async () => {
    const { screenEl, user, inputsTo } = await open([
      on(payoutApi.list, ({ pageNum = 1 }) => ({
        result: { list: ROWS, total: 45, pageNum, pageSize: 20 },
      })),
    ]);
    await rowsOf(screenEl);
    await expectSecondPage({ user, inputsTo }, payoutApi.list);

    const filters = within(screenEl).getByTestId('payouts-filters');
    await chooseOption(user, filters, 'filter-type', 'Fast transfer');
    await chooseOption(user, filters, 'filter-state', 'Awaiting approval');
    await chooseOption(user, filters, 'filter-currency', 'EUR');
    await expectLastInput(inputsTo, payoutApi.list, {
      type: PayoutType.FastTransfer,
      state: OrderState.PendingSecondReview,
      currency: 'EUR',
      pageNum: 1,
      pageSize: 20,
    });
    await user.click(within(filters).getByTestId('filter-waiting-for-me'));
    await waitFor(() =>
      expect(inputsTo(payoutApi.list).at(-1)).toMatchObject({ waitingForMe: true, pageNum: 1 }),
    );
    const calls = inputsTo(payoutApi.list).length;
    await user.click(inputOf(filters, 'filter-keyword'));
    await user.paste('Evergreen');
    // Not yet: it applies when searched.
    expect(inputsTo(payoutApi.list)).toHaveLength(calls);
    await user.keyboard('{Enter}');
    await expectLastInput(inputsTo, payoutApi.list, {
      type: PayoutType.FastTransfer,
      state: OrderState.PendingSecondReview,
      currency: 'EUR',
      keyword: 'Evergreen',
      waitingForMe: true,
      pageNum: 1,
      pageSize: 20,
    });
    await user.click(within(filters).getByTestId('filter-reset'));
    await expectLastInput(inputsTo, payoutApi.list, { pageNum: 1, pageSize: 20 });
  });

  it('sends dates as UTC days', () => {
    expect(
      payoutFilterOf({ range: [dayjs('2026-11-01'), dayjs('2026-11-30')], keyword: '  ' }),
    ).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-30' });
  });

  it('exports the filters (not "waiting for my approval") as CSV or Excel, one key per export', async () => {
    const { screenEl, user, callsTo } = await open([
      on(payoutApi.list, pageOf(ROWS)),
      on(payoutApi.exportOrders, { result: downloadRecordOf('payoutOrders') }),
      on(downloadApi.count, { result: { ready: 0, generating: 1 } }),
    ]);
    await rowsOf(screenEl);
    const filters = within(screenEl).getByTestId('payouts-filters');
    await chooseOption(user, filters, 'filter-currency', 'USD');
    await user.click(within(filters).getByTestId('filter-waiting-for-me'));
    await expectExportsTwice(
      { screenEl, user, callsTo },
      payoutApi.exportOrders,
      { currency: 'USD' },
      'payout-export',
    );
  });

  it('refuses more than 10 receipts at once before asking, and sends the chosen ones', async () => {
    const { screenEl, user, callsTo } = await open([
      on(payoutApi.list, pageOf(MANY)),
      on(payoutApi.exportReceipts, { result: downloadRecordOf('payoutReceipts') }),
      on(downloadApi.count, { result: { ready: 0, generating: 1 } }),
    ]);
    const rows = await rowsOf(screenEl);
    // Nothing chosen: says to choose first.
    await user.click(within(screenEl).getByTestId('download-receipts'));
    expect(
      await screen.findByText('Choose the paid payments whose receipts you want first.'),
    ).toBeTruthy();

    // Every paid one on the page: twelve.
    const table = within(screenEl).getByTestId('payouts-table');
    await user.click(table.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!);
    expect(within(screenEl).getByTestId('payouts-chosen').textContent).toContain(
      '12 chosen (at most 10 at once).',
    );
    expect(within(screenEl).getByTestId('download-receipts').textContent).toBe(
      'Download 12 receipts',
    );
    await user.click(within(screenEl).getByTestId('download-receipts'));
    expect(await screen.findByText('You can download at most 10 at once.')).toBeTruthy();
    expect(callsTo(payoutApi.exportReceipts)).toHaveLength(0);

    await user.click(within(screenEl).getByTestId('payouts-clear-chosen'));
    await user.click(checkboxOf(rows[0]!));
    await user.click(checkboxOf(rows[1]!));
    await user.click(within(screenEl).getByTestId('download-receipts'));
    await waitFor(() => expect(callsTo(payoutApi.exportReceipts)).toHaveLength(1));
    const call = callsTo(payoutApi.exportReceipts)[0]!;
    expect(call.input).toEqual({ orderNos: ['PO202611260010', 'PO202611260011'] });
    expect(call.headers.get('Idempotency-Key')).toMatch(/^payout-export-[\w-]{36}$/);
    expect(await screen.findByTestId('export-started')).toBeTruthy();
  });

  it('says when there are no payments, or none matching the filters', async () => {
    const { screenEl, user } = await open([on(payoutApi.list, pageOf([]))]);
    expect((await within(screenEl).findByTestId('payouts-empty')).textContent).toContain(
      'No payments yet',
    );
    await chooseOption(
      user,
      within(screenEl).getByTestId('payouts-filters'),
      'filter-currency',
      'JPY',
    );
    await waitFor(() =>
      expect(within(screenEl).getByTestId('payouts-empty').textContent).toContain(
        'No payment matches these filters',
      ),
    );
  });

  it('says why the records could not be loaded, with a way to try again', async () => {
    let fail = true;
    const { screenEl, user } = await open([
      on(payoutApi.list, () =>
        fail ? { errorCode: 'SERVER_ERROR', message: 'Sorry, server error.' } : pageOf(ROWS),
      ),
    ]);
    const failed = await within(screenEl).findByTestId('payouts-failed');
    expect(failed.textContent).toContain('The payment records could not be loaded');
    fail = false;
    await user.click(within(failed).getByRole('button', { name: /Try again/ }));
    expect(await rowsOf(screenEl)).toHaveLength(3);
  });

  it('names the batch of a payment made in one, linking to it', async () => {
    const { screenEl, user, router } = await open([
      on(payoutApi.list, pageOf([rowOf({ batchNo: BATCH_NO }), rowOf({ orderNo: 'PO1' })])),
    ]);
    const rows = await rowsOf(screenEl);
    expect(within(rows[1]!).queryByTestId('payout-batch-link')).toBeNull();
    await user.click(within(rows[0]!).getByTestId('payout-batch-link'));
    await expectAt(router, `/pay/batch/detail?batchNo=${BATCH_NO}`);
  });

  it('lists the batches in their own tab, each linking to its detail', async () => {
    const { orders: _orders, ...batch } = batchOf({ waitingForMe: 1 });
    const { screenEl, user, router, inputsTo } = await open([
      on(payoutApi.list, pageOf(ROWS)),
      on(payoutBatchApi.list, pageOf([batch])),
    ]);
    await rowsOf(screenEl);
    expect(inputsTo(payoutBatchApi.list)).toHaveLength(0);
    await user.click(within(screenEl).getByRole('tab', { name: 'Batches' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=batches'));
    const table = within(screenEl).getByTestId('batches-table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1));
    expect(inputsTo(payoutBatchApi.list)).toEqual([{ pageNum: 1, pageSize: 20 }]);
    const row = table.querySelector<HTMLElement>('tbody tr.ant-table-row')!;
    expect(within(row).getByTestId('batch-count-cell').textContent).toBe('2');
    expect(within(row).getByTestId('batch-total-cell').textContent).toBe('2,530.00 USD');
    expect(
      within(row)
        .getAllByTestId('batch-state')
        .map((tag) => tag.textContent),
    ).toEqual(['Awaiting approval: 1', 'Paid: 1']);
    expect(within(row).getByTestId('batch-waiting-for-me').textContent).toBe('1 waiting for me');
    expect(within(screenEl).queryByTestId('export-button')).toBeNull();
    expect(screenEl.textContent).toContain('1 batch');
    await user.click(within(row).getByTestId('batch-link'));
    await expectAt(router, `/pay/batch/detail?batchNo=${BATCH_NO}`);
  });

  it('says when there are no batches yet', async () => {
    renderApp('/payOrder?tab=batches', {
      language: 'en-US',
      api: [on(payoutBatchApi.list, pageOf([]))],
    });
    expect(
      (await screen.findByTestId('batches-empty', {}, { timeout: 10_000 })).textContent,
    ).toContain('No batches yet');
  });

  it('speaks Russian', async () => {
    const { screenEl } = await open([on(payoutApi.list, pageOf(ROWS))], 'ru-RU');
    const rows = await rowsOf(screenEl);
    expect(screenEl.querySelector('.ant-card-head-title')!.textContent).toBe('История платежей');
    expect(rows.map((r) => within(r).getByTestId('payout-state').textContent)).toEqual([
      'Оплачен',
      'Ждёт согласования',
      'Возвращён после сбоя',
    ]);
    expect(screenEl.textContent).toContain('3 платежа');
  });
});
