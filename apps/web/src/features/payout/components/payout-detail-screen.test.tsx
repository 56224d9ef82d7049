import { downloadApi, OrderState, payoutApi, PayoutType } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectError, inputOf } from '../../../test/form.ts';
import { fill, renderApp, screenTests } from '../../../test/render-app.tsx';
import { downloadRecordOf, ORDER_NO, PAID, payoutOf } from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./payout-detail-screen.tsx'),
);

/** Waiting for two approvals, one given; the viewer may approve. */
const AWAITING = payoutOf({
  state: OrderState.PendingSecondReview,
  waitingFor: 'approvers',
  approvalsNeeded: 2,
  approvals: [
    {
      userName: 'Olga Approver',
      decision: 'approve',
      reason: null,
      at: '2026-11-25T02:30:00.000Z',
    },
  ],
  history: [
    {
      at: '2026-11-25T02:00:00.000Z',
      action: 'submitted',
      state: OrderState.PendingSecondReview,
      actor: 'Mia Member',
      note: null,
    },
  ],
  createdBy: 'Mia Member',
  actions: ['approve'],
});

const open = async (
  order: typeof AWAITING | null,
  api: StubAnswers = [],
  { language = 'en-US', clock = false }: { language?: 'en-US' | 'ru-RU'; clock?: boolean } = {},
) => {
  if (clock) vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderApp(`/payOrder/detail?orderNo=${ORDER_NO}`, {
    language,
    api: [...(order ? [on(payoutApi.detail, { result: order })] : []), ...api],
  });
  const screenEl = await screen.findByTestId('payout-detail-screen', {}, { timeout: 10_000 });
  await within(screenEl).findByTestId('payout-fields');
  return {
    ...view,
    screenEl,
    user: userEvent.setup(clock ? { advanceTimers: vi.advanceTimersByTime } : {}),
  };
};

/** The fields' labels and values as shown, label by label. */
const fieldsOf = (screenEl: HTMLElement) =>
  Object.fromEntries(
    [...within(screenEl).getByTestId('payout-fields').querySelectorAll('th')].map((th) => [
      th.textContent,
      th.nextElementSibling?.textContent,
    ]),
  );

