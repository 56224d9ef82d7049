import { ContractState, contractApi, documentsApi } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { expectError, type, type User } from '../../../test/form.ts';
import { expectAt, renderApp, screenTests } from '../../../test/render-app.tsx';
import { choose, chooseFile } from './test-helpers.ts';
import { CONTRACT_ID, contractDetailOf, FILE_ID, PI_FILE_ID, REFUSED } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./contract-form-screen.tsx'),
);

let uploads = 0;
const UPLOAD = on(documentsApi.uploadFile, (form) => {
  const file = (form as FormData).get('file') as File;
  uploads += 1;
  return {
    result: {
      id: uploads === 1 ? FILE_ID : PI_FILE_ID,
      name: file.name,
      mime: file.type,
      size: file.size,
    },
  };
});

const open = async (api: StubAnswers, path = '/contract/add') => {
  uploads = 0;
  URL.createObjectURL = vi.fn(() => 'blob:file');
  const view = renderApp(path, { language: 'en-US', api });
  const screenEl = await screen.findByTestId('contract-form-screen');
  const form = await within(screenEl).findByTestId('contract-form');
  // Closing dropdowns fade out without pointer events while the next one opens.
  return { ...view, form, user: userEvent.setup({ pointerEventsCheck: 0 }) };
};

const DATE = 'YYYY-MM-DD';

const validityItem = (form: HTMLElement) =>
  within(form).getAllByTestId('contract-validity')[0]!.closest('.ant-form-item')!;

const validityError = (form: HTMLElement) =>
  validityItem(form).querySelector('.ant-form-item-explain-error')?.textContent;

const setValidity = async (user: User, form: HTMLElement, from: Dayjs, to: Dayjs) => {
  const item = validityItem(form);
  const clear = item.querySelector('.ant-picker-clear');
  if (clear) {
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
  }
  const [start, end] = item.querySelectorAll('input');
  // As the picker writes dates in English.
  await user.click(start!);
  await user.paste(from.format('MM/DD/YYYY'));
  await user.keyboard('{Enter}');
  await user.click(end!);
  await user.paste(to.format('MM/DD/YYYY'));
  await user.keyboard('{Enter}');
};

const fillValid = async (user: User, form: HTMLElement) => {
  await type(user, form, 'contract-contractNo', 'PD-2026-0117');
  await choose(user, form, 'contract-contractType', 'Sales contract');
  await type(user, form, 'contract-buyerName', 'Lumière Distribution SARL');
  await choose(user, form, 'contract-buyerCountry', 'France');
  await user.click(within(form).getByText('Goods trade'));
  await choose(user, form, 'contract-tradingCountries', 'France', { close: true });
  await type(user, form, 'contract-tradingParty', 'Shenzhen Pengda Lighting Co., Ltd.');
  await choose(user, form, 'contract-currency', 'USD');
  await type(user, form, 'contract-amount', '250000');
  await setValidity(user, form, dayjs().subtract(30, 'day'), dayjs().add(300, 'day'));
};

