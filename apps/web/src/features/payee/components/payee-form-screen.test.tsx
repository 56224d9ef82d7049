import { payeeApi, type Language } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  chooseTitled,
  expectError,
  expectRefused,
  inputOf,
  type,
  type User,
} from '../../../test/form.ts';
import { expectAt, mainUser, openForm, renderApp, screenTests } from '../../../test/render-app.tsx';
import {
  CARD_DETAIL,
  CARD_ID,
  PAYEE_ID,
  payeeDetailOf,
  REFUSED_DETAIL,
  REFUSED_ID,
  storedFormOf,
  supplierForm,
} from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./payee-form-screen.tsx'),
  () => import('./payee-detail-screen.tsx'),
);

const DETAIL = on(payeeApi.detail, { result: payeeDetailOf() });

const open = async (
  path: string,
  api: StubAnswers = [],
  { language = 'en-US' }: { language?: Language } = {},
) => {
  return openForm(path, 'payee-form-screen', 'payee-form', { language, api, user: mainUser() });
};

/** The country (by its English name) and the currency (by its code) of a bank account. */
const chooseWhere = async (user: User, form: HTMLElement, country: string, currency: string) => {
  await chooseTitled(user, form, 'payee-country', country, country);
  await chooseTitled(user, form, 'payee-currency', new RegExp(`^${currency} `), currency);
};

/** The radio of a choice by its words. */
const radio = (form: HTMLElement, name: string) =>
  within(form).getByRole<HTMLInputElement>('radio', { name });

/** The label of the field of `testId` as shown, with "optional" when it is. */
const labelOf = (form: HTMLElement, testId: string) =>
  inputOf(form, testId).closest('.ant-form-item')!.querySelector('.ant-form-item-label')!
    .textContent;

/** What the select of `testId` shows as chosen. */
const chosenIn = (form: HTMLElement, testId: string) =>
  within(form).getByTestId(testId).closest('.ant-select')!.querySelector('.ant-select-content')
    ?.textContent ?? within(form).getByTestId(testId).closest('.ant-select')!.textContent;

const fillSupplier = async (user: User, form: HTMLElement) => {
  await chooseWhere(user, form, 'United States', 'USD');
  await type(user, form, 'payee-accountName', 'Evergreen Components Inc');
  await type(user, form, 'payee-bankName', 'JPMorgan Chase Bank');
  await type(user, form, 'payee-routingNumber', '021000021');
  await type(user, form, 'payee-accountNumber', '000123456789');
  await type(user, form, 'payee-address', '383 Madison Avenue, New York, NY');
  await type(user, form, 'payee-postalCode', '10017');
  await type(user, form, 'payee-remarks', 'INVOICE 2026-118');
};

/** Every bank field the form sends, empty; a US supplier's request fills some. */
const EMPTY_BANK = {
  accountNameEn: '',
  iban: '',
  branchName: '',
  cnaps: '',
  hkBankCode: '',
  bsb: '',
  swift: '',
  province: '',
  city: '',
  district: '',
  idType: null,
  idNumber: '',
  idFrontFileId: null,
  idBackFileId: null,
  licenceNumber: '',
};