describe('a payment', () => {
  it('shows its amounts, payee, texts, what it waits for and its story', async () => {
    const { screenEl } = await open(
      payoutOf({ proofFiles: [{ id: 'f1', name: 'invoice-118.pdf' }] }),
    );
    expect(screenEl.querySelector('.ant-card-head-title')!.textContent).toBe(`Payment ${ORDER_NO}`);
    expect(within(screenEl).getByTestId('payout-total').textContent).toBe('1,265.75 USD');
    expect(within(screenEl).getByTestId('payout-state').textContent).toBe('Pending review');
    const waiting = within(screenEl).getByTestId('payout-waiting');
    expect(waiting.dataset.wait).toBe('review');
    expect(waiting.textContent).toContain('Under review by the platform');
    expect(fieldsOf(screenEl)).toMatchObject({
      'Order number': ORDER_NO,
      'Payment type': 'Transfer',
      Amount: '1,250.75 USD',
      Fee: '15.00 USD',
      Payee: 'Evergreen Components IncJPMorgan Chase Bank · •••• 6789 · United States',
      'Paid to': 'Bank account',
      Purpose: 'Products',
      Explanation: 'Deposit for order 118',
      'Postscript (English)': 'INVOICE 2026-118',
      'Proof files': 'invoice-118.pdf',
      'Submitted by': 'Demo Admin',
      'Sent to the bank': '--',
    });
    expect(within(screenEl).getByTestId('payout-no-approvals').textContent).toBe(
      'This payment needs no approval.',
    );
    const events = within(screenEl).getAllByTestId('payout-event');
    expect(events.map((e) => e.dataset.action)).toEqual(['submitted']);
    expect(events[0]!.textContent).toContain('Submitted');
    expect(events[0]!.textContent).toContain('Demo Admin');
    expect(within(screenEl).queryByTestId('payout-actions')).toBeNull();
  });

  it('waits for the approvers, and an approver approves it after confirming', async () => {
    const { screenEl, user, inputsTo } = await open(AWAITING, [
      on(payoutApi.approve, {
        result: payoutOf({
          approvalsNeeded: 2,
          approvals: [
            ...AWAITING.approvals,
            {
              userName: 'Demo Admin',
              decision: 'approve',
              reason: null,
              at: '2026-11-25T03:00:00.000Z',
            },
          ],
          history: [
            ...AWAITING.history,
            {
              at: '2026-11-25T03:00:00.000Z',
              action: 'approved',
              state: OrderState.PendingReview,
              actor: 'Demo Admin',
              note: null,
            },
          ],
        }),
      }),
    ]);
    const waiting = within(screenEl).getByTestId('payout-waiting');
    expect(waiting.dataset.wait).toBe('approvers');
    expect(waiting.textContent).toContain('Waiting for your approvers');
    expect(waiting.textContent).toContain('1 of 2 approvals given');
    expect(within(screenEl).getByTestId('payout-state').textContent).toBe('Awaiting approval');
    expect(within(screenEl).getByTestId('payout-approvals-needed').textContent).toBe(
      'Needs 2 approvals',
    );
    const approvals = within(screenEl).getAllByTestId('payout-approval');
    expect(approvals).toHaveLength(1);
    expect(approvals[0]!.textContent).toContain('Olga Approver');
    expect(approvals[0]!.textContent).toContain('Approved');

    await user.click(within(screenEl).getByTestId('payout-approve'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`Approve payment ${ORDER_NO}?`);
    expect(dialog.textContent).toContain('1,265.75 USD');
    await user.click(await screen.findByTestId('payout-approve-confirm'));
    await waitFor(() =>
      expect(inputsTo(payoutApi.approve)).toEqual([{ orderNo: ORDER_NO, decision: 'approve' }]),
    );
    expect(await screen.findByText('Payment approved')).toBeTruthy();
    await waitFor(() =>
      expect(within(screenEl).getByTestId('payout-state').textContent).toBe('Pending review'),
    );
    expect(within(screenEl).getAllByTestId('payout-approval')).toHaveLength(2);
    expect(within(screenEl).queryByTestId('payout-approve')).toBeNull();
  });

  it('declines only with a reason', async () => {
    const { screenEl, user, inputsTo } = await open(AWAITING, [
      on(payoutApi.approve, ({ reason }) => ({
        result: payoutOf({
          state: OrderState.ReviewRejected,
          waitingFor: null,
          reason: reason ?? null,
          approvalsNeeded: 2,
          approvals: [
            ...AWAITING.approvals,
            {
              userName: 'Demo Admin',
              decision: 'decline',
              reason: reason ?? null,
              at: '2026-11-25T03:00:00.000Z',
            },
          ],
        }),
      })),
    ]);
    await user.click(within(screenEl).getByTestId('payout-decline'));
    const modal = await screen.findByTestId('payout-decline-modal');
    await user.click(screen.getByTestId('payout-decline-confirm'));
    await expectError(modal, 'payout-decline-reason', 'Reason cannot be empty');
    expect(inputsTo(payoutApi.approve)).toHaveLength(0);

    await fill(user, inputOf(modal, 'payout-decline-reason'), 'Not in this month’s budget');
    await user.click(screen.getByTestId('payout-decline-confirm'));
    await waitFor(() =>
      expect(inputsTo(payoutApi.approve)).toEqual([
        { orderNo: ORDER_NO, decision: 'decline', reason: 'Not in this month’s budget' },
      ]),
    );
    expect(await screen.findByText('Payment declined')).toBeTruthy();
    const outcome = await within(screenEl).findByTestId('payout-outcome');
    expect(outcome.dataset.outcome).toBe('rejected');
    expect(outcome.textContent).toContain('Reason: Not in this month’s budget');
    expect(outcome.textContent).toContain('back in your wallet');
  });

  it('reads an order decided meanwhile again, with a word', async () => {
    let reads = 0;
    const { screenEl, user } = await open(null, [
      on(payoutApi.detail, () => {
        reads += 1;
        return {
          result:
            reads === 1
              ? AWAITING
              : payoutOf({ state: OrderState.ReviewRejected, waitingFor: null }),
        };
      }),
      on(payoutApi.approve, {
        errorCode: 'PAYOUT_STATE',
        message: 'The order is not in a state that allows this.',
        status: 409,
      }),
    ]);
    await user.click(within(screenEl).getByTestId('payout-approve'));
    await user.click(await screen.findByTestId('payout-approve-confirm'));
    expect(
      await screen.findByText('The payment has changed meanwhile: it has been reloaded.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(screenEl).getByTestId('payout-state').textContent).toBe('Rejected'),
    );
  });

  it('says a failed payment was refunded, with the bank’s reason', async () => {
    const { screenEl } = await open(
      payoutOf({
        type: PayoutType.FastTransfer,
        state: OrderState.AbnormalRefund,
        waitingFor: null,
        reason: 'Account closed',
        failureCode: 'AC04',
      }),
    );
    const outcome = within(screenEl).getByTestId('payout-outcome');
    expect(outcome.dataset.outcome).toBe('refunded');
    expect(outcome.textContent).toContain('Payment failed, abnormal refund.');
    // The code in the reader's language, the bank's own words beside it.
    expect(within(outcome).getByTestId('payout-reason').textContent).toBe(
      "Bank's reason: Closed account number (AC04). The bank adds: Account closed",
    );
    expect(within(screenEl).getByTestId('payout-state').textContent).toBe('Refunded after failure');
  });

  const REJECTED_WHOLE = payoutOf({
    state: OrderState.AbnormalRefund,
    waitingFor: null,
    reason: 'Schema validation failed at line 1',
    failureCode: 'FF01',
    history: [
      {
        at: '2026-11-25T02:00:00.000Z',
        action: 'sent',
        state: OrderState.Paying,
        actor: 'rail',
        note: 'TB20261125A',
      },
      {
        at: '2026-11-25T02:05:00.000Z',
        action: 'bankStatus',
        state: OrderState.Paying,
        actor: 'rail',
        note: 'ACTC',
        bank: { status: 'ACTC', outcome: 'accepted', level: 'group', reasonCode: null, text: null },
      },
      {
        at: '2026-11-25T02:10:00.000Z',
        action: 'failed',
        state: OrderState.PaymentFailed,
        actor: 'rail',
        note: 'FF01 Schema validation failed at line 1',
        bank: {
          status: 'RJCT',
          outcome: 'rejected',
          level: 'group',
          reasonCode: 'FF01',
          text: 'Schema validation failed at line 1',
        },
      },
    ],
  });

  it('says the bank’s reason and its steps in Russian, with the bank’s words', async () => {
    const { screenEl } = await open(REJECTED_WHOLE, [], { language: 'ru-RU' });
    expect(within(screenEl).getByTestId('payout-reason').textContent).toBe(
      'Причина банка: Неверный формат файла (FF01). Пояснение банка: Schema validation failed at line 1',
    );
    const events = within(screenEl).getAllByTestId('payout-event');
    const accepted = events.find((e) => e.dataset.action === 'bankStatus')!;
    expect(accepted.textContent).toContain('Ответ банка');
    expect(accepted.textContent).toContain('Принято технически');
    const failed = events.find((e) => e.dataset.action === 'failed')!;
    expect(failed.textContent).toContain('Отклонено — Причина банка: Неверный формат файла (FF01)');
    // The sent step's note is a file id: not for the merchant.
    expect(events.find((e) => e.dataset.action === 'sent')!.textContent).not.toContain(
      'TB20261125A',
    );
  });

  it('shows a reason code it does not know as the code with the bank’s words', async () => {
    const { screenEl } = await open(
      payoutOf({
        state: OrderState.AbnormalRefund,
        waitingFor: null,
        reason: 'Rejected by correspondent',
        failureCode: 'ZZ01',
      }),
    );
    expect(within(screenEl).getByTestId('payout-reason').textContent).toBe(
      "Bank's reason: Rejected by correspondent (ZZ01)",
    );
  });

  it('says a passed order waits for the bank’s next service period', async () => {
    const next = '2026-11-30T01:00:00.000Z';
    const { screenEl } = await open(
      payoutOf({ state: OrderState.ReviewPassed, waitingFor: 'serviceHours', nextServiceAt: next }),
    );
    const waiting = within(screenEl).getByTestId('payout-waiting');
    expect(waiting.textContent).toContain(
      'Outside service hours: your request will be processed at the next working time.',
    );
    expect(waiting.textContent).toContain(
      `The next service period starts ${formatDateTime(next)} (your time).`,
    );
  });

  it('sends a paid order’s receipt to the download centre', async () => {
    const { screenEl, user, callsTo } = await open(PAID, [
      on(payoutApi.exportReceipts, { result: downloadRecordOf('payoutReceipts') }),
      on(downloadApi.count, { result: { ready: 0, generating: 1 } }),
    ]);
    expect(within(screenEl).getByTestId('payout-outcome').textContent).toContain(
      `Paid on ${formatDateTime(PAID.settledAt)}`,
    );
    await user.click(within(screenEl).getByTestId('payout-receipt'));
    await waitFor(() => expect(callsTo(payoutApi.exportReceipts)).toHaveLength(1));
    expect(callsTo(payoutApi.exportReceipts)[0]!.input).toEqual({ orderNos: [ORDER_NO] });
    expect(await screen.findByTestId('export-started')).toBeTruthy();
  });

  it('downloads the transfer proof under its name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const { screenEl, user, callsTo } = await open(PAID, [
      on(
        payoutApi.proof,
        () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`Transfer proof ${ORDER_NO}.pdf`)}`,
            },
          }),
      ),
    ]);
    await user.click(within(screenEl).getByTestId('payout-proof'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      `Transfer proof ${ORDER_NO}.pdf`,
    );
    expect(callsTo(payoutApi.proof)[0]!.input).toEqual({ orderNo: ORDER_NO });
    await waitFor(() => expect(screen.queryByTestId('direct-download-overlay')).toBeNull());
  });

  it('counts the transfer proof’s download down from 60 seconds and gives up at zero', async () => {
    const { screenEl, user, fetchMock } = await open(PAID, [], { clock: true });
    // The bank's proof never comes: the request ends only when it is aborted.
    const proofCalls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (!String(url).includes('transferProof/fileDownload.json')) return fetchMock(url, init);
      proofCalls.push(String(init?.body));
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      );
    });
    await user.click(within(screenEl).getByTestId('payout-proof'));
    const overlay = await screen.findByTestId('direct-download-overlay');
    expect(within(overlay).getByTestId('direct-download-countdown').textContent).toBe(
      '60 seconds left',
    );
    expect(proofCalls).toEqual([JSON.stringify({ orderNo: ORDER_NO })]);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(overlay).getByTestId('direct-download-countdown').textContent).toBe(
      '30 seconds left',
    );
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(screen.queryByTestId('direct-download-overlay')).toBeNull());
    expect(await screen.findByText('Download timed out.')).toBeTruthy();
  });

  it('says when there is no such payment', async () => {
    renderApp(`/payOrder/detail?orderNo=PO0`, {
      language: 'en-US',
      api: [on(payoutApi.detail, { errorCode: 'NOT_FOUND', message: 'Not found.', status: 404 })],
    });
    const failed = await screen.findByTestId('payout-failed', {}, { timeout: 10_000 });
    expect(failed.textContent).toContain('This payment does not exist');
  });

  it('speaks Russian', async () => {
    const { screenEl } = await open(AWAITING, [], { language: 'ru-RU' });
    expect(within(screenEl).getByTestId('payout-state').textContent).toBe('Ждёт согласования');
    expect(within(screenEl).getByTestId('payout-waiting').textContent).toContain(
      'Получено согласований: 1 из 2',
    );
    expect(within(screenEl).getByTestId('payout-approve').textContent).toBe('Согласовать');
    expect(within(screenEl).getByTestId('payout-approvals-needed').textContent).toBe(
      'Нужно 2 согласования',
    );
  });
});
