import {
  documentsApi,
  payeeApi,
  payoutBatchApi,
  walletApi,
  type Language,
} from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectError, expectRefused, inputOf, type, type User } from '../../../test/form.ts';
import { expectAt, renderApp, screenTests } from '../../../test/render-app.tsx';
import {
  BATCH_NO,
  batchCheckOf,
  batchOf,
  CARD,
  checkRowOf,
  chooseOption,
  REQUIREMENTS,
  SUPPLIER,
  SUPPLIER_ID,
} from './test-data.ts';
import { confirmPayment, confirmPaymentAfterWrongPassword } from '../../../test/payment.ts';
import { walletOf } from '../../../test/wallet-fixtures.ts';

screenTests(
  { testTimeout: 60_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./batch-pay-screen.tsx'),
  () => import('./batch-detail-screen.tsx'),
);

const SHEET_ID = '00000000-0000-4000-8000-00000000f0a3';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = (name: string) =>
  new Response(new Uint8Array([80, 75, 3, 4]), {
    headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}"` },
  });

/** The approved transfer payees (a USD bank account, an HKD card) and the USD and HKD wallets. */
const BASE: StubAnswers = [
  on(payeeApi.list, pageOf([SUPPLIER, CARD])),
  on(walletApi.list, {
    result: { list: [walletOf('USD', '125000.00'), walletOf('HKD', '8000.00')] },
  }),
  on(documentsApi.uploadFile, (form) => {
    const chosen = (form as FormData).get('file') as File;
    return { result: { id: SHEET_ID, name: chosen.name, mime: chosen.type, size: chosen.size } };
  }),
  REQUIREMENTS,
];

const open = async (
  api: StubAnswers = [],
  { language = 'en-US', path = '/pay/batch' }: { language?: Language; path?: string } = {},
) => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  const view = renderApp(path, { language, api: [...BASE, ...api] });
  const screenEl = await screen.findByTestId('batch-pay-screen', {}, { timeout: 10_000 });
  return { ...view, screenEl, user: userEvent.setup({ pointerEventsCheck: 0 }) };
};

const rowsOf = (screenEl: HTMLElement) => within(screenEl).getAllByTestId('batch-row');

/** Chooses a radio by its label (its input takes no pointer). */
const clickRadio = (user: User, holder: HTMLElement, testId: string) =>
  user.click(inputOf(holder, testId).closest('label')!);

/** The paying currency and one payment to the approved USD supplier. */
const fillSupplierRow = async (user: User, screenEl: HTMLElement) => {
  const form = within(screenEl).getByTestId('batch-form');
  await chooseOption(user, form, 'batch-currency', 'USD');
  const row = rowsOf(screenEl)[0]!;
  await chooseOption(user, row, 'batch-row-payee', 'Evergreen');
  await type(user, row, 'batch-row-amount', '1000');
  await chooseOption(user, row, 'batch-row-purpose', 'Products');
};

/** The spreadsheet's choice (US bank accounts in USD), counts, and the uploaded file. */
const fillSpreadsheet = async (user: User, screenEl: HTMLElement) => {
  await user.click(within(screenEl).getByTestId('batch-tab-file'));
  const form = await within(screenEl).findByTestId('batch-file-form');
  await chooseOption(user, form, 'batch-file-country', 'United States');
  await chooseOption(user, form, 'batch-file-currency', 'USD');
  return form;
};

const FILE_REQUEST = {
  source: 'file',
  choice: { method: 'bank', country: 'US', currency: 'USD' },
  fileId: SHEET_ID,
  enteredCount: 3,
  enteredTotal: '2600',
};

/** Three rows of the sheet: the third has a bad routing number; the total was miscounted. */
const SHEET_CHECK = batchCheckOf({
  rows: [
    checkRowOf({ row: 2 }),
    checkRowOf({
      row: 3,
      payeeName: 'Lumen Logistics Ltd',
      accountTail: '•••• 4410',
      newPayee: true,
      amount: '1500.00',
      purpose: 'logistics',
    }),
    checkRowOf({
      row: 4,
      payeeName: 'Harbor Freight LLC',
      accountTail: '•••• 0021',
      newPayee: true,
      amount: '200.00',
      fee: null,
      valid: false,
      problems: [{ field: 'routingNumber', message: 'is not a valid 9-digit ABA routing number' }],
    }),
  ],
  count: 3,
  validCount: 2,
  rowsTotal: '2700.00',
  amount: '2500.00',
  fee: '30.00',
  total: '2530.00',
  entered: { count: 3, total: '2600.00' },
  countConsistent: true,
  totalConsistent: false,
  approvalsNeeded: 1,
});

