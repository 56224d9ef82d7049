import { collectionApi, ShopState } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, mainUser, memberUser, openScreen, screenTests } from '../../../test/render-app.tsx';
import {
  accountDetailOf,
  accountOf,
  ACCOUNT_ID,
  REFUSED,
  REFUSED_ID,
  startedExport,
} from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./account-detail-screen.tsx'),
  () => import('./apply-screen.tsx'),
);

const DETAIL = on(collectionApi.getAccount, { result: accountDetailOf() });

const open = async (api: StubAnswers, { id = ACCOUNT_ID, user = mainUser() } = {}) => {
  return openScreen(`/act/detail?id=${id}`, 'account-detail-screen', {
    language: 'en-US',
    api,
    user,
  });
};

const tab = async (user: ReturnType<typeof userEvent.setup>, currency: string) => {
  await user.click(screen.getByRole('tab', { name: currency }));
  return screen.findByTestId(`bank-details-${currency}`);
};

describe('an account in use', () => {
  it('shows its state, story and per currency the bank details and balances', async () => {
    const { screenEl, user } = await open([DETAIL]);
    const usd = await within(screenEl).findByTestId('bank-details-USD');
    expect(within(screenEl).getByTestId('account-state').textContent).toBe('Effective');
    expect(within(usd).getByTestId('bank-accountNumber').textContent).toBe('8301234567');
    expect(within(usd).getByTestId('bank-routingNumber').textContent).toBe('021000021');
    expect(within(usd).getByTestId('bank-bic').textContent).toBe('TBSBUS33XXX');
    expect(within(usd).queryByTestId('bank-iban')).toBeNull();
    expect(within(usd).getByTestId('bank-balance').textContent).toBe('125,000.50 USD');
    expect(within(usd).getByTestId('bank-freeze-balance').textContent).toBe('60,000.00 USD');
    const eur = await tab(user, 'EUR');
    // Grouped in fours for reading; copied as the bank writes it.
    expect(within(eur).getByTestId('bank-iban').textContent).toBe('DE89 3704 0044 0532 0130 00');
    await user.click(within(eur).getByTestId('bank-iban').querySelector('.ant-typography-copy')!);
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('DE89370400440532013000'),
    );
    const story = within(screenEl).getByTestId('account-history');
    expect(
      [...story.querySelectorAll('[data-testid="account-event"]')].map((e) => e.textContent),
    ).toEqual([
      expect.stringContaining('Applied'),
      expect.stringContaining('ApprovedOlga Reviewer'),
    ]);
    expect(within(screenEl).getByTestId('account-profile').textContent).toContain('2,500,000 USD');
  });

  it('copies every detail of a currency as labelled lines', async () => {
    const { screenEl, user } = await open([DETAIL]);
    await within(screenEl).findByTestId('bank-details-USD');
    const eur = await tab(user, 'EUR');
    await user.click(within(eur).getByTestId('bank-copy-all'));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        [
          'Currency: EUR',
          'Account name: Shenzhen Pengda Lighting Co., Ltd.',
          'Account number: DE89370400440532013000',
          'Bank name: Tradebridge Sandbox Bank AG',
          'Bank address: Taunusanlage 12, 60325 Frankfurt am Main, DE',
          'SWIFT / BIC: TBSBDEFFXXX',
          'IBAN: DE89370400440532013000',
        ].join('\n'),
      ),
    );
    expect(await screen.findByText('All EUR details copied')).toBeTruthy();
  });

  it('names the account inline: at most 100 characters, empty clears it', async () => {
    const { screenEl, user, inputsTo } = await open([
      DETAIL,
      on(collectionApi.setAlias, ({ alias }) => ({
        result: accountDetailOf(accountOf({ alias: alias ?? '' })),
      })),
    ]);
    await user.click(await within(screenEl).findByTestId('alias-edit'));
    const input = within(screenEl).getByTestId('alias-input') as HTMLInputElement;
    await user.clear(input);
    await fill(user, input, 'y'.repeat(101));
    expect(within(screenEl).getByTestId('alias-problem').textContent).toBe(
      'Alias can be at most 100 characters',
    );
    expect((within(screenEl).getByTestId('alias-save') as HTMLButtonElement).disabled).toBe(true);
    await user.clear(input);
    await fill(user, input, 'Amazon US');
    await user.click(within(screenEl).getByTestId('alias-save'));
    await waitFor(() =>
      expect(within(screenEl).getByTestId('account-alias').textContent).toBe('Amazon US'),
    );
    await user.click(within(screenEl).getByTestId('alias-edit'));
    await user.clear(within(screenEl).getByTestId('alias-input'));
    await user.click(within(screenEl).getByTestId('alias-save'));
    await waitFor(() =>
      expect(within(screenEl).getByTestId('account-alias').textContent).toBe('No alias'),
    );
    expect(inputsTo(collectionApi.setAlias)).toEqual([
      { accountId: ACCOUNT_ID, alias: 'Amazon US' },
      { accountId: ACCOUNT_ID, alias: '' },
    ]);
  });

  it('sends the confirmation letter to the download centre, one key per click', async () => {
    const { screenEl, user, callsTo } = await open([
      DETAIL,
      on(collectionApi.exportLetter, { result: startedExport('accountLetter') }),
    ]);
    await user.click(await within(screenEl).findByTestId('account-letter'));
    expect(await screen.findByTestId('export-started')).toBeTruthy();
    await user.click(within(screenEl).getByTestId('account-letter'));
    await waitFor(() => expect(callsTo(collectionApi.exportLetter)).toHaveLength(2));
    const calls = callsTo(collectionApi.exportLetter);
    expect(calls.map((c) => c.input)).toEqual([
      { accountId: ACCOUNT_ID },
      { accountId: ACCOUNT_ID },
    ]);
    const keys = calls.map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^collection-export-/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('lets a member who may only view read it, not rename it', async () => {
    const { screenEl } = await open([DETAIL], { user: memberUser() });
    await within(screenEl).findByTestId('bank-details-USD');
    expect(within(screenEl).queryByTestId('alias-edit')).toBeNull();
  });
});

