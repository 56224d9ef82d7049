import { payoutApi, type OpsPayoutOrder } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, operatorOf } from '../../../test/render-app.tsx';
import { decidedFirst, expectReloaded } from '../../../test/failures.ts';
import { catchDownloads } from '../../../test/downloads.ts';
import { confirmDecision, labelsOf, storyOf } from '../../../test/screen.ts';
import {
  approveAfterConfirmation,
  detailScreenOf,
  refuseWithReason,
} from '../../../test/detail-screen.ts';
import { failedDetail, FAILED_NO, ORDER_NO, PAIN001, payoutDetail } from './test-data.ts';

afterEach(cleanUp);

const PATH = `/payouts/${ORDER_NO}`;
const ME = operatorOf('reviewer', { name: 'Li Na' });

/** A server of one payout: decisions change it as the real one does. */
const handlers = (current: { order: OpsPayoutOrder }): StubAnswers => [
  on(payoutApi.opsDetail, () => ({ result: current.order })),
  on(payoutApi.decide, ({ approve, reason }) => {
    current.order = {
      ...current.order,
      state: approve ? 2 : 3,
      waitingFor: approve ? 'serviceHours' : null,
      nextServiceAt: approve ? '2026-11-26T01:00:00.000Z' : null,
      reason: approve ? null : (reason ?? ''),
      history: [
        ...current.order.history,
        {
          at: '2026-11-25T03:00:00.000Z',
          action: approve ? 'reviewPassed' : 'reviewRejected',
          state: approve ? 2 : 3,
          actor: 'Li Na',
          note: approve ? null : (reason ?? ''),
        },
      ],
    };
    return { result: current.order };
  }),
];

const payout = detailScreenOf(payoutApi.opsDetail, 'payout', { path: PATH, as: ME, handlers });

