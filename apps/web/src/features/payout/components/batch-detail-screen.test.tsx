import { downloadApi, OrderState, payoutApi, payoutBatchApi } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectError, inputOf } from '../../../test/form.ts';
import { expectAt, fill, renderApp, screenTests } from '../../../test/render-app.tsx';
import { BATCH_NO, batchOf, downloadRecordOf, rowOf } from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./batch-detail-screen.tsx'),
);

/** One order waits for the viewer's approval; the other is paid. */
const AWAITING = batchOf({ waitingForMe: 1 });

const open = async (
  api: StubAnswers,
  { language = 'en-US', clock = false }: { language?: 'en-US' | 'ru-RU'; clock?: boolean } = {},
) => {
  if (clock) vi.useFakeTimers({ shouldAdvanceTime: true });
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  const view = renderApp(`/pay/batch/detail?batchNo=${BATCH_NO}`, { language, api });
  const screenEl = await screen.findByTestId('batch-detail-screen', {}, { timeout: 10_000 });
  await within(screenEl).findByTestId('batch-fields');
  return {
    ...view,
    screenEl,
    user: userEvent.setup(
      clock ? { advanceTimers: vi.advanceTimersByTime } : { pointerEventsCheck: 0 },
    ),
  };
};

/** The fields' labels and values as shown, label by label. */
const fieldsOf = (screenEl: HTMLElement) =>
  Object.fromEntries(
    [...within(screenEl).getByTestId('batch-fields').querySelectorAll('th')].map((th) => [
      th.textContent,
      th.nextElementSibling?.textContent,
    ]),
  );

const orderRowsOf = (screenEl: HTMLElement) =>
  [
    ...within(screenEl).getByTestId('batch-orders').querySelectorAll('tbody tr.ant-table-row'),
  ] as HTMLElement[];

