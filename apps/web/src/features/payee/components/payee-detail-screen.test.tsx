import {
  BankCardState,
  payeeApi,
  type Language,
  type MerchantInfo,
  type PayeeDetail,
} from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectAt,
  mainUser,
  memberUser,
  renderApp,
  screenTests,
} from '../../../test/render-app.tsx';
import {
  CARD_DETAIL,
  CARD_ID,
  PAYEE_ID,
  payeeDetailOf,
  payeeOf,
  REFUSED_DETAIL,
  REFUSED_ID,
} from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./payee-detail-screen.tsx'),
  () => import('./payee-form-screen.tsx'),
  () => import('./payees-screen.tsx'),
);

/** A member who may see the payees but not add or change them. */
const viewer = () =>
  memberUser({ authIdList: memberUser().authIdList.filter((id) => id !== 'payee:operate') });

const open = async (
  payee: PayeeDetail | null,
  api: StubAnswers = [],
  {
    user = mainUser(),
    language = 'en-US',
    id = payee?.id ?? PAYEE_ID,
  }: { user?: MerchantInfo; language?: Language; id?: string } = {},
) => {
  const view = renderApp(`/payee/detail?id=${id}`, {
    language,
    api: [...(payee ? [on(payeeApi.detail, { result: payee })] : []), ...api],
    user,
  });
  const screenEl = await screen.findByTestId('payee-detail-screen');
  await within(screenEl).findByTestId('payee-fields');
  return { ...view, screenEl, user: userEvent.setup() };
};

/** The fields' labels and values as shown, label by label. */
const fieldsOf = (screenEl: HTMLElement) =>
  Object.fromEntries(
    [...within(screenEl).getByTestId('payee-fields').querySelectorAll('th')].map((th) => [
      th.textContent,
      th.nextElementSibling?.textContent,
    ]),
  );