describe('the bank details a payee needs', () => {
  it('asks for the country and currency before the bank details', async () => {
    const { form } = await open('/payee/add');
    expect(within(form).getByTestId('payee-choose-country').textContent).toContain(
      'Choose the country and currency',
    );
    expect(within(form).queryByTestId('payee-bankName')).toBeNull();
    // A new payee is a supplier's company account paid by transfer unless told otherwise.
    expect(radio(form, 'Transfer account').checked).toBe(true);
    expect(radio(form, 'Bank account').checked).toBe(true);
    expect(radio(form, 'Company').checked).toBe(true);
    expect(chosenIn(form, 'payee-relationship')).toBe('Supplier');
    expect(chosenIn(form, 'payee-purpose')).toBe('Products');
  });

  it('asks for the ABA routing number in the US, and no IBAN', async () => {
    const { form, user } = await open('/payee/add');
    await chooseWhere(user, form, 'United States', 'USD');
    expect(within(form).queryByTestId('payee-choose-country')).toBeNull();
    expect(labelOf(form, 'payee-routingNumber')).toBe('ABA routing number');
    expect(labelOf(form, 'payee-accountNumber')).toBe('Account number');
    expect(within(form).queryByTestId('payee-iban')).toBeNull();
    expect(within(form).queryByTestId('payee-cnaps')).toBeNull();
    expect(within(form).queryByTestId('payee-accountNameEn')).toBeNull();
    // A local payment may name the bank's SWIFT/BIC, but need not.
    expect(labelOf(form, 'payee-swift')).toBe('SWIFT/BICoptional');
    expect(inputOf(form, 'payee-swift').closest('.ant-form-item')!.textContent).toContain(
      'Optional for a local payment',
    );
    expect(inputOf(form, 'payee-address').closest('.ant-form-item')!.textContent).toContain(
      'In English letters',
    );
  });

  it('asks for the IBAN in Germany, and no account number', async () => {
    const { form, user } = await open('/payee/add');
    await chooseWhere(user, form, 'Germany', 'EUR');
    expect(labelOf(form, 'payee-iban')).toBe('IBAN');
    expect(within(form).queryByTestId('payee-accountNumber')).toBeNull();
    expect(within(form).queryByTestId('payee-routingNumber')).toBeNull();
    expect(labelOf(form, 'payee-swift')).toBe('SWIFT/BICoptional');
  });

  it('requires the SWIFT/BIC in Japan', async () => {
    const { form, user } = await open('/payee/add');
    await chooseWhere(user, form, 'Japan', 'JPY');
    expect(labelOf(form, 'payee-swift')).toBe('SWIFT/BIC');
    expect(labelOf(form, 'payee-accountNumber')).toBe('Account number');
    expect(within(form).queryByTestId('payee-iban')).toBeNull();
    await user.click(within(form).getByTestId('payee-submit'));
    await expectError(form, 'payee-swift', 'SWIFT/BIC cannot be empty');
  });

  it('asks for the CNAPS code, branch and its place in mainland China, and the English name', async () => {
    const { form, user } = await open('/payee/add');
    await chooseWhere(user, form, 'China', 'CNY');
    for (const [testId, label] of [
      ['payee-cnaps', 'CNAPS code (opening bank code)'],
      ['payee-branchName', 'Branch'],
      ['payee-province', 'Province'],
      ['payee-city', 'City'],
      ['payee-district', 'District'],
      ['payee-accountNumber', 'Account number'],
    ] as const)
      expect(labelOf(form, testId)).toBe(label);
    expect(labelOf(form, 'payee-accountNameEn')).toBe('Account holder name in Englishoptional');
    expect(within(form).queryByTestId('payee-routingNumber')).toBeNull();
    expect(within(form).queryByTestId('payee-iban')).toBeNull();
    expect(labelOf(form, 'payee-swift')).toBe('SWIFT/BICoptional');
  });

  it('requires the English name of a mainland account paid in another currency, and says why', async () => {
    const { form, user, callsTo } = await open('/payee/add');
    await chooseWhere(user, form, 'China', 'USD');
    expect(labelOf(form, 'payee-accountNameEn')).toBe('Account holder name in English');
    expect(within(form).getByText(/this is an international payment/)).toBeTruthy();
    expect(labelOf(form, 'payee-swift')).toBe('SWIFT/BIC');
    await type(user, form, 'payee-accountName', '深圳市长青国际贸易有限公司');
    await user.click(within(form).getByTestId('payee-submit'));
    await expectError(
      form,
      'payee-accountNameEn',
      'Required to pay this mainland account internationally: the holder’s name in English, as the bank will receive it',
    );
    // Its address goes abroad too: in Latin script.
    await expectRefused(
      user,
      form,
      'payee-address',
      '深圳市福田区深南大道 1 号',
      'Must not contain Chinese characters or Chinese punctuation',
    );
    await type(
      user,
      form,
      'payee-accountNameEn',
      'Shenzhen Evergreen International Trading Co Ltd',
    );
    await waitFor(() =>
      expect(
        inputOf(form, 'payee-accountNameEn')
          .closest('.ant-form-item')!
          .querySelector('.ant-form-item-explain-error'),
      ).toBeNull(),
    );
    expect(callsTo(payeeApi.add)).toHaveLength(0);
  });

  it('says a bad routing number on its field as it is typed, and sends nothing', async () => {
    const { form, user, callsTo } = await open('/payee/add');
    await fillSupplier(user, form);
    await expectRefused(
      user,
      form,
      'payee-routingNumber',
      '021000022',
      'Is not a valid 9-digit ABA routing number',
    );
    await user.click(within(form).getByTestId('payee-submit'));
    await expectError(form, 'payee-routingNumber', 'Is not a valid 9-digit ABA routing number');
    expect(callsTo(payeeApi.add)).toHaveLength(0);
  });

  it('asks a personal holder for an identity document', async () => {
    const { form, user, callsTo } = await open('/payee/add');
    await fillSupplier(user, form);
    expect(within(form).queryByTestId('payee-idNumber')).toBeNull();
    expect(labelOf(form, 'payee-licenceNumber')).toBe('Business licence numberoptional');
    await user.click(radio(form, 'Personal'));
    expect(within(form).queryByTestId('payee-licenceNumber')).toBeNull();
    await user.click(within(form).getByTestId('payee-submit'));
    await expectError(form, 'payee-idNumber', 'ID number cannot be empty');
    await expectError(form, 'payee-idType', 'ID type cannot be empty');
    expect(callsTo(payeeApi.add)).toHaveLength(0);
  });
});

