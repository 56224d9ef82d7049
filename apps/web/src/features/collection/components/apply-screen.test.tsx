import { AccountState, collectionApi, type ApplyAccountRequest } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectError, expectRefused, inputOf, type, type User } from '../../../test/form.ts';
import { expectAt, mainUser, openScreen, screenTests } from '../../../test/render-app.tsx';
import { accountDetailOf, ACCOUNT_ID, REFUSED, REFUSED_ID } from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./apply-screen.tsx'),
  () => import('./account-detail-screen.tsx'),
);

const open = async (api: StubAnswers = [], { path = '/act/add', user = mainUser() } = {}) => {
  return openScreen(path, 'apply-screen', { language: 'en-US', api, user });
};

const chooseCurrencies = async (user: User, form: HTMLElement, codes: string[]) => {
  await user.click(inputOf(form, 'apply-currencies'));
  for (const code of codes) {
    const option = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === code || o.textContent?.startsWith(code),
    );
    await user.click(option as HTMLElement);
  }
  await user.keyboard('{Escape}');
};

const fillForeignTrade = async (user: User, form: HTMLElement) => {
  await user.click(within(form).getByRole('radio', { name: /Foreign trade/ }));
  await type(user, form, 'apply-businessDescription', 'LED lighting exported to Europe');
  await type(user, form, 'apply-website', 'https://pengda-lighting.example.com');
  await type(user, form, 'apply-salesCategory', 'Lighting');
  await type(user, form, 'apply-annualSales', '2500000');
  await chooseCurrencies(user, form, ['USD', 'EUR']);
  await type(user, form, 'apply-alias', 'Main');
};

const EXPECTED: ApplyAccountRequest = {
  profile: {
    usage: 3,
    businessDescription: 'LED lighting exported to Europe',
    website: 'https://pengda-lighting.example.com',
    salesCategory: 'Lighting',
    annualSales: '2500000',
  },
  currencies: ['USD', 'EUR'],
  alias: 'Main',
};

const applied = on(collectionApi.apply, { result: accountDetailOf() });
const detail = on(collectionApi.getAccount, { result: accountDetailOf() });

