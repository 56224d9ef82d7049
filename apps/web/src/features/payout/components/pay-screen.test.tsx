import {
  BankCardState,
  documentsApi,
  payeeApi,
  payoutApi,
  PayoutType,
  walletApi,
  type Language,
  type MerchantInfo,
} from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectError, expectRefused, inputOf, type } from '../../../test/form.ts';
import {
  expectAt,
  fill,
  memberUser,
  openForm,
  renderApp,
  screenTests,
} from '../../../test/render-app.tsx';
import { expectLastInput } from '../../../test/lists.ts';
import {
  ACCOUNT,
  ACCOUNT_ID,
  CARD,
  FILE_ID,
  ORDER_NO,
  payeeDetailOf,
  payoutOf,
  priceOf,
  REQUIREMENTS,
  SUPPLIER,
  SUPPLIER_ID,
  chooseOption,
} from './test-data.ts';
import { confirmPayment, confirmPaymentAfterWrongPassword } from '../../../test/payment.ts';
import { walletOf } from '../../../test/wallet-fixtures.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./pay-screen.tsx'),
  () => import('./payout-detail-screen.tsx'),
);

/** The approved payees by use, and each payee's detail (its usual purpose). */
const PAYEES: StubAnswers = [
  on(payeeApi.list, ({ usage, method }) =>
    pageOf(
      (usage === 'withdraw' ? [ACCOUNT] : [SUPPLIER, CARD]).filter(
        (p) => !method || p.method === method,
      ),
    ),
  ),
  on(payeeApi.detail, ({ payeeId }) => ({
    result: payeeDetailOf(
      [SUPPLIER, CARD, ACCOUNT].find((p) => p.id === payeeId) ?? SUPPLIER,
      payeeId === SUPPLIER_ID ? 'logistics' : 'products',
    ),
  })),
  on(walletApi.list, {
    result: {
      list: [walletOf('USD', '125000.00')],
    },
  }),
  REQUIREMENTS,
];

/** The price of what was asked: a 15 USD fee, 1 USD in other currencies. */
const PRICE = on(payoutApi.price, ({ type, currency, amount }) => {
  const fee = currency === 'USD' ? '15.00' : '1.00';
  const total = (Number(amount) + Number(fee)).toFixed(2);
  return { result: priceOf({ type, currency, amount, fee, total }) };
});

const open = async (
  path = '/pay',
  api: StubAnswers = [],
  { language = 'en-US', user }: { language?: Language; user?: MerchantInfo } = {},
) => {
  const options = { language, api: [...PAYEES, PRICE, ...api], ...(user ? { user } : {}) };
  return openForm(path, 'pay-screen', 'payout-form', options, 10_000);
};

const radio = (form: HTMLElement, code: number) => inputOf(form, `payout-type-${code}`);

/** Chooses a type (the button's label: its input takes no pointer). */
const chooseType = (user: ReturnType<typeof userEvent.setup>, form: HTMLElement, code: number) =>
  user.click(radio(form, code).closest('label')!);

/** What a select shows as chosen. */
const chosenIn = (form: HTMLElement, testId: string) =>
  within(form).getByTestId(testId).closest('.ant-select')!.querySelector('.ant-select-content')
    ?.textContent ?? within(form).getByTestId(testId).closest('.ant-select')!.textContent;

const fillPayment = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
  await chooseOption(user, form, 'payout-payee', 'Evergreen');
  await type(user, form, 'payout-amount', '1250.75');
};

