import {
  contractApi,
  ContractState,
  documentsApi,
  QuotaState,
  quotaApi,
} from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { expectError, expectRefused, inputOf, type, type User } from '../../../test/form.ts';
import { expectAt, mainUser, renderApp, screenTests } from '../../../test/render-app.tsx';
import {
  chooseOption,
  CONTRACT_ID,
  contractOf,
  FILE_ID,
  QUOTA_NO,
  quotaDetailOf,
} from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./apply-quota-screen.tsx'),
  () => import('./quota-detail-screen.tsx'),
);

const UPLOAD = on(documentsApi.uploadFile, (form) => {
  const file = (form as FormData).get('file') as File;
  return { result: { id: FILE_ID, name: file.name, mime: file.type, size: file.size } };
});

const CONTRACTS = on(contractApi.list, pageOf([contractOf()]));

const open = async (
  api: StubAnswers,
  {
    path = '/limit/apply?kind=goodsTrade',
    user,
  }: { path?: string; user?: ReturnType<typeof mainUser> } = {},
) => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  const view = renderApp(path, { language: 'en-US', api, ...(user ? { user } : {}) });
  const screenEl = await screen.findByTestId('quota-apply-screen', {}, { timeout: 10_000 });
  const form = await within(screenEl).findByTestId('quota-apply-form');
  // Closing dropdowns fade out without pointer events while the next one opens.
  return { ...view, form, user: userEvent.setup({ pointerEventsCheck: 0 }) };
};

const DATE = 'YYYY-MM-DD';

/** Types a day into a date picker (as the picker writes dates in English) and confirms it. */
const setDay = async (user: User, form: HTMLElement, testId: string, day: Dayjs) => {
  const input = inputOf(form, testId);
  await user.click(input);
  await user.clear(input);
  await user.paste(day.format('MM/DD/YYYY'));
  await user.keyboard('{Enter}');
};

const chooseFile = (holder: HTMLElement, name: string, type = 'application/pdf') =>
  fireEvent.change(holder.querySelector<HTMLInputElement>('input[type=file]')!, {
    target: { files: [new File([new Uint8Array(64)], name, { type })] },
  });

const FROM = dayjs().add(1, 'day');
const TO = FROM.add(6, 'month');