describe('adding a payee', () => {
  it('sends a US supplier with an Idempotency-Key, then shows it', async () => {
    const { form, user, callsTo, router } = await open('/payee/add', [
      on(payeeApi.add, { result: payeeDetailOf() }),
      DETAIL,
    ]);
    await fillSupplier(user, form);
    await user.click(within(form).getByTestId('payee-submit'));
    await expectAt(router, `/payee/detail?id=${PAYEE_ID}`);
    const calls = callsTo(payeeApi.add);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({ ...EMPTY_BANK, ...supplierForm() });
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^payee-add-[0-9a-f-]{36}$/);
    expect(await screen.findByTestId('payee-detail-screen')).toBeTruthy();
  });

  it('sends only the details of the country and holder finally chosen', async () => {
    const { form, user, inputsTo } = await open('/payee/add', [
      on(payeeApi.add, { result: REFUSED_DETAIL }),
      on(payeeApi.detail, { result: REFUSED_DETAIL }),
    ]);
    // Begun as a US person's account with a mistyped routing number…
    await chooseWhere(user, form, 'United States', 'USD');
    await type(user, form, 'payee-routingNumber', '021000022');
    await type(user, form, 'payee-accountNumber', '000123456789');
    await user.click(radio(form, 'Personal'));
    await type(user, form, 'payee-idNumber', 'E12345678');
    // …then a German company's: what is no longer asked for is not sent, nor checked.
    await user.click(radio(form, 'Company'));
    await chooseWhere(user, form, 'Germany', 'EUR');
    await type(user, form, 'payee-accountName', 'Evergreen Components GmbH');
    await type(user, form, 'payee-bankName', 'Commerzbank');
    await type(user, form, 'payee-iban', 'DE89 3704 0044 0532 0130 00');
    await type(user, form, 'payee-address', 'Kaiserplatz 1, Frankfurt am Main');
    await type(user, form, 'payee-postalCode', '60311');
    await user.click(within(form).getByTestId('payee-submit'));
    await waitFor(() => expect(inputsTo(payeeApi.add)).toHaveLength(1));
    expect(inputsTo(payeeApi.add)[0]).toEqual({
      ...EMPTY_BANK,
      method: 'bank',
      usage: 'transfer',
      type: 'c',
      relationship: 'supplier',
      country: 'DE',
      currency: 'EUR',
      accountName: 'Evergreen Components GmbH',
      accountNumber: '',
      routingNumber: '',
      iban: 'DE89 3704 0044 0532 0130 00',
      bankName: 'Commerzbank',
      address: 'Kaiserplatz 1, Frankfurt am Main',
      postalCode: '60311',
      purpose: 'products',
      remarks: '',
    });
  });

  it('sends a retry after a network failure with the same key', async () => {
    let attempts = 0;
    const { form, user, callsTo, router } = await open('/payee/add', [
      on(payeeApi.add, () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { result: payeeDetailOf() };
      }),
      DETAIL,
    ]);
    await fillSupplier(user, form);
    await user.click(within(form).getByTestId('payee-submit'));
    await waitFor(() => expect(callsTo(payeeApi.add)).toHaveLength(1));
    await user.click(within(form).getByTestId('payee-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payee/detail'));
    const [first, second] = callsTo(payeeApi.add).map((c) => c.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^payee-add-/);
    expect(second).toBe(first);
  });

  it('makes a withdrawal account the merchant’s own bank account', async () => {
    const { form, user } = await open('/payee/add');
    await user.click(radio(form, 'Visa card'));
    await user.click(radio(form, 'Withdrawal account'));
    expect(radio(form, 'Bank account').checked).toBe(true);
    expect(radio(form, 'Visa card').disabled).toBe(true);
    await waitFor(() => expect(chosenIn(form, 'payee-relationship')).toBe('My own account'));
    expect(
      within(form).getByTestId('payee-relationship').closest('.ant-select')!.className,
    ).toContain('ant-select-disabled');
    // Back to a transfer: a card may be chosen again.
    await user.click(radio(form, 'Transfer account'));
    expect(radio(form, 'Visa card').disabled).toBe(false);
  });

  it('pays a Visa card in HKD, with the card’s fields', async () => {
    const { form, user, inputsTo } = await open('/payee/add', [
      on(payeeApi.add, { result: CARD_DETAIL }),
      on(payeeApi.detail, { result: CARD_DETAIL }),
    ]);
    await chooseWhere(user, form, 'United States', 'USD');
    await user.click(radio(form, 'Visa card'));
    await waitFor(() => expect(chosenIn(form, 'payee-currency')).toBe('HKD'));
    expect(inputOf(form, 'payee-currency').closest('.ant-form-item')!.textContent).toContain(
      'Cards are paid in HKD',
    );
    for (const testId of [
      'payee-lastName',
      'payee-firstName',
      'payee-cardholderName',
      'payee-cardholderCity',
      'payee-cardNumber',
      'payee-bankProvince',
      'payee-bankCity',
      'payee-bankAddress',
    ])
      expect(within(form).getByTestId(testId)).toBeTruthy();
    for (const testId of ['payee-country', 'payee-type', 'payee-accountName', 'payee-bankName'])
      expect(within(form).queryByTestId(testId)).toBeNull();
    expect(inputOf(form, 'payee-cardNumber').closest('.ant-form-item')!.textContent).toContain(
      'Visa cards only',
    );
    // A Mastercard is refused as it is typed.
    await expectRefused(
      user,
      form,
      'payee-cardNumber',
      '5555 5555 5555 4444',
      'Only Visa card payments are supported',
    );
    await type(user, form, 'payee-cardNumber', '4111 1111 1111 1111');
    await chooseTitled(user, form, 'payee-relationship', 'Service provider');
    await type(user, form, 'payee-lastName', 'Chan');
    await type(user, form, 'payee-firstName', 'Tai Man');
    await type(user, form, 'payee-cardholderName', 'CHAN TAI MAN');
    await type(user, form, 'payee-cardholderCity', 'Hong Kong');
    await type(user, form, 'payee-bankProvince', 'Hong Kong');
    await type(user, form, 'payee-bankCity', 'Hong Kong');
    await type(user, form, 'payee-bankAddress', '1 Queens Road Central');
    await chooseTitled(user, form, 'payee-purpose', 'Logistics');
    await user.click(within(form).getByTestId('payee-submit'));
    await waitFor(() => expect(inputsTo(payeeApi.add)).toHaveLength(1));
    expect(inputsTo(payeeApi.add)[0]).toEqual({
      method: 'card',
      usage: 'transfer',
      relationship: 'serviceProvider',
      currency: 'HKD',
      lastName: 'Chan',
      firstName: 'Tai Man',
      cardholderName: 'CHAN TAI MAN',
      cardholderCity: 'Hong Kong',
      cardNumber: '4111 1111 1111 1111',
      bankProvince: 'Hong Kong',
      bankCity: 'Hong Kong',
      bankAddress: '1 Queens Road Central',
      purpose: 'logistics',
      remarks: '',
    });
  });

  it('shows the problems the server finds on their fields', async () => {
    const { form, user, router } = await open('/payee/add', [
      on(payeeApi.add, {
        errorCode: 'VALIDATION_FAILED',
        message: 'Check the fields.',
        fields: [{ field: 'accountNumber', message: 'this account is already among your payees' }],
      }),
    ]);
    await fillSupplier(user, form);
    await user.click(within(form).getByTestId('payee-submit'));
    await expectError(form, 'payee-accountNumber', 'this account is already among your payees');
    expect(router.state.location.pathname).toBe('/payee/add');
  });

  it('says the problems of no field above the buttons', async () => {
    const { form, user } = await open('/payee/add', [
      on(payeeApi.add, {
        errorCode: 'VALIDATION_FAILED',
        message: 'Check the fields.',
        fields: [{ field: 'merchant', message: 'the merchant may not add payees now' }],
      }),
    ]);
    await fillSupplier(user, form);
    await user.click(within(form).getByTestId('payee-submit'));
    expect((await within(form).findByTestId('payee-problems')).textContent).toBe(
      'the merchant may not add payees now',
    );
  });

  it('goes back to the payees when cancelled', async () => {
    const { form, router } = await open('/payee/add');
    await userEvent.click(within(form).getByTestId('payee-cancel'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payee'));
  });
});