describe('an account without details', () => {
  it('under review: says so and shows no details', async () => {
    const { screenEl } = await open([
      on(collectionApi.getAccount, {
        result: accountDetailOf(
          accountOf({ state: ShopState.UnderReview, details: [], openedAt: null }),
        ),
      }),
    ]);
    const message = await within(screenEl).findByTestId('account-state-message');
    expect(message.textContent).toContain('Your application is under review');
    expect(within(screenEl).queryByTestId('bank-details')).toBeNull();
    expect(within(screenEl).queryByTestId('account-letter')).toBeNull();
  });

  it('refused: gives the reason and leads to correcting it', async () => {
    const { screenEl, user, router } = await open(
      [
        on(collectionApi.getAccount, {
          result: accountDetailOf(REFUSED, [
            {
              at: '2026-11-20T08:00:00.000Z',
              action: 'applied',
              actor: 'Demo Admin',
              reason: null,
            },
            {
              at: '2026-11-21T08:00:00.000Z',
              action: 'rejected',
              actor: 'Olga Reviewer',
              reason: 'The developer id does not match',
            },
          ]),
        }),
      ],
      { id: REFUSED_ID },
    );
    const message = await within(screenEl).findByTestId('account-state-message');
    expect(within(message).getByTestId('account-refusal-reason').textContent).toBe(
      'Reason: The developer id does not match',
    );
    expect(within(screenEl).getByTestId('account-history').textContent).toContain('Not approved');
    expect(within(screenEl).queryByTestId('bank-details')).toBeNull();
    await user.click(within(message).getByTestId('account-resubmit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/act/add'));
    expect(router.state.location.search).toBe(`?id=${REFUSED_ID}`);
  });

  it('shows that it is loading, and a failure with a way to try again', async () => {
    const loading = await open([on(collectionApi.getAccount, () => new Promise(() => {}))]);
    expect(await within(loading.screenEl).findByTestId('account-loading')).toBeTruthy();
    loading.unmount();
    const { screenEl } = await open([
      on(collectionApi.getAccount, { errorCode: 'SERVER_ERROR', message: 'Sorry, server error.' }),
    ]);
    const failed = await within(screenEl).findByTestId('account-failed');
    expect(failed.textContent).toContain('The account could not be loaded');
    expect(within(failed).getByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});