describe('the quota application', () => {
  it('takes the kind from the address', async () => {
    const { form } = await open([CONTRACTS], { path: '/limit/apply?kind=eCommerce' });
    const checked = form.querySelector<HTMLInputElement>(
      '[data-testid="quota-kind"] input[type=radio]:checked',
    );
    expect(checked?.value).toBe('eCommerce');
  });

  it('says what is missing before sending anything', async () => {
    const { form, user, callsTo } = await open([CONTRACTS], { path: '/limit/apply' });
    await user.click(within(form).getByTestId('quota-submit'));
    await expectError(form, 'quota-kind', 'Kind cannot be empty');
    await expectError(form, 'quota-amount', 'Amount cannot be empty');
    await expectError(form, 'quota-valid-from', 'Valid from cannot be empty');
    await expectError(form, 'quota-valid-to', 'Valid until cannot be empty');
    expect(callsTo(quotaApi.apply)).toEqual([]);
  });

  it('refuses an amount that is no amount as it is typed', async () => {
    const { form, user } = await open([CONTRACTS]);
    await expectRefused(user, form, 'quota-amount', 'abc', 'Must be a valid amount');
    await expectRefused(user, form, 'quota-amount', '1.234', 'Must be a valid amount');
    await expectRefused(user, form, 'quota-amount', '0', 'Must be greater than zero');
  });

  it('refuses an end before the start, and a period over a year, as they are chosen', async () => {
    const { form, user, callsTo } = await open([CONTRACTS]);
    await setDay(user, form, 'quota-valid-from', FROM.add(10, 'day'));
    await setDay(user, form, 'quota-valid-to', FROM);
    await expectError(form, 'quota-valid-to', 'Must not be before the start');
    await setDay(user, form, 'quota-valid-to', FROM.add(10, 'day').add(366, 'day'));
    await expectError(form, 'quota-valid-to', 'A quota lasts at most one year');
    // A year, both ends counted, is allowed.
    await setDay(user, form, 'quota-valid-to', FROM.add(10, 'day').add(365, 'day'));
    await waitFor(() =>
      expect(
        inputOf(form, 'quota-valid-to')
          .closest('.ant-form-item')!
          .querySelector('.ant-form-item-explain-error'),
      ).toBeNull(),
    );
    expect(callsTo(quotaApi.apply)).toEqual([]);
  });

  it('asks for evidence: a contract or a file', async () => {
    const { form, user, callsTo } = await open([CONTRACTS]);
    await type(user, form, 'quota-amount', '50000');
    await setDay(user, form, 'quota-valid-from', FROM);
    await setDay(user, form, 'quota-valid-to', TO);
    await user.click(within(form).getByTestId('quota-submit'));
    await expectError(form, 'quota-files-field', 'Add a trade contract or a file as evidence');
    expect(callsTo(quotaApi.apply)).toEqual([]);
    // Choosing a contract is evidence enough.
    await chooseOption(user, form, 'quota-contracts-select', 'PD-2026-0117 · 250,000.00 EUR');
    await waitFor(() =>
      expect(
        inputOf(form, 'quota-files-field')
          .closest('.ant-form-item')!
          .querySelector('.ant-form-item-explain-error'),
      ).toBeNull(),
    );
  });

  it('sends the application with an Idempotency-Key and opens the new quota', async () => {
    const submitted = quotaDetailOf({
      state: QuotaState.UnderReview,
      label: 'unavailable',
      used: '0.00',
      remaining: '50000.00',
      amount: '50000.00',
      reviewedAt: null,
      draws: [],
    });
    const { form, user, callsTo, router } = await open([
      CONTRACTS,
      UPLOAD,
      on(quotaApi.apply, { result: submitted }),
      on(quotaApi.detail, { result: submitted }),
    ]);
    await type(user, form, 'quota-amount', '50000');
    await setDay(user, form, 'quota-valid-from', FROM);
    await setDay(user, form, 'quota-valid-to', TO);
    await chooseOption(user, form, 'quota-contracts-select', 'PD-2026-0117 · 250,000.00 EUR');
    await user.keyboard('{Escape}');
    chooseFile(within(form).getByTestId('quota-file-add'), 'invoice-2026-118.pdf');
    await waitFor(() =>
      expect(
        within(form)
          .getByTestId('quota-file')
          .querySelector('[data-file-id]')
          ?.getAttribute('data-file-id'),
      ).toBe(FILE_ID),
    );
    await type(user, form, 'quota-note', 'Q4 orders');
    await user.click(within(form).getByTestId('quota-submit'));
    await waitFor(() => expect(callsTo(quotaApi.apply)).toHaveLength(1));
    const [call] = callsTo(quotaApi.apply);
    expect(call!.input).toEqual({
      kind: 'goodsTrade',
      amount: '50000',
      validFrom: FROM.format(DATE),
      validTo: TO.format(DATE),
      contractIds: [CONTRACT_ID],
      fileIds: [FILE_ID],
      note: 'Q4 orders',
    });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^quota-apply-/);
    await expectAt(router, `/limit/detail?quotaNo=${QUOTA_NO}`);
    expect(await screen.findByText('Submitted, under review')).toBeTruthy();
    expect(await screen.findByTestId('quota-review')).toBeTruthy();
  });

  it('puts the server’s field problems on their fields', async () => {
    const { form, user } = await open([
      CONTRACTS,
      on(quotaApi.apply, {
        errorCode: 'VALIDATION_FAILED',
        fields: [
          { field: 'contractIds.0', message: 'only effective trade contracts can be evidence' },
        ],
      }),
    ]);
    await type(user, form, 'quota-amount', '50000');
    await setDay(user, form, 'quota-valid-from', FROM);
    await setDay(user, form, 'quota-valid-to', TO);
    await chooseOption(user, form, 'quota-contracts-select', 'PD-2026-0117 · 250,000.00 EUR');
    await user.keyboard('{Escape}');
    await user.click(within(form).getByTestId('quota-submit'));
    await expectError(
      form,
      'quota-contracts-select',
      'only effective trade contracts can be evidence',
    );
  });

  it('offers files alone to a user who may not see contracts', async () => {
    const { form, callsTo } = await open([CONTRACTS], {
      user: mainUser({
        adminFlag: false,
        authIdList: ['limit:view', 'limit:operate'],
      }),
    });
    expect(within(form).getByTestId('quota-contracts-note').textContent).toBe(
      'You may not view trade contracts: upload files instead.',
    );
    expect(callsTo(contractApi.list)).toEqual([]);
  });

  it('asks only for effective contracts', async () => {
    const { inputsTo } = await open([CONTRACTS]);
    await waitFor(() => expect(inputsTo(contractApi.list)).toHaveLength(1));
    expect(inputsTo(contractApi.list)[0]).toEqual({
      state: ContractState.Effective,
      pageNum: 1,
      pageSize: 100,
    });
  });
});