describe('a payee', () => {
  it('shows a bank payee’s details as filled, its review state, story and actions', async () => {
    const { screenEl } = await open(payeeDetailOf());
    expect(screenEl.querySelector('.ant-card-head-title')!.textContent).toBe(
      'Evergreen Components Inc',
    );
    expect(within(screenEl).getByTestId('payee-state').textContent).toBe('Under review');
    expect(within(screenEl).getByTestId('payee-account').textContent).toBe('•••• 6789');
    expect(within(screenEl).getByTestId('payee-state-hint').textContent).toBe(
      'Under review: money can go to this payee once it is approved.',
    );
    expect(within(screenEl).queryByTestId('payee-refusal')).toBeNull();
    const fields = fieldsOf(screenEl);
    expect(fields).toMatchObject({
      'Used for': 'Transfer account',
      'Paid to': 'Bank account',
      'Country or region': 'United States',
      Currency: 'USD',
      'Relationship to you': 'Supplier',
      'Holder type': 'Company',
      'Account holder name': 'Evergreen Components Inc',
      'Bank name': 'JPMorgan Chase Bank',
      'ABA routing number': '021000021',
      'Account number': '000123456789',
      "Holder's address": '383 Madison Avenue, New York, NY',
      'Postal code': '10017',
      'Usual purpose': 'Products',
      'Transfer remarks (English)': 'INVOICE 2026-118',
    });
    expect(fields).toHaveProperty('Added');
    expect(fields).toHaveProperty('Last changed');
    // What was not filled is not shown.
    for (const label of ['IBAN', 'SWIFT/BIC', 'CNAPS code (opening bank code)', 'ID number'])
      expect(fields).not.toHaveProperty(label);
    const events = within(screenEl).getAllByTestId('payee-event');
    expect(events.map((e) => e.dataset.action)).toEqual(['added']);
    expect(events[0]!.textContent).toContain('Added');
    expect(events[0]!.textContent).toContain('Demo Admin');
    const actions = within(screenEl).getByTestId('payee-actions');
    expect([...actions.querySelectorAll('button')].map((b) => b.dataset.testid)).toEqual([
      'payee-edit',
      'payee-delete',
    ]);
    expect(within(actions).getByTestId('payee-edit').textContent).toBe('Change');
  });

  it('shows a card with its number masked, and no bank or country', async () => {
    const { screenEl } = await open(CARD_DETAIL);
    expect(within(screenEl).getByTestId('payee-state').textContent).toBe('Approved');
    expect(within(screenEl).getByTestId('payee-account').textContent).toBe('•••• 1111');
    expect(within(screenEl).getByTestId('payee-state-hint').textContent).toBe(
      'Approved: you can pay or withdraw to this payee.',
    );
    expect(within(screenEl).getByTestId('payee-field-cardNumber').textContent).toBe('•••• 1111');
    expect(screenEl.textContent).not.toContain('4111111111111111');
    const fields = fieldsOf(screenEl);
    expect(fields).toMatchObject({
      'Paid to': 'Visa card',
      'Country or region': '--',
      Currency: 'HKD',
      'Relationship to you': 'Service provider',
      'Last name': 'Chan',
      'First name': 'Tai Man',
      'Cardholder name': 'CHAN TAI MAN',
      'Cardholder city': 'Hong Kong',
      'Card number': '•••• 1111',
      'Issuing bank province or state': 'Hong Kong',
      'Issuing bank city': 'Hong Kong',
      'Issuing bank address': '1 Queens Road Central',
      'Usual purpose': 'Logistics',
    });
    for (const label of ['Holder type', 'Bank name', 'Account number'])
      expect(fields).not.toHaveProperty(label);
    expect(
      within(screenEl)
        .getAllByTestId('payee-event')
        .map((e) => e.dataset.action),
    ).toEqual(['added', 'approved']);
    // Approved: it can be paid from here.
    const actions = within(screenEl).getByTestId('payee-actions');
    expect([...actions.querySelectorAll('button')].map((b) => b.dataset.testid)).toEqual([
      'payee-pay',
      'payee-edit',
      'payee-delete',
    ]);
  });

  it('leads "pay" to the payment form with the payee and the order type of its use', async () => {
    const { screenEl, user, router } = await open(CARD_DETAIL);
    const pay = within(screenEl).getByTestId('payee-pay');
    expect(pay.textContent).toBe('Pay');
    await user.click(pay);
    await expectAt(router, `/pay?payeeId=${CARD_ID}&type=2`);
  });

  it('offers a withdrawal account "withdraw", and "pay" only to a user who may pay', async () => {
    const account = payeeDetailOf(
      payeeOf({ usage: 'withdraw', relationship: 'self', state: BankCardState.Normal }),
      undefined,
      { actions: ['pay', 'edit', 'delete'] },
    );
    const first = await open(account);
    expect(within(first.screenEl).getByTestId('payee-pay').textContent).toBe('Withdraw');
    first.unmount();
    // A member who may operate payees but not pay: no "pay".
    const { screenEl } = await open(account, [], { user: memberUser() });
    expect(within(screenEl).queryByTestId('payee-pay')).toBeNull();
    expect(within(screenEl).getByTestId('payee-edit')).toBeTruthy();
  });

  it('shows a refusal with the reviewer’s reason and offers to correct it', async () => {
    const { screenEl, user, router } = await open(REFUSED_DETAIL);
    expect(within(screenEl).getByTestId('payee-state').textContent).toBe('Not approved');
    const refusal = within(screenEl).getByTestId('payee-refusal');
    expect(refusal.textContent).toContain('Not approved: correct the details and send them again');
    expect(refusal.textContent).toContain('The account name differs from the invoice');
    expect(within(screenEl).queryByTestId('payee-state-hint')).toBeNull();
    expect(fieldsOf(screenEl)).toMatchObject({
      'Used for': 'Withdrawal account',
      'Country or region': 'Germany',
      'Relationship to you': 'My own account',
      IBAN: 'DE89370400440532013000',
    });
    const events = within(screenEl).getAllByTestId('payee-event');
    expect(events.map((e) => e.dataset.action)).toEqual(['added', 'rejected']);
    expect(events[1]!.textContent).toContain('Not approved');
    expect(events[1]!.textContent).toContain('Olga Reviewer');
    expect(events[1]!.textContent).toContain('Reason: The account name differs from the invoice');
    const edit = within(screenEl).getByTestId('payee-edit');
    expect(edit.textContent).toBe('Correct and send again');
    await user.click(edit);
    await expectAt(router, `/payee/edit?id=${REFUSED_ID}`);
  });

  it('offers a member who may only view no action', async () => {
    const { screenEl } = await open(REFUSED_DETAIL, [], { user: viewer() });
    expect(within(screenEl).getByTestId('payee-refusal')).toBeTruthy();
    expect(within(screenEl).queryByTestId('payee-actions')).toBeNull();
    expect(within(screenEl).queryByTestId('payee-edit')).toBeNull();
    expect(within(screenEl).queryByTestId('payee-delete')).toBeNull();
  });

  it('shows only the actions the server lists', async () => {
    const { screenEl } = await open(payeeDetailOf(payeeOf(), undefined, { actions: ['delete'] }));
    expect(within(screenEl).queryByTestId('payee-edit')).toBeNull();
    expect(within(screenEl).getByTestId('payee-delete')).toBeTruthy();
  });

  it('deletes after asking, then goes back to the payees', async () => {
    const { screenEl, user, inputsTo, router } = await open(payeeDetailOf(), [
      on(payeeApi.remove, { result: { ok: true } }),
      on(payeeApi.list, pageOf([])),
    ]);
    await user.click(within(screenEl).getByTestId('payee-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete Evergreen Components Inc?');
    expect(dialog.textContent).toContain('Payments already made keep the details');
    // Cancelled, nothing is deleted.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(inputsTo(payeeApi.remove)).toHaveLength(0);

    await user.click(within(screenEl).getByTestId('payee-delete'));
    // The cancelled dialog may still be leaving: the new one is the last.
    await user.click((await screen.findAllByTestId('payee-delete-confirm')).at(-1)!);
    await waitFor(() =>
      expect(inputsTo(payeeApi.remove)).toEqual([{ payeeId: PAYEE_ID, version: 0 }]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/payee'));
    expect(await screen.findByText('Payee deleted')).toBeTruthy();
  });

  it('reads a payee changed meanwhile again, with a word', async () => {
    let reads = 0;
    const { screenEl, user, inputsTo, router } = await open(null, [
      on(payeeApi.detail, () => {
        reads += 1;
        return { result: payeeDetailOf(payeeOf({ version: reads })) };
      }),
      on(payeeApi.remove, {
        errorCode: 'PAYEE_CHANGED',
        message: 'The payee was changed meanwhile.',
      }),
    ]);
    await user.click(within(screenEl).getByTestId('payee-delete'));
    await user.click(await screen.findByTestId('payee-delete-confirm'));
    expect(
      await screen.findByText('The payee was changed meanwhile: it has been reloaded.'),
    ).toBeTruthy();
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    expect(inputsTo(payeeApi.remove)).toEqual([{ payeeId: PAYEE_ID, version: 1 }]);
    expect(router.state.location.pathname).toBe('/payee/detail');
    // Asked again, it deletes the payee as it was read now.
    await user.click(within(screenEl).getByTestId('payee-delete'));
    await user.click((await screen.findAllByTestId('payee-delete-confirm')).at(-1)!);
    await waitFor(() => expect(inputsTo(payeeApi.remove)).toHaveLength(2));
    expect(inputsTo(payeeApi.remove)[1]).toEqual({ payeeId: PAYEE_ID, version: 2 });
  });

  it('says when there is no such payee', async () => {
    renderApp(`/payee/detail?id=${CARD_ID}`, {
      language: 'en-US',
      api: [on(payeeApi.detail, { errorCode: 'NOT_FOUND', message: 'Not found.', status: 404 })],
    });
    const failed = await screen.findByTestId('payee-failed');
    expect(failed.textContent).toContain('This payee does not exist or was deleted');
    expect(within(failed).queryByRole('button', { name: /Try again/ })).toBeNull();
  });

  it('says why it could not be loaded, with a way to try again', async () => {
    let fail = true;
    renderApp(`/payee/detail?id=${PAYEE_ID}`, {
      language: 'en-US',
      api: [
        on(payeeApi.detail, () =>
          fail
            ? { errorCode: 'SERVER_ERROR', message: 'Sorry, server error.' }
            : { result: payeeDetailOf() },
        ),
      ],
    });
    const failed = await screen.findByTestId('payee-failed');
    expect(failed.textContent).toContain('The payee could not be loaded');
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByTestId('payee-fields')).toBeTruthy();
  });

  it('speaks Russian', async () => {
    const approved = payeeDetailOf(payeeOf({ state: BankCardState.Normal }));
    const { screenEl } = await open(approved, [], { language: 'ru-RU' });
    expect(within(screenEl).getByTestId('payee-state').textContent).toBe('Одобрен');
    expect(within(screenEl).getByTestId('payee-state-hint').textContent).toBe(
      'Одобрен: на этот счёт можно платить или выводить средства.',
    );
    expect(fieldsOf(screenEl)).toMatchObject({
      'Способ зачисления': 'Банковский счёт',
      'Маршрутный номер ABA': '021000021',
      'Обычное назначение платежа': 'Товары',
    });
    expect(within(screenEl).getByTestId('payee-delete').textContent).toBe('Удалить');
    expect(screenEl.textContent).toContain('История');
  });
});