describe('the payment form', () => {
  it('says what is missing or wrong, and asks no price until the amount is valid', async () => {
    const { form, user, callsTo } = await open();
    expect(radio(form, PayoutType.Transfer).checked).toBe(true);
    expect(screen.getByTestId('payout-price-empty').textContent).toContain(
      'Choose the payee and type the amount',
    );
    await user.click(within(form).getByTestId('payout-next'));
    await expectError(form, 'payout-payee', 'Payee cannot be empty');
    await expectError(form, 'payout-amount', 'Amount cannot be empty');
    await expectError(form, 'payout-purpose', 'Purpose cannot be empty');

    await chooseOption(user, form, 'payout-payee', 'Evergreen');
    expect(inputOf(form, 'payout-currency').value).toBe('USD');
    // The payee's usual purpose is the order's.
    await waitFor(() => expect(chosenIn(form, 'payout-purpose')).toBe('Logistics'));
    expect((await within(form).findByTestId('payout-available')).textContent).toBe(
      'Available in this wallet: 125,000.00 USD',
    );
    await expectRefused(
      user,
      form,
      'payout-amount',
      '12.345',
      'USD amounts take at most 2 decimals',
    );
    await expectRefused(
      user,
      form,
      'payout-amount',
      '200000',
      'The amount is more than the available balance',
    );
    await expectRefused(
      user,
      form,
      'payout-postscript',
      '发票 118',
      'Must not contain Chinese characters or Chinese punctuation',
    );
    // Only the last amount that could be paid was priced (over the balance: the server says so).
    await waitFor(() => expect(callsTo(payoutApi.price).length).toBeGreaterThan(0));
    expect(callsTo(payoutApi.price).map((c) => c.input.amount)).toEqual(['200000']);
    expect(callsTo(payoutApi.create)).toHaveLength(0);
  });

  it('shows the fee, total, approvals and service hours once typing pauses', async () => {
    const { form, user, inputsTo } = await open('/pay', [
      on(payoutApi.price, ({ amount }) => ({
        result: priceOf({ amount, total: (Number(amount) + 15).toFixed(2), approvalsNeeded: 2 }),
      })),
    ]);
    await chooseOption(user, form, 'payout-payee', 'Evergreen');
    // Typed key by key: one price for the amount once typing pauses, not one per key.
    await user.click(inputOf(form, 'payout-amount'));
    await user.keyboard('1250.75');
    const price = await screen.findByTestId('payout-price');
    await waitFor(() =>
      expect(within(price).getByTestId('payout-price-total').textContent).toBe('1,265.75 USD'),
    );
    expect(inputsTo(payoutApi.price)).toEqual([
      { type: PayoutType.Transfer, payeeId: SUPPLIER_ID, currency: 'USD', amount: '1250.75' },
    ]);
    expect(within(price).getByTestId('payout-price-fee').textContent).toBe('15.00 USD');
    expect(within(price).getByTestId('payout-price-available').textContent).toBe('125,000.00 USD');
    expect(within(price).getByTestId('payout-price-approvals').textContent).toBe(
      "Needs 2 approvers' approval",
    );
    const hours = within(price).getByTestId('payout-price-hours');
    expect(hours.dataset.open).toBe('true');
    expect(hours.textContent).toContain('In bank service hours');
  });

  it('gives the out-of-hours notice with the next service start in the user’s time', async () => {
    const next = '2026-11-30T01:00:00.000Z';
    const { form, user } = await open('/pay', [
      on(payoutApi.price, ({ type: kind, amount }) => ({
        result: priceOf({ type: kind, amount, serviceOpen: false, nextServiceAt: next }),
      })),
    ]);
    await fillPayment(user, form);
    const hours = await screen.findByTestId('payout-price-hours');
    expect(hours.dataset.open).toBe('false');
    expect(hours.textContent).toContain(
      'Outside service hours: your request will be processed at the next working time.',
    );
    expect(within(hours).getByTestId('payout-price-next-service').textContent).toBe(
      `The next service period starts ${formatDateTime(next)} (your time).`,
    );
  });

  it('offers a fast transfer bank accounts only, and says whether it is paid today', async () => {
    const { form, user, inputsTo } = await open('/pay', [
      on(payoutApi.price, ({ type: kind, amount }) => ({
        result: priceOf({ type: kind, amount, sameDay: true }),
      })),
    ]);
    await chooseType(user, form, PayoutType.FastTransfer);
    await expectLastInput(inputsTo, payeeApi.list, {
      usage: 'transfer',
      method: 'bank',
      state: BankCardState.Normal,
      pageNum: 1,
      pageSize: 100,
    });
    await user.click(inputOf(form, 'payout-payee'));
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map((o) =>
          o.getAttribute('title'),
        ),
      ).toEqual(['Evergreen Components Inc · JPMorgan Chase Bank •••• 6789 · USD']),
    );
    await user.keyboard('{Escape}');
    await fillPayment(user, form);
    const hours = await screen.findByTestId('payout-price-hours');
    expect(hours.dataset.sameDay).toBe('true');
    expect(hours.textContent).toContain('this fast transfer is paid today');
    expect(inputsTo(payoutApi.price).at(-1)!.type).toBe(PayoutType.FastTransfer);
  });

  it('offers a withdrawal the merchant’s own accounts', async () => {
    const { form, user, inputsTo } = await open();
    await chooseType(user, form, PayoutType.Withdraw);
    expect(within(form).getByText('Withdrawal account')).toBeTruthy();
    await chooseOption(user, form, 'payout-payee', 'Demo Trading GmbH');
    expect(inputOf(form, 'payout-currency').value).toBe('EUR');
    expect(inputsTo(payeeApi.list).at(-1)).toMatchObject({ usage: 'withdraw' });
  });

  it('confirms with the total typed again; one Idempotency-Key, reused when retried', async () => {
    let creates = 0;
    const { form, user, callsTo, router } = await open('/pay', [
      // The first submission is lost on the way: the network fails.
      on(payoutApi.create, () => {
        if ((creates += 1) === 1) throw new TypeError('Failed to fetch');
        return { result: payoutOf() };
      }),
      on(payoutApi.detail, { result: payoutOf() }),
    ]);
    await fillPayment(user, form);
    await type(user, form, 'payout-explanation', 'Deposit for order 118');
    await type(user, form, 'payout-postscript', 'INVOICE 2026-118');
    await screen.findByTestId('payout-price-total');
    await user.click(within(form).getByTestId('payout-next'));

    const modal = await screen.findByTestId('payment-confirm');
    expect(within(modal).getByTestId('payment-confirm-total').textContent).toContain(
      '1,265.75 USD',
    );
    // The amount alone is not the total.
    await confirmPayment(user, modal, '1250.75');
    expect(
      await within(modal).findByText('The amount you re-entered does not match the total.'),
    ).toBeTruthy();
    expect(callsTo(payoutApi.create)).toHaveLength(0);

    await user.clear(within(modal).getByTestId('payment-reentered-amount'));
    await fill(user, within(modal).getByTestId('payment-reentered-amount'), '1265.75');
    await user.click(screen.getByTestId('payment-confirm-submit'));
    await screen.findByTestId('payment-confirm-error');
    await user.click(screen.getByTestId('payment-confirm-submit'));

    await expectAt(router, `/payOrder/detail?orderNo=${ORDER_NO}`);
    const calls = callsTo(payoutApi.create);
    expect(calls).toHaveLength(2);
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^payout-create-[\w-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls[1]!.input).toEqual({
      type: PayoutType.Transfer,
      payeeId: SUPPLIER_ID,
      currency: 'USD',
      amount: '1250.75',
      purpose: 'logistics',
      explanation: 'Deposit for order 118',
      postscript: 'INVOICE 2026-118',
      proofFileIds: [],
      reenteredAmount: '1265.75',
      credentials: { payPwd: '258147' },
    });
    expect(await screen.findByTestId('payout-detail-screen')).toBeTruthy();
  });

  it('takes a new key after the server refused the submission', async () => {
    let creates = 0;
    const { form, user, callsTo } = await open('/pay', [
      on(payoutApi.create, () =>
        (creates += 1) === 1
          ? { errorCode: 'PAY_PWD_WRONG', message: 'The payment password is incorrect.' }
          : { result: payoutOf() },
      ),
      on(payoutApi.detail, { result: payoutOf() }),
    ]);
    await fillPayment(user, form);
    await screen.findByTestId('payout-price-total');
    await user.click(within(form).getByTestId('payout-next'));
    const modal = await screen.findByTestId('payment-confirm');
    await confirmPaymentAfterWrongPassword(user, modal, '1265.75');
    await screen.findByTestId('payout-detail-screen');
    const keys = callsTo(payoutApi.create).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('attaches up to five proof files and sends their ids', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    const { form, user, inputsTo } = await open('/pay', [
      on(documentsApi.uploadFile, (body) => {
        const file = (body as FormData).get('file') as File;
        return { result: { id: FILE_ID, name: file.name, mime: file.type, size: file.size } };
      }),
      on(payoutApi.create, { result: payoutOf() }),
      on(payoutApi.detail, { result: payoutOf() }),
    ]);
    await fillPayment(user, form);
    await user.click(within(form).getByTestId('payout-proof-add'));
    const proof = within(form).getByTestId('payout-proof');
    fireEvent.change(proof.querySelector<HTMLInputElement>('input[type=file]')!, {
      target: {
        files: [new File([new Uint8Array(64)], 'invoice-118.pdf', { type: 'application/pdf' })],
      },
    });
    await waitFor(() =>
      expect(within(proof).getByTestId('upload-file').getAttribute('data-file-id')).toBe(FILE_ID),
    );
    // An empty slot is left out; no more than five.
    for (let i = 0; i < 4; i += 1) await user.click(within(form).getByTestId('payout-proof-add'));
    expect(within(form).getAllByTestId('payout-proof')).toHaveLength(5);
    expect(within(form).queryByTestId('payout-proof-add')).toBeNull();

    await screen.findByTestId('payout-price-total');
    await user.click(within(form).getByTestId('payout-next'));
    const modal = await screen.findByTestId('payment-confirm');
    await confirmPayment(user, modal, '1265.75');
    await waitFor(() => expect(inputsTo(payoutApi.create)).toHaveLength(1));
    expect(inputsTo(payoutApi.create)[0]!.proofFileIds).toEqual([FILE_ID]);
  });

  it('asks the price afresh before confirming, and stops on what the server refuses', async () => {
    const { form, user } = await open('/pay', [
      on(payoutApi.price, {
        errorCode: 'APPROVERS_MISSING',
        message: 'This amount needs more approvers than your team has besides you.',
      }),
    ]);
    await fillPayment(user, form);
    expect((await screen.findByTestId('payout-price-error')).textContent).toContain(
      'needs more approvers',
    );
    await user.click(within(form).getByTestId('payout-next'));
    expect((await within(form).findByTestId('payout-problem')).textContent).toContain(
      'needs more approvers',
    );
    expect(screen.queryByTestId('payment-confirm')).toBeNull();
  });

  it('shows the settlement quota a payment into mainland China needs, and stops when it is short', async () => {
    const { form, user, router, callsTo } = await open('/pay', [
      on(payoutApi.price, ({ amount }) => ({
        result: priceOf({ amount, quota: { needed: '1250.75', remaining: '300.00' } }),
      })),
    ]);
    await fillPayment(user, form);
    await chooseOption(user, form, 'payout-purpose', 'Products');
    const quota = await screen.findByTestId('quota-notice');
    expect(within(quota).getByTestId('quota-figures').textContent).toBe(
      'Settlement quota: this needs 1,250.75 USD, 300.00 USD is left',
    );
    expect(within(quota).getByTestId('quota-short').textContent).toContain(
      'Insufficient foreign exchange limit, please apply for a limit.',
    );
    await user.click(within(form).getByTestId('payout-next'));
    expect((await within(form).findByTestId('payout-problem')).textContent).toBe(
      'Insufficient foreign exchange limit, please apply for a limit.',
    );
    expect(screen.queryByTestId('payment-confirm')).toBeNull();
    expect(callsTo(payoutApi.create)).toHaveLength(0);
    await user.click(within(quota).getByTestId('quota-apply'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/limit/apply'));
  });

  it('shows the quota without the warning while enough is left', async () => {
    const { form, user } = await open('/pay', [
      on(payoutApi.price, ({ amount }) => ({
        result: priceOf({ amount, quota: { needed: '1250.75', remaining: '9000.00' } }),
      })),
    ]);
    await fillPayment(user, form);
    const quota = await screen.findByTestId('quota-notice');
    expect(quota.dataset.short).toBe('false');
    expect(within(quota).queryByTestId('quota-short')).toBeNull();
  });

  it('starts from the payee and type the address names', async () => {
    const { form, inputsTo } = await open(`/pay?payeeId=${SUPPLIER_ID}&type=6`);
    expect(radio(form, PayoutType.FastTransfer).checked).toBe(true);
    await waitFor(() =>
      expect(chosenIn(form, 'payout-payee')).toBe(
        'Evergreen Components Inc · JPMorgan Chase Bank •••• 6789 · USD',
      ),
    );
    expect(inputOf(form, 'payout-currency').value).toBe('USD');
    await waitFor(() => expect(chosenIn(form, 'payout-purpose')).toBe('Logistics'));
    expect(inputsTo(payeeApi.detail)[0]).toEqual({ payeeId: SUPPLIER_ID });
  });

  it('takes the type from the payee’s use when the address names only the payee', async () => {
    const { form } = await open(`/pay?payeeId=${ACCOUNT_ID}`);
    await waitFor(() => expect(radio(form, PayoutType.Withdraw).checked).toBe(true));
    await waitFor(() => expect(inputOf(form, 'payout-currency').value).toBe('EUR'));
  });

  it('says when the payee the address names cannot be paid this way', async () => {
    const { form } = await open(`/pay?payeeId=${ACCOUNT_ID}&type=2`);
    await expectError(
      form,
      'payout-payee',
      'This payee cannot be paid this way: it is not approved yet, or it is for another kind of payment.',
    );
    expect(inputOf(form, 'payout-currency').value).toBe('');
  });

  it('says there are no approved payees yet, with the way to add one', async () => {
    const { form, user, router } = await open('/pay', [on(payeeApi.list, pageOf([]))]);
    const none = await within(form).findByTestId('payout-no-payees');
    expect(none.textContent).toContain('You have no approved payee for this kind of payment yet');
    await user.click(within(none).getByTestId('payout-add-payee'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payee/add'));
  });

  it('shows a member who may not pay no form', async () => {
    renderApp('/pay', { language: 'en-US', user: memberUser(), api: PAYEES });
    expect((await screen.findByTestId('payout-view-only')).textContent).toContain(
      'You can see payments but not make them',
    );
    expect(screen.queryByTestId('payout-form')).toBeNull();
  });

  it('speaks Russian', async () => {
    const { screenEl, form, user } = await open('/pay', [], { language: 'ru-RU' });
    expect(screenEl.querySelector('.ant-card-head-title')!.textContent).toBe('Новый платёж');
    expect(within(form).getByTestId('payout-type').textContent).toBe(
      'ПереводСрочный переводВывод средств',
    );
    await fillPayment(user, form);
    await waitFor(() =>
      // Grouped with a no-break space, as Russian writes thousands.
      expect(screen.getByTestId('payout-price-total').textContent).toBe('1\u00a0265,75 USD'),
    );
    expect(screen.getByTestId('payout-price-approvals').textContent).toBe(
      'Согласование не требуется',
    );
  });
});