describe('batch payment', () => {
  it('is reached from the pay screen', async () => {
    renderApp('/pay', { language: 'en-US', api: BASE });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('pay-batch', {}, { timeout: 10_000 }));
    expect(await screen.findByTestId('batch-pay-screen')).toBeTruthy();
  });

  it('refuses a 21st row by form and points to the spreadsheet', async () => {
    const { screenEl, user } = await open();
    const add = within(screenEl).getByTestId('batch-add-row');
    for (let i = 1; i < 20; i += 1) await user.click(add);
    expect(rowsOf(screenEl)).toHaveLength(20);
    expect(within(screenEl).getByTestId('batch-row-count').textContent).toBe(
      '20 payments (at most 20 by form)',
    );
    expect(within(screenEl).queryByTestId('batch-too-many')).toBeNull();

    await user.click(add);
    const refused = await within(screenEl).findByTestId('batch-too-many');
    expect(rowsOf(screenEl)).toHaveLength(20);
    expect(refused.textContent).toContain('At most 20 payments can be typed in the form.');
    await user.click(within(refused).getByTestId('batch-to-spreadsheet'));
    expect(await within(screenEl).findByTestId('batch-file-form')).toBeTruthy();
    expect(
      within(screenEl)
        .getByTestId('batch-tab-file')
        .closest('.ant-tabs-tab')!
        .classList.contains('ant-tabs-tab-active'),
    ).toBe(true);
  });

  it('checks each row as it is typed, in the contract’s words', async () => {
    const { screenEl, user, callsTo } = await open();
    const form = within(screenEl).getByTestId('batch-form');
    await chooseOption(user, form, 'batch-currency', 'USD');
    const row = rowsOf(screenEl)[0]!;
    await expectRefused(
      user,
      row,
      'batch-row-amount',
      '12.345',
      'USD amounts take at most 2 decimals',
    );

    // Nothing chosen or typed: each field says so, and nothing is checked.
    await user.click(within(screenEl).getByTestId('batch-check-button'));
    await expectError(row, 'batch-row-payee', 'Payee cannot be empty');
    await expectError(row, 'batch-row-purpose', 'Purpose cannot be empty');
    expect(callsTo(payoutBatchApi.check)).toHaveLength(0);

    // A new payee: its country's bank fields, each checked by the payee's rules.
    await clickRadio(user, row, 'batch-row-kind-new');
    const payee = await within(row).findByTestId('batch-new-payee');
    expect(within(payee).getByTestId('batch-payee-choose-country').textContent).toContain(
      'Choose the payee',
    );
    await type(user, payee, 'batch-payee-accountName', 'H');
    await user.clear(inputOf(payee, 'batch-payee-accountName'));
    await expectError(payee, 'batch-payee-accountName', 'Account holder name cannot be empty');
    await expectRefused(
      user,
      payee,
      'batch-payee-postalCode',
      'x',
      'Must be a postal code of letters and digits (2–10 characters)',
    );
    await chooseOption(user, payee, 'batch-payee-country', 'United States');
    expect(within(payee).getByTestId('batch-payee-accountNumber')).toBeTruthy();
    expect(within(payee).getByTestId('batch-payee-routingNumber')).toBeTruthy();
    expect(within(payee).queryByTestId('batch-payee-swift')).toBeNull();
    expect(within(payee).queryByTestId('batch-payee-idNumber')).toBeNull();
    // A person's identity instead of a company's licence.
    expect(within(payee).getByTestId('batch-payee-licenceNumber')).toBeTruthy();
    await clickRadio(user, payee, 'batch-payee-type-p');
    expect(await within(payee).findByTestId('batch-payee-idNumber')).toBeTruthy();
    expect(within(payee).queryByTestId('batch-payee-licenceNumber')).toBeNull();
  });

  it('checks a spreadsheet: every row, the totals against those entered, the invalid rows', async () => {
    const { screenEl, user, callsTo, inputsTo, router } = await open([
      on(payoutBatchApi.template, () => file('batch-template.xlsx')),
      on(payoutBatchApi.check, { result: SHEET_CHECK }),
      on(payoutBatchApi.errorFile, () => file('batch-errors.xlsx')),
      on(payoutBatchApi.create, { result: batchOf() }),
      on(payoutBatchApi.detail, { result: batchOf() }),
    ]);
    const form = await fillSpreadsheet(user, screenEl);
    await user.click(within(form).getByTestId('batch-template'));
    await waitFor(() =>
      expect(inputsTo(payoutBatchApi.template)).toEqual([
        { method: 'bank', country: 'US', currency: 'USD' },
      ]),
    );
    await type(user, form, 'batch-entered-count', '3');
    await type(user, form, 'batch-entered-total', '2600');
    fireEvent.change(
      within(form).getByTestId('batch-file').querySelector<HTMLInputElement>('input[type=file]')!,
      { target: { files: [new File([new Uint8Array(64)], 'batch.xlsx', { type: XLSX })] } },
    );
    await waitFor(() =>
      expect(within(form).getByTestId('upload-file').getAttribute('data-file-id')).toBe(SHEET_ID),
    );
    await user.click(within(screenEl).getByTestId('batch-check-button'));

    const check = await within(screenEl).findByTestId('batch-check');
    expect(inputsTo(payoutBatchApi.check)).toEqual([FILE_REQUEST]);
    const rows = [
      ...within(check).getByTestId('batch-check-rows').querySelectorAll('tbody tr.ant-table-row'),
    ] as HTMLElement[];
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Lumen Logistics Ltd');
    expect(within(rows[1]!).getByTestId('batch-check-new').textContent).toBe('New payee');
    expect(within(rows[1]!).getByTestId('batch-check-amount').textContent).toBe('1,500.00 USD');
    expect(within(rows[0]!).getByTestId('batch-check-valid').textContent).toBe('Valid');
    expect(within(rows[2]!).getByTestId('batch-check-problems').textContent).toBe(
      'ABA routing number: is not a valid 9-digit ABA routing number',
    );
    expect(within(check).getByTestId('batch-totals-rows').textContent).toBe('3');
    expect(within(check).getByTestId('batch-totals-valid').textContent).toBe('2');
    expect(within(check).getByTestId('batch-totals-amount').textContent).toBe('2,500.00 USD');
    expect(within(check).getByTestId('batch-totals-fee').textContent).toBe('30.00 USD');
    expect(within(check).getByTestId('batch-totals-total').textContent).toBe('2,530.00 USD');
    expect(within(check).getByTestId('batch-approvals').textContent).toBe(
      "Needs 1 approver's approval",
    );

    // The count matches; the total does not: a warning the user may pass.
    const count = within(check).getByTestId('batch-count-consistency');
    expect([count.textContent, count.dataset.consistent]).toEqual(['Consistent', 'true']);
    const total = within(check).getByTestId('batch-total-consistency');
    expect([total.textContent, total.dataset.consistent]).toEqual(['Inconsistent', 'false']);
    expect(within(check).getByTestId('batch-comparison-total').textContent).toBe(
      'Entered 2,600.00 USD, in the table 2,700.00 USD',
    );
    expect(within(check).getByTestId('batch-mismatch').textContent).toContain(
      'The total count or amount you entered does not match the table.',
    );

    // A bad row: its error file, and continuing only once the valid rows alone are chosen.
    expect(within(check).getByTestId('batch-invalid').textContent).toContain('1 row has errors.');
    const pay = within(screenEl).getByTestId('batch-continue');
    expect(pay.textContent).toBe('Pay 2 payments');
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(within(screenEl).getByTestId('batch-skip-hint')).toBeTruthy();
    await user.click(within(check).getByTestId('batch-error-file'));
    await waitFor(() => expect(inputsTo(payoutBatchApi.errorFile)).toEqual([FILE_REQUEST]));

    await user.click(within(check).getByTestId('batch-skip-invalid'));
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    await user.click(pay);
    // Checked afresh before the confirmation.
    const modal = await screen.findByTestId('payment-confirm');
    expect(callsTo(payoutBatchApi.check)).toHaveLength(2);
    expect(within(modal).getByTestId('payment-confirm-total').textContent).toContain('2,530 USD');
    await confirmPayment(user, modal, '2530.00');
    await expectAt(router, `/pay/batch/detail?batchNo=${BATCH_NO}`);
    expect(inputsTo(payoutBatchApi.create)).toEqual([
      {
        ...FILE_REQUEST,
        skipInvalid: true,
        reenteredAmount: '2530.00',
        credentials: { payPwd: '258147' },
      },
    ]);
  });

  it('confirms a batch by form with its total typed again; one Idempotency-Key per confirmation', async () => {
    let creates = 0;
    const { screenEl, user, callsTo, router } = await open([
      on(payoutBatchApi.check, { result: batchCheckOf() }),
      on(payoutBatchApi.create, () =>
        (creates += 1) === 1
          ? { errorCode: 'PAY_PWD_WRONG', message: 'The payment password is incorrect.' }
          : { result: batchOf({ source: 'form', entered: null, skipped: 0 }) },
      ),
      on(payoutBatchApi.detail, { result: batchOf({ source: 'form' }) }),
    ]);
    await fillSupplierRow(user, screenEl);
    await type(user, rowsOf(screenEl)[0]!, 'batch-row-note', 'November invoice');
    await user.click(within(screenEl).getByTestId('batch-check-button'));
    const check = await within(screenEl).findByTestId('batch-check');
    const request = {
      source: 'form',
      currency: 'USD',
      rows: [
        {
          payeeId: SUPPLIER_ID,
          payee: null,
          amount: '1000',
          purpose: 'products',
          note: 'November invoice',
        },
      ],
    };
    expect(callsTo(payoutBatchApi.check).map((c) => c.input)).toEqual([request]);
    expect(within(check).queryByTestId('batch-comparison')).toBeNull();
    expect(within(check).getByTestId('batch-all-valid')).toBeTruthy();
    expect(within(check).getByTestId('payout-price-hours').dataset.open).toBe('true');

    await user.click(within(screenEl).getByTestId('batch-continue'));
    const modal = await screen.findByTestId('payment-confirm');
    await confirmPaymentAfterWrongPassword(user, modal, '1015.00');

    await expectAt(router, `/pay/batch/detail?batchNo=${BATCH_NO}`);
    const calls = callsTo(payoutBatchApi.create);
    expect(calls.map((c) => c.input)).toEqual([
      {
        ...request,
        skipInvalid: false,
        reenteredAmount: '1015.00',
        credentials: { payPwd: '111111' },
      },
      {
        ...request,
        skipInvalid: false,
        reenteredAmount: '1015.00',
        credentials: { payPwd: '258147' },
      },
    ]);
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^payout-batch-[\w-]{36}$/);
    // The wrong password was answered for good: the next submission is a new one.
    expect(keys[1]).not.toBe(keys[0]);
    expect(await screen.findByTestId('batch-detail-screen')).toBeTruthy();
  });

  it('stops on too little settlement quota, with the way to apply for one', async () => {
    const { screenEl, user, router } = await open([
      on(payoutBatchApi.check, {
        result: batchCheckOf({
          rows: [checkRowOf({ quotaUsd: '1000.00' })],
          quota: { needed: '1000.00', remaining: '200.00' },
          timing: {
            available: '125000.00',
            serviceOpen: false,
            nextServiceAt: '2026-11-30T01:00:00.000Z',
          },
        }),
      }),
    ]);
    await fillSupplierRow(user, screenEl);
    await user.click(within(screenEl).getByTestId('batch-check-button'));
    const check = await within(screenEl).findByTestId('batch-check');
    expect(within(check).getByTestId('quota-figures').textContent).toBe(
      'Settlement quota: this needs 1,000.00 USD, 200.00 USD is left',
    );
    expect(within(check).getByTestId('quota-short').textContent).toContain(
      'Insufficient foreign exchange limit, please apply for a limit.',
    );
    expect(within(check).getByTestId('payout-price-hours').textContent).toContain(
      'Outside service hours',
    );
    expect((within(screenEl).getByTestId('batch-continue') as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(check).getByTestId('quota-apply'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/limit/apply'));
  });

  it('says the spec’s words when the template cannot be downloaded', async () => {
    const { screenEl, user } = await open([
      on(payoutBatchApi.template, { errorCode: 'TEMPLATE_DOWNLOAD_FAILED', status: 500 }),
    ]);
    const form = await fillSpreadsheet(user, screenEl);
    await user.click(within(form).getByTestId('batch-template'));
    expect((await within(form).findByTestId('batch-template-failed')).textContent).toBe(
      'Template download failed, please try again.',
    );
  });

  it('asks for the choice before the template, and a card is paid in HKD', async () => {
    const { screenEl, user, callsTo } = await open([
      on(payoutBatchApi.template, () => file('batch-template.xlsx')),
    ]);
    await user.click(within(screenEl).getByTestId('batch-tab-file'));
    const form = await within(screenEl).findByTestId('batch-file-form');
    await user.click(within(form).getByTestId('batch-template'));
    await expectError(form, 'batch-file-country', "Payees' bank country or region cannot be empty");
    expect(callsTo(payoutBatchApi.template)).toHaveLength(0);
    await clickRadio(user, form, 'batch-file-method-card');
    expect(within(form).queryByTestId('batch-file-country')).toBeNull();
    await user.click(within(form).getByTestId('batch-template'));
    await waitFor(() =>
      expect(callsTo(payoutBatchApi.template).map((c) => c.input)).toEqual([
        { method: 'card', country: null, currency: 'HKD' },
      ]),
    );
  });

  it('speaks Russian', async () => {
    const { screenEl } = await open([], { language: 'ru-RU' });
    expect(screenEl.querySelector('.ant-card-head-title')!.textContent).toBe('Пакетный платёж');
    expect(within(screenEl).getByTestId('batch-tab-form').textContent).toBe('Через форму');
    expect(within(screenEl).getByTestId('batch-tab-file').textContent).toBe('Из таблицы');
    expect(within(screenEl).getByTestId('batch-row-count').textContent).toBe(
      '1 платёж (через форму — не более 20)',
    );
  });
});