describe('applying for a collection account', () => {
  it('asks the usage type first, then exactly that usage’s fields', async () => {
    const { screenEl, user } = await open();
    const form = await within(screenEl).findByTestId('apply-form');
    expect(within(form).queryByTestId('apply-profile')).toBeNull();
    await user.click(within(form).getByRole('radio', { name: /E-commerce platform/ }));
    const profile = within(form).getByTestId('apply-profile');
    const labels = () =>
      [...profile.querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent);
    expect(labels()).toEqual([
      'Platform',
      'Store name',
      'Store link',
      'Store owner',
      'Platform token(optional)',
      'Sales category',
      'Annual sales',
    ]);
    await user.click(within(form).getByRole('radio', { name: /App store/ }));
    expect(labels()).toEqual([
      'App store',
      'App name',
      'Developer ID',
      'Financial report URL',
      'Sales category',
      'Annual sales',
    ]);
  });

  it('checks each field as it is typed with the contracts’ rules, naming the field', async () => {
    const { screenEl, user } = await open();
    const form = await within(screenEl).findByTestId('apply-form');
    await user.click(within(form).getByRole('radio', { name: /Independent site/ }));
    await expectRefused(
      user,
      form,
      'apply-storeLink',
      'www.pengda.example.com',
      'Must be a link starting with http:// or https://',
    );
    await type(user, form, 'apply-storeName', 'Pengda');
    await expectRefused(user, form, 'apply-storeName', '', 'Store name cannot be empty');
    await expectRefused(user, form, 'apply-annualSales', '12.345', 'At most 2 decimal places');
    await expectRefused(
      user,
      form,
      'apply-alias',
      'x'.repeat(101),
      'Alias can be at most 100 characters',
    );
    // Sending asks for what is still missing, and sends nothing.
    await user.click(within(form).getByTestId('apply-submit'));
    await expectError(form, 'apply-storeOwner', 'Store owner cannot be empty');
    expect(
      within(form).getByText('Choose at least one currency', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeTruthy();
  });

  it('sends the application with an Idempotency-Key, kept for a retry, and opens the account', async () => {
    let attempts = 0;
    const { screenEl, user, callsTo, router } = await open([
      on(collectionApi.apply, () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { result: accountDetailOf() };
      }),
      detail,
    ]);
    const form = await within(screenEl).findByTestId('apply-form');
    await fillForeignTrade(user, form);
    await user.click(within(form).getByTestId('apply-submit'));
    await waitFor(() => expect(callsTo(collectionApi.apply)).toHaveLength(1));
    // The network failed: the same submission again carries the same key.
    await user.click(within(form).getByTestId('apply-submit'));
    await expectAt(router, `/act/detail?id=${ACCOUNT_ID}`);
    const calls = callsTo(collectionApi.apply);
    expect(calls.map((c) => c.input)).toEqual([EXPECTED, EXPECTED]);
    const [first, second] = calls.map((c) => c.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^collection-apply-[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('uses a new key for a new submission after a final answer', async () => {
    let attempts = 0;
    const { screenEl, user, callsTo } = await open([
      on(collectionApi.apply, () => {
        attempts += 1;
        return attempts === 1
          ? { errorCode: 'VALIDATION_FAILED', message: 'Check the fields.', fields: [] }
          : { result: accountDetailOf() };
      }),
      detail,
    ]);
    const form = await within(screenEl).findByTestId('apply-form');
    await fillForeignTrade(user, form);
    await user.click(within(form).getByTestId('apply-submit'));
    await waitFor(() => expect(callsTo(collectionApi.apply)).toHaveLength(1));
    await user.click(within(form).getByTestId('apply-submit'));
    await waitFor(() => expect(callsTo(collectionApi.apply)).toHaveLength(2));
    const [first, second] = callsTo(collectionApi.apply).map((c) =>
      c.headers.get('Idempotency-Key'),
    );
    expect(second).not.toBe(first);
  });

  it('shows a problem the server finds on its field', async () => {
    const { screenEl, user } = await open([
      on(collectionApi.apply, {
        errorCode: 'VALIDATION_FAILED',
        message: 'profile.website: Must be a link starting with http:// or https://',
        fields: [{ field: 'profile.website', message: 'profile.website: not reachable' }],
      }),
    ]);
    const form = await within(screenEl).findByTestId('apply-form');
    await fillForeignTrade(user, form);
    await user.click(within(form).getByTestId('apply-submit'));
    await expectError(form, 'apply-website', 'not reachable');
  });

  it('says the merchant must be certified first, with the way there, not a raw error', async () => {
    const { screenEl, user, router } = await open([
      on(collectionApi.apply, { errorCode: 'REAL_PERSON_AUTH_FIRST', status: 403 }),
    ]);
    const form = await within(screenEl).findByTestId('apply-form');
    await fillForeignTrade(user, form);
    await user.click(within(form).getByTestId('apply-submit'));
    const gate = await within(screenEl).findByTestId('apply-certification-needed');
    expect(gate.textContent).toContain('Please complete real-person authentication first.');
    expect(document.querySelector('.ant-message-error')).toBeNull();
    await user.click(within(gate).getByTestId('apply-go-certification'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname'));
  });

  it('tells an uncertified merchant before the form is filled', async () => {
    const { screenEl } = await open([], {
      user: mainUser({ state: AccountState.CertificationDraft }),
    });
    expect(await within(screenEl).findByTestId('apply-certification-needed')).toBeTruthy();
    expect(within(screenEl).queryByTestId('apply-form')).toBeNull();
  });
});

describe('correcting a refused application', () => {
  it('starts from what was sent, shows the reason, and resubmits with the version', async () => {
    const { screenEl, user, inputsTo, callsTo, router } = await open(
      [
        on(collectionApi.getAccount, ({ accountId }) => ({
          result: accountDetailOf(accountId === REFUSED_ID ? REFUSED : undefined),
        })),
        on(collectionApi.resubmit, { result: accountDetailOf({ ...REFUSED, state: 2 }) }),
      ],
      { path: `/act/add?id=${REFUSED_ID}` },
    );
    const form = await within(screenEl).findByTestId('apply-form');
    expect(within(form).getByTestId('apply-refusal').textContent).toContain(
      'The developer id does not match',
    );
    expect(inputOf(form, 'apply-developerId').value).toBe('DEV-4471');
    await type(user, form, 'apply-developerId', 'DEV-4472');
    await user.click(within(form).getByTestId('apply-submit'));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${REFUSED_ID}`));
    expect(router.state.location.pathname).toBe('/act/detail');
    expect(inputsTo(collectionApi.resubmit)).toEqual([
      {
        accountId: REFUSED_ID,
        version: 1,
        profile: { ...REFUSED.profile, developerId: 'DEV-4472' },
        currencies: ['AUD', 'GBP'],
        alias: '',
      },
    ]);
    expect(callsTo(collectionApi.apply)).toEqual([]);
  });

  it('is not offered for an account that was not refused', async () => {
    const { screenEl } = await open([detail, applied], { path: `/act/add?id=${ACCOUNT_ID}` });
    expect(await within(screenEl).findByTestId('apply-not-refused')).toBeTruthy();
  });
});