describe('one payout', { timeout: 40_000 }, () => {
  it('shows a transfer under review: the order, the payee as sent, the approvals and the timeline', async () => {
    const current = { order: payoutDetail() };
    await payout.served(current, 'en-US');
    expect(screen.getByTestId('payout-title').textContent).toBe(ORDER_NO);
    expect(screen.getByTestId('payout-state').textContent).toBe('Pending review');
    expect(screen.getByTestId('page-description').textContent).toBe(
      'Demo Trading pays 12,525.00 USD to Evergreen Components Inc',
    );
    expect(screen.getByTestId('payout-note').textContent).toContain(
      'Waiting for review: check the payee, the amount and the purpose.',
    );
    expect(labelsOf(screen.getByTestId('payout-order'))).toEqual([
      'Order number',
      'Merchant',
      'Type',
      'State',
      'Amount',
      'Fee',
      'Total held',
      'Purpose',
      'Submitted by',
      'Submitted',
      'Sent to the bank',
      'Settled',
      'Rail file (pain.001)',
      'Explanation',
      "Postscript to the payee's bank",
      'Proof files',
    ]);
    expect(screen.getByTestId('payout-merchant').getAttribute('href')).toBe(
      '/merchants/00000000-0000-4000-8000-00000000a001',
    );
    expect(screen.getByTestId('payout-amount').textContent).toBe('12,500.00 USD');
    expect(screen.getByTestId('payout-fee').textContent).toBe('25.00 USD');
    expect(screen.getByTestId('payout-total').textContent).toBe('12,525.00 USD');
    expect(screen.getByTestId('payout-purpose').textContent).toBe('Purchase of goods');
    expect(screen.getByTestId('payout-explanation').textContent).toBe('Deposit for order 2026-118');
    expect(screen.getByTestId('payout-postscript').textContent).toBe('INVOICE 2026-118');
    expect(screen.getByTestId('payout-proof-files').textContent).toBe(
      'invoice-2026-118.pdfcontract-evergreen.pdf',
    );
    // Not sent yet: no file, no reconciliation to look at.
    expect(screen.getByTestId('payout-rail-file').textContent).toBe('--');

    // The payee, and the details exactly as the order sent them (the empty ones left out).
    const payee = screen.getByTestId('payout-payee');
    expect(labelsOf(payee).slice(0, 7)).toEqual([
      'Payee',
      'Paid to',
      'Bank country or region',
      'Bank',
      'Account',
      'Holder type',
      'Relationship to the merchant',
    ]);
    expect(payee.textContent).toContain('United States');
    expect(payee.textContent).toContain('Company');
    expect(payee.textContent).toContain('Supplier');
    expect(labelsOf(screen.getByTestId('payout-details'))).toEqual([
      'Account name',
      'Account number',
      'Bank',
      'ABA routing number',
      'Postal code',
      "Holder's address",
      'Registration number',
      'Purpose of payments',
      'Remarks sent with transfers',
    ]);
    expect(screen.getByTestId('payout-detail-accountNumber').textContent).toBe('000123456789');
    expect(screen.getByTestId('payout-detail-routingNumber').textContent).toBe('021000021');

    const approvals = screen.getByTestId('payout-approvals');
    expect(screen.getByTestId('payout-approvals-needed').textContent).toBe('1 approval needed');
    expect(within(approvals).getByTestId('payout-approval').textContent).toContain(
      'Wang FangApproved',
    );
    expect(storyOf()).toEqual(['Approved by the merchant', 'Submitted']);
    expect(screen.getByTestId('payout-approve')).toBeTruthy();
    expect(screen.getByTestId('payout-reject')).toBeTruthy();
  });

  it('passes it after a confirmation: it then waits for the bank’s service hours', async () => {
    const current = { order: payoutDetail() };
    const { user, inputsTo } = await payout.served(current, 'en-US');
    await approveAfterConfirmation(user, inputsTo, payoutApi.decide, {
      trigger: 'payout-approve',
      title: 'Pass this payout?',
      says: `Transfer ${ORDER_NO} of Demo Trading: 12,525.00 USD to Evergreen Components Inc.`,
      button: 'Pass',
      request: { orderNo: ORDER_NO, approve: true },
      done: 'Payout passed',
    });
    await waitFor(() =>
      expect(screen.getByTestId('payout-state').textContent).toBe('Review passed'),
    );
    expect(screen.getByTestId('payout-note').textContent).toContain(
      'Review passed: it leaves for the bank when its service hours begin',
    );
    expect(screen.queryByTestId('payout-approve')).toBeNull();
    expect(screen.queryByTestId('payout-reject')).toBeNull();
    expect(storyOf()[0]).toBe('Review passed');
  });

  it('needs a reason to refuse, then refuses with it', async () => {
    const current = { order: payoutDetail() };
    const { user, inputsTo } = await payout.served(current, 'en-US');
    const note = await refuseWithReason(user, inputsTo, payoutApi.decide, {
      trigger: 'payout-reject',
      title: 'Refuse this payout',
      says: 'The amount and fee held go back to the merchant',
      required: 'Give a reason the merchant can act on',
      reason: '  The purpose does not match the invoice. ',
      request: {
        orderNo: ORDER_NO,
        approve: false,
        reason: 'The purpose does not match the invoice.',
      },
      done: 'Payout refused',
      note: 'payout-note',
    });
    expect(note.textContent).toContain('Refused: the amount and fee held went back');
    expect(screen.getByTestId('payout-state').textContent).toBe('Review rejected');
    expect(storyOf()[0]).toBe('Review rejected');
  });

  it('says so and reloads when another reviewer decided first (PAYOUT_STATE)', async () => {
    const current = { order: payoutDetail() };
    const { user, inputsTo } = await payout.served(current, 'zh-CN', [
      decidedFirst(payoutApi.decide, { errorCode: 'PAYOUT_STATE', message: 'state' }, () => {
        current.order = { ...current.order, state: 2, waitingFor: 'bank' };
      }),
    ]);
    await confirmDecision(user, 'payout-approve', '确定审核通过该付款？', '审核通过');
    await expectReloaded(
      '您查看期间该付款已有变化（其他审核员已先行处理），现已重新加载，请核对后再处理。',
      ['payout-state', '审核通过'],
      () => inputsTo(payoutApi.opsDetail),
    );
    expect(screen.queryByTestId('payout-approve')).toBeNull();
  });

  it('names the batch an order was submitted in, with a link to the batch’s orders', async () => {
    const current = { order: payoutDetail({ batchNo: 'PB2026112500000002' }) };
    await payout.served(current, 'ru-RU');
    expect(labelsOf(screen.getByTestId('payout-order')).slice(0, 3)).toEqual([
      'Номер заказа',
      'Пакет',
      'Продавец',
    ]);
    expect(screen.getByTestId('payout-batch-no').textContent).toBe('PB2026112500000002');
    const link = screen.getByTestId('payout-batch-link');
    expect(link.textContent).toBe('Все поручения пакета');
    expect(link.getAttribute('href')).toBe('/payouts?batchNo=PB2026112500000002');
    expect(screen.queryByTestId('payout-new-payee')).toBeNull();
  });

  it('warns that passing the order of a payee a batch added approves the payee', async () => {
    const current = {
      order: payoutDetail({ batchNo: 'PB2026112500000002', payeeInReview: true }),
    };
    await payout.served(current, 'en-US');
    expect(screen.getByTestId('payout-new-payee').textContent).toContain(
      'added with batch PB2026112500000002',
    );
  });

  it('shows finance a payout under review without the decisions', async () => {
    const current = { order: payoutDetail() };
    await payout.show(PATH, { language: 'en-US', as: 'finance', api: handlers(current) });
    expect(screen.queryByTestId('page-actions')).toBeNull();
    expect(screen.getByTestId('payout-read-only').textContent).toContain(
      'admins and reviewers pass or refuse it',
    );
  });

  it('shows a fast transfer the bank rejected in Russian: the code, the reason, its file and the timeline', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    try {
      const { inputsTo } = await payout.show(`/payouts/${FAILED_NO}`, {
        language: 'ru-RU',
        as: 'finance',
        api: [
          on(payoutApi.opsDetail, () => ({ result: failedDetail() })),
          on(
            payoutApi.railFile,
            () =>
              new Response('<?xml version="1.0"?><Document/>', {
                headers: {
                  'content-type': 'application/xml',
                  'content-disposition': `attachment; filename="${PAIN001}.xml"`,
                },
              }),
          ),
        ],
      });
      expect(screen.getByTestId('payout-state').textContent).toBe('Возврат средств');
      const note = screen.getByTestId('payout-note');
      expect(note.textContent).toContain('Банк отклонил платёж');
      expect(note.textContent).toContain('Причина: AC04 Account closed');
      expect(screen.getByTestId('payout-type').textContent).toBe('Срочный перевод');
      expect(screen.getByTestId('payout-same-day').textContent).toBe('Да, создана до отсечки');
      expect(screen.getByTestId('payout-failure-code').textContent).toBe('AC04');
      // The code's meaning in the operator's language.
      expect(screen.getByTestId('payout-failure-meaning').textContent).toBe('Счёт закрыт');
      expect(screen.getByTestId('payout-reason').textContent).toBe('AC04 Account closed');
      expect(screen.getByTestId('payout-proof-files').textContent).toBe('--');
      // A card: its holder and issuing bank, the number only as its last four.
      expect(labelsOf(screen.getByTestId('payout-details'))).toEqual([
        'Фамилия',
        'Имя',
        'Имя на карте',
        'Город владельца карты',
        'Номер карты',
        'Регион банка-эмитента',
        'Город банка-эмитента',
        'Адрес банка-эмитента',
        'Назначение платежей',
      ]);
      expect(screen.getByTestId('payout-detail-cardNumber').textContent).toBe('•••• 1111');
      expect(screen.queryByTestId('payout-approvals-needed')).toBeNull();
      expect(screen.getByTestId('payout-approvals').textContent).toContain(
        'По сумме согласование продавца не требуется',
      );

      expect(storyOf()).toEqual([
        'Деньги возвращены продавцу',
        'Отклонена банком',
        'Отправлена в банк',
        'Проверка пройдена',
        'Создана',
      ]);
      const story = screen.getByTestId('section-story').textContent;
      expect(story).toContain('Платёжный канал');
      expect(story).toContain(`Файл ${PAIN001}`);
      expect(story).toContain('Причина: AC04 Account closed');

      expect(screen.getByTestId('payout-reconciliation-link').getAttribute('href')).toBe(
        '/payouts/reconciliation?date=2026-11-24',
      );
      await user.click(screen.getByTestId('payout-rail-download'));
      await waitFor(() => expect(downloads.saved).toEqual([`${PAIN001}.xml`]));
      expect(inputsTo(payoutApi.railFile)).toEqual([{ messageId: PAIN001 }]);
    } finally {
      downloads.restore();
    }
  });

  it('downloads a proof file the merchant attached, under its own name', async () => {
    const downloads = catchDownloads();
    try {
      const current = { order: payoutDetail() };
      const { user, inputsTo } = await payout.served(current, 'en-US', [
        on(
          payoutApi.proofFile,
          () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
        ),
      ]);
      await user.click(screen.getAllByTestId('payout-proof-file')[0]!);
      await waitFor(() => expect(downloads.saved).toEqual(['invoice-2026-118.pdf']));
      expect(inputsTo(payoutApi.proofFile)).toEqual([
        { orderNo: ORDER_NO, fileId: '00000000-0000-4000-8000-000000000f01' },
      ]);
    } finally {
      downloads.restore();
    }
  });

  it('says when the payout does not exist', () =>
    payout.isMissing(PATH, ME, 'This payout does not exist', '/payouts'));

  it('offers a retry when the payout cannot be loaded', () =>
    payout.retriesAfterOutage(PATH, ME, payoutDetail()));

  it('is refused to an account manager', () => payout.isRefusedTo(PATH, 'manager'));
});