describe('a batch', () => {
  it('shows its totals, the entered figures against the table’s, and every order', async () => {
    const { screenEl, user, router } = await open([
      on(payoutBatchApi.detail, { result: batchOf() }),
    ]);
    expect(screenEl.querySelector('.ant-card-head-title')!.textContent).toBe(`Batch ${BATCH_NO}`);
    expect(within(screenEl).getByTestId('batch-total').textContent).toBe('2,530.00 USD');
    expect(fieldsOf(screenEl)).toMatchObject({
      'Batch number': BATCH_NO,
      Made: 'By spreadsheet',
      Currency: 'USD',
      Payments: '2',
      Amount: '2,500.00 USD',
      Fee: '30.00 USD',
      'Rows left out': '1',
      Approval: 'Needs 1 approval',
      Paid: '1,500.00 USD',
      Returned: '0.00 USD',
      'Submitted by': 'Mia Member',
    });
    expect(
      within(screenEl)
        .getAllByTestId('batch-state')
        .map((tag) => tag.textContent),
    ).toEqual(['Awaiting approval: 1', 'Paid: 1']);
    const comparison = within(screenEl).getByTestId('batch-comparison');
    expect(within(comparison).getByTestId('batch-comparison-count').textContent).toBe(
      'Entered 3, in the table 3',
    );
    expect(within(comparison).getByTestId('batch-comparison-total').textContent).toBe(
      'Entered 2,600.00 USD, in the table 2,650.00 USD',
    );
    expect(within(comparison).getByTestId('batch-total-consistency').dataset.consistent).toBe(
      'false',
    );
    expect(within(comparison).getByTestId('batch-mismatch')).toBeTruthy();
    // Not the viewer's to approve.
    expect(within(screenEl).queryByTestId('batch-approve')).toBeNull();

    const rows = orderRowsOf(screenEl);
    expect(rows.map((r) => within(r).getByTestId('payout-state').textContent)).toEqual([
      'Awaiting approval',
      'Paid',
    ]);
    await user.click(within(rows[1]!).getByTestId('batch-order-link'));
    await expectAt(router, '/payOrder/detail?orderNo=PO202611250012');
  });

  it('lets an approver approve the orders waiting for them, or decline them with a reason', async () => {
    let now = AWAITING;
    const { screenEl, user, inputsTo } = await open([
      on(payoutBatchApi.detail, () => ({ result: now })),
      on(payoutBatchApi.approve, () => {
        now = batchOf({
          waitingForMe: 0,
          states: [
            { state: OrderState.ReviewRejected, count: 1 },
            { state: OrderState.PaymentSuccess, count: 1 },
          ],
        });
        return { result: now };
      }),
    ]);
    expect(within(screenEl).getByTestId('batch-waiting').textContent).toBe(
      '1 payment of this batch is waiting for your approval.',
    );
    await user.click(within(screenEl).getByTestId('batch-decline'));
    const modal = await screen.findByTestId('payout-decline-modal');
    expect(modal.textContent).toContain('Decline the payment waiting for you');
    await user.click(screen.getByTestId('payout-decline-confirm'));
    await expectError(modal, 'payout-decline-reason', 'Reason cannot be empty');
    expect(inputsTo(payoutBatchApi.approve)).toHaveLength(0);
    await fill(user, inputOf(modal, 'payout-decline-reason'), 'Wrong supplier');
    await user.click(screen.getByTestId('payout-decline-confirm'));
    await waitFor(() =>
      expect(inputsTo(payoutBatchApi.approve)).toEqual([
        { batchNo: BATCH_NO, decision: 'decline', reason: 'Wrong supplier' },
      ]),
    );
    await waitFor(() => expect(within(screenEl).queryByTestId('batch-approve')).toBeNull());
    expect(
      within(screenEl)
        .getAllByTestId('batch-state')
        .map((tag) => tag.textContent),
    ).toEqual(['Paid: 1', 'Rejected: 1']);
  });

  it('approves the whole batch after asking', async () => {
    const { screenEl, user, inputsTo } = await open([
      on(payoutBatchApi.detail, { result: AWAITING }),
      on(payoutBatchApi.approve, { result: batchOf() }),
    ]);
    await user.click(within(screenEl).getByTestId('batch-approve'));
    await user.click(await screen.findByTestId('batch-approve-confirm'));
    await waitFor(() =>
      expect(inputsTo(payoutBatchApi.approve)).toEqual([
        { batchNo: BATCH_NO, decision: 'approve' },
      ]),
    );
    expect(await screen.findByText('Batch approved')).toBeTruthy();
  });

  it('downloads its summary PDF', async () => {
    const { screenEl, user, inputsTo } = await open([
      on(payoutBatchApi.detail, { result: batchOf() }),
      on(
        payoutBatchApi.summary,
        () =>
          new Response(new Uint8Array([37, 80, 68, 70]), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="${BATCH_NO}.pdf"`,
            },
          }),
      ),
    ]);
    await user.click(within(screenEl).getByTestId('batch-summary'));
    await waitFor(() => expect(inputsTo(payoutBatchApi.summary)).toEqual([{ batchNo: BATCH_NO }]));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('sends the receipts of chosen paid orders, refusing more than 10 before asking', async () => {
    const paid = Array.from({ length: 11 }, (_, i) =>
      rowOf({
        orderNo: `PO2026112600${String(i + 10)}`,
        batchNo: BATCH_NO,
        state: OrderState.PaymentSuccess,
        waitingFor: null,
      }),
    );
    const { screenEl, user, callsTo } = await open([
      on(payoutBatchApi.detail, {
        result: batchOf({
          count: 11,
          states: [{ state: OrderState.PaymentSuccess, count: 11 }],
          orders: paid,
        }),
      }),
      on(payoutApi.exportReceipts, { result: downloadRecordOf('payoutReceipts') }),
      on(downloadApi.count, { result: { ready: 0, generating: 1 } }),
    ]);
    const table = within(screenEl).getByTestId('batch-orders');
    await user.click(table.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!);
    expect(within(screenEl).getByTestId('batch-chosen').textContent).toBe(
      '11 chosen (at most 10 at once).',
    );
    await user.click(within(screenEl).getByTestId('download-receipts'));
    expect(await screen.findByText('You can download at most 10 at once.')).toBeTruthy();
    expect(callsTo(payoutApi.exportReceipts)).toHaveLength(0);

    const first = orderRowsOf(screenEl)[0]!;
    await user.click(first.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await user.click(within(screenEl).getByTestId('download-receipts'));
    await waitFor(() => expect(callsTo(payoutApi.exportReceipts)).toHaveLength(1));
    expect(callsTo(payoutApi.exportReceipts)[0]!.input.orderNos).toHaveLength(10);
    expect(await screen.findByTestId('export-started')).toBeTruthy();
  });

  it('reads the batch again every 5 seconds while an order is on its way, and stops after', async () => {
    let reads = 0;
    const { screenEl } = await open(
      [
        on(payoutBatchApi.detail, () => {
          reads += 1;
          return {
            result:
              reads < 2
                ? batchOf()
                : batchOf({
                    states: [{ state: OrderState.PaymentSuccess, count: 2 }],
                    orders: batchOf().orders.map((order) => ({
                      ...order,
                      state: OrderState.PaymentSuccess,
                    })),
                  }),
          };
        }),
      ],
      { clock: true },
    );
    expect(reads).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() =>
      expect(
        within(screenEl)
          .getAllByTestId('batch-state')
          .map((tag) => tag.textContent),
      ).toEqual(['Paid: 2']),
    );
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(reads).toBe(2);
  });

  it('says when there is no such batch', async () => {
    renderApp(`/pay/batch/detail?batchNo=PB0`, {
      language: 'en-US',
      api: [on(payoutBatchApi.detail, { errorCode: 'NOT_FOUND', status: 404 })],
    });
    expect(
      (await screen.findByText('This batch does not exist', {}, { timeout: 10_000 })).textContent,
    ).toBeTruthy();
  });

  it('speaks Russian', async () => {
    const { screenEl } = await open([on(payoutBatchApi.detail, { result: AWAITING })], {
      language: 'ru-RU',
    });
    expect(within(screenEl).getByTestId('batch-waiting').textContent).toBe(
      '1 платёж этого пакета ждёт вашего согласования.',
    );
    expect(within(screenEl).getByTestId('batch-approve').textContent).toBe('Согласовать 1 платёж');
  });
});