describe('the contract form', () => {
  it('refuses 51 characters, a missing file and an empty validity before sending anything', async () => {
    const { form, user, callsTo } = await open([UPLOAD]);
    await type(user, form, 'contract-contractNo', 'x'.repeat(51));
    await user.click(within(form).getByTestId('contract-submit'));
    await expectError(form, 'contract-contractNo', 'Contract number can be at most 50 characters');
    await expectError(form, 'contract-buyerName', 'Buyer name cannot be empty');
    expect(
      within(form)
        .getByTestId('contract-file')
        .closest('.ant-form-item')!
        .querySelector('.ant-form-item-explain-error')?.textContent,
    ).toBe('Contract file cannot be empty');
    expect(validityError(form)).toBe('Validity period cannot be empty');
    expect(callsTo(contractApi.add)).toEqual([]);
  });

  it('says clearly when the validity period does not include today', async () => {
    const { form, user } = await open([UPLOAD]);
    const ended = dayjs().subtract(2, 'day');
    await setValidity(user, form, dayjs().subtract(400, 'day'), ended);
    await user.click(within(form).getByTestId('contract-submit'));
    await waitFor(() =>
      expect(validityError(form)).toMatch(
        /^The contract expired on .+: it must be in force today$/,
      ),
    );
    await setValidity(user, form, dayjs().add(3, 'day'), dayjs().add(30, 'day'));
    await waitFor(() =>
      expect(validityError(form)).toMatch(
        /^The contract only comes into force on .+: it must be in force today$/,
      ),
    );
  });

  it('asks for the PI file once the user says there is one', async () => {
    const { form, user, callsTo } = await open([UPLOAD]);
    await fillValid(user, form);
    chooseFile(within(form).getByTestId('contract-file'), 'contract.pdf');
    await waitFor(() =>
      expect(within(form).getByTestId('upload-file').getAttribute('data-file-id')).toBe(FILE_ID),
    );
    await user.click(within(form).getByTestId('contract-hasPi'));
    await user.click(within(form).getByTestId('contract-submit'));
    await waitFor(() =>
      expect(
        within(form)
          .getByTestId('contract-pi-file')
          .closest('.ant-form-item')!
          .querySelector('.ant-form-item-explain-error')?.textContent,
      ).toBe('PI file cannot be empty'),
    );
    expect(callsTo(contractApi.add)).toEqual([]);
  });

  it('submits every field with an Idempotency-Key and opens the contract', async () => {
    const { form, user, callsTo, router } = await open([
      UPLOAD,
      on(contractApi.add, { result: contractDetailOf({ state: ContractState.UnderReview }) }),
      on(contractApi.get, { result: contractDetailOf({ state: ContractState.UnderReview }) }),
    ]);
    await fillValid(user, form);
    chooseFile(within(form).getByTestId('contract-file'), 'contract.pdf');
    await waitFor(() =>
      expect(within(form).getByTestId('upload-file').getAttribute('data-file-id')).toBe(FILE_ID),
    );
    await user.click(within(form).getByTestId('contract-submit'));
    await waitFor(() => expect(callsTo(contractApi.add)).toHaveLength(1));
    const [call] = callsTo(contractApi.add);
    expect(call!.input).toEqual({
      contractNo: 'PD-2026-0117',
      buyerName: 'Lumière Distribution SARL',
      buyerCountry: 'FR',
      tradeType: 0,
      contractType: 'sales',
      tradingCountries: ['FR'],
      tradingParty: 'Shenzhen Pengda Lighting Co., Ltd.',
      currency: 'USD',
      amount: '250000',
      validFrom: dayjs().subtract(30, 'day').format(DATE),
      validTo: dayjs().add(300, 'day').format(DATE),
      contractFileId: FILE_ID,
      hasPi: false,
    });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^contract-add-/);
    await expectAt(router, `/contract/detail?id=${CONTRACT_ID}`);
  });

  it('puts the server’s field problems on their fields', async () => {
    const { form, user } = await open([
      UPLOAD,
      on(contractApi.add, {
        errorCode: 'VALIDATION_FAILED',
        fields: [
          { field: 'validTo', message: 'the contract must be in force today' },
          { field: 'contractFileId', message: 'cannot be empty' },
        ],
      }),
    ]);
    await fillValid(user, form);
    chooseFile(within(form).getByTestId('contract-file'), 'contract.pdf');
    await within(form).findByTestId('upload-file');
    await user.click(within(form).getByTestId('contract-submit'));
    await waitFor(() => expect(validityError(form)).toBe('the contract must be in force today'));
  });
});

describe('a refused contract', () => {
  it('shows the reason and resubmits the correction with its version', async () => {
    const { form, user, inputsTo } = await open(
      [
        UPLOAD,
        on(contractApi.get, { result: REFUSED }),
        on(contractApi.edit, {
          result: contractDetailOf({ state: ContractState.UnderReview, version: 3 }),
        }),
      ],
      `/contract/edit?id=${CONTRACT_ID}`,
    );
    expect(within(form).getByTestId('contract-refusal').textContent).toContain(
      'The PI is not signed.',
    );
    await setValidity(user, form, dayjs().subtract(1, 'day'), dayjs().add(1, 'year'));
    await user.click(within(form).getByTestId('contract-submit'));
    await waitFor(() => expect(inputsTo(contractApi.edit)).toHaveLength(1));
    expect(inputsTo(contractApi.edit)[0]).toMatchObject({
      contractId: CONTRACT_ID,
      version: 2,
      contractNo: 'PD-2026-0117',
      hasPi: true,
      piFileId: PI_FILE_ID,
      contractFileId: FILE_ID,
    });
  });
});