describe('editing a payee', () => {
  const edit = (payee = REFUSED_DETAIL, api: StubAnswers = [], options = {}) =>
    open(`/payee/edit?id=${payee.id}`, [on(payeeApi.detail, { result: payee }), ...api], options);

  it('resubmits a refused payee from its stored form, with the reviewer’s reason above', async () => {
    const { screenEl, form, user, inputsTo, router } = await edit(REFUSED_DETAIL, [
      on(payeeApi.edit, { result: REFUSED_DETAIL }),
    ]);
    expect(screenEl.textContent).toContain('Change payee');
    const refusal = within(form).getByTestId('payee-refusal');
    expect(refusal.textContent).toContain('Not approved: correct the details and send them again');
    expect(refusal.textContent).toContain('The account name differs from the invoice');
    // It starts from the payee as it was filled.
    expect(radio(form, 'Withdrawal account').checked).toBe(true);
    expect(chosenIn(form, 'payee-relationship')).toBe('My own account');
    expect(chosenIn(form, 'payee-currency')).toBe('EUR');
    expect(inputOf(form, 'payee-accountName').value).toBe('Demo Trading GmbH');
    expect(inputOf(form, 'payee-iban').value).toBe('DE89370400440532013000');
    expect(inputOf(form, 'payee-bankName').value).toBe('Commerzbank');
    expect(within(form).queryByTestId('payee-accountNumber')).toBeNull();

    await type(user, form, 'payee-accountName', 'Demo Trading Co., Ltd.');
    const submit = within(form).getByTestId('payee-submit');
    expect(submit.textContent).toBe('Send again');
    await user.click(submit);
    await waitFor(() => expect(inputsTo(payeeApi.edit)).toHaveLength(1));
    expect(inputsTo(payeeApi.edit)[0]).toEqual({
      payeeId: REFUSED_ID,
      version: 1,
      payee: { ...REFUSED_DETAIL.form, accountName: 'Demo Trading Co., Ltd.' },
    });
    await expectAt(router, `/payee/detail?id=${REFUSED_ID}`);
  });

  it('asks for a card’s number again: it is never shown back', async () => {
    const { form, user, inputsTo } = await edit(CARD_DETAIL, [
      on(payeeApi.edit, { result: CARD_DETAIL }),
    ]);
    expect(within(form).queryByTestId('payee-refusal')).toBeNull();
    expect(radio(form, 'Visa card').checked).toBe(true);
    expect(inputOf(form, 'payee-cardholderName').value).toBe('CHAN TAI MAN');
    expect(inputOf(form, 'payee-cardNumber').value).toBe('');
    expect(inputOf(form, 'payee-cardNumber').closest('.ant-form-item')!.textContent).toContain(
      'Type the card number again: it is never shown back',
    );
    const submit = within(form).getByTestId('payee-submit');
    expect(submit.textContent).toBe('Save and review again');
    await user.click(submit);
    await expectError(form, 'payee-cardNumber', 'Card number cannot be empty');
    expect(inputsTo(payeeApi.edit)).toHaveLength(0);
    await type(user, form, 'payee-cardNumber', '4111111111111111');
    await user.click(submit);
    await waitFor(() => expect(inputsTo(payeeApi.edit)).toHaveLength(1));
    expect(inputsTo(payeeApi.edit)[0]).toEqual({
      payeeId: CARD_ID,
      version: 2,
      payee: { ...CARD_DETAIL.form, cardNumber: '4111111111111111' },
    });
  });

  it('reads a payee changed meanwhile again and says so', async () => {
    let reads = 0;
    const { form, user, inputsTo } = await edit(undefined, [
      on(payeeApi.detail, () => {
        reads += 1;
        return { result: { ...REFUSED_DETAIL, version: reads } };
      }),
      on(payeeApi.edit, { errorCode: 'PAYEE_CHANGED', message: 'The payee was changed.' }),
    ]);
    await user.click(within(form).getByTestId('payee-submit'));
    expect(
      await screen.findByText(
        'The payee was changed meanwhile: it has been reloaded. Check it and save again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    // Saved again, it carries the version read now.
    const version = reads;
    await user.click(within(form).getByTestId('payee-submit'));
    await waitFor(() => expect(inputsTo(payeeApi.edit)).toHaveLength(2));
    expect(inputsTo(payeeApi.edit).map((input) => input.version)).toEqual([1, version]);
  });

  it('says when there is no such payee', async () => {
    renderApp(`/payee/edit?id=${PAYEE_ID}`, {
      language: 'en-US',
      api: [on(payeeApi.detail, { errorCode: 'NOT_FOUND', message: 'Not found.', status: 404 })],
    });
    const failed = await screen.findByTestId('payee-form-failed');
    expect(failed.textContent).toContain('This payee does not exist or was deleted');
  });

  it('speaks Russian', async () => {
    const { screenEl, form } = await edit(payeeDetailOf(), [], { language: 'ru-RU' });
    expect(screenEl.textContent).toContain('Изменить получателя');
    expect(labelOf(form, 'payee-routingNumber')).toBe('Маршрутный номер ABA');
    expect(form.textContent).toContain('Сохранить и отправить на проверку');
  });

  it('sends the stored form of a supplier back as it was, with the version read', async () => {
    const { form, user, inputsTo } = await edit(payeeDetailOf(), [
      on(payeeApi.edit, { result: payeeDetailOf() }),
    ]);
    await user.click(within(form).getByTestId('payee-submit'));
    await waitFor(() => expect(inputsTo(payeeApi.edit)).toHaveLength(1));
    expect(inputsTo(payeeApi.edit)[0]).toEqual({
      payeeId: PAYEE_ID,
      version: 0,
      payee: storedFormOf(supplierForm()),
    });
  });
});
