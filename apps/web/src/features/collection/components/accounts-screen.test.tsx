import { collectionApi } from '@tradebridge/contracts';
import { on, pageOf } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberUser, screenTests } from '../../../test/render-app.tsx';
import { expectLastInput, expectLoadingAndRetry, listScreenAt } from '../../../test/lists.ts';
import { accountOf, REFUSED } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./accounts-screen.tsx'),
);

const ACCOUNTS = on(collectionApi.listAccounts, pageOf([accountOf(), REFUSED]));

const open = listScreenAt('/act', 'accounts-screen');

describe('my accounts', () => {
  it('lists the accounts with usage, category, currencies, state and the reason of a refusal', async () => {
    const { screenEl } = await open([ACCOUNTS]);
    const table = await within(screenEl).findByTestId('accounts-table');
    const rows = table.querySelectorAll('tbody tr.ant-table-row');
    expect(rows).toHaveLength(2);
    const [effective, refused] = [...rows] as HTMLElement[];
    expect(within(effective!).getByTestId('account-link').textContent).toBe('Amazon EU');
    expect(effective!.textContent).toContain('E-commerce platform');
    expect(effective!.textContent).toContain('Bank account');
    expect(within(effective!).getByTestId('account-state').textContent).toBe('Effective');
    expect(effective!.textContent).toContain('Opened');
    // Without an alias the account is called by its currencies.
    expect(within(refused!).getByTestId('account-link').textContent).toBe('AUD / GBP');
    expect(within(refused!).getByTestId('account-state').textContent).toBe('Not approved');
    expect(within(refused!).getByTestId('account-reason').textContent).toBe(
      'Reason: The developer id does not match',
    );
    expect(within(refused!).getByTestId('account-resubmit').getAttribute('href')).toBe(
      `/act/add?id=${REFUSED.id}`,
    );
    // Spec §1's notice stands above the list.
    expect(within(screenEl).getByTestId('collection-notice').textContent).toContain(
      'remittances from individuals and funds from sanctioned countries',
    );
  });

  it('filters by state and currency, from the first page', async () => {
    const user = userEvent.setup();
    const { screenEl, inputsTo } = await open([ACCOUNTS]);
    await within(screenEl).findByTestId('accounts-table');
    await user.click(within(screenEl).getByTestId('filter-state').querySelector('input')!);
    await user.click(await screen.findByTitle('Not approved'));
    await user.click(within(screenEl).getByTestId('filter-currency').querySelector('input')!);
    await user.click(await screen.findByTitle('EUR'));
    await expectLastInput(inputsTo, collectionApi.listAccounts, {
      state: 0,
      currency: 'EUR',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('leads to the application, or to it from an empty list', async () => {
    const { screenEl, router } = await open([on(collectionApi.listAccounts, pageOf([]))]);
    const empty = await within(screenEl).findByTestId('accounts-empty');
    expect(empty.textContent).toContain('You have no collection account yet');
    await userEvent.click(within(empty).getByTestId('accounts-empty-apply'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/act/add'));
  });

  it('shows that it is loading, and why it failed with a way to try again', async () => {
    await expectLoadingAndRetry(open, collectionApi.listAccounts, pageOf([accountOf()]), {
      prefix: 'accounts',
      failedText: 'The accounts could not be loaded',
      readyId: 'accounts-table',
    });
  });

  it('offers no application and no resubmission to a member who may only view', async () => {
    const { screenEl } = await open([ACCOUNTS], { user: memberUser() });
    await within(screenEl).findByTestId('accounts-table');
    expect(within(screenEl).queryByTestId('apply')).toBeNull();
    expect(within(screenEl).queryByTestId('account-resubmit')).toBeNull();
  });

  it('speaks Russian', async () => {
    const { screenEl } = await open([ACCOUNTS], { language: 'ru-RU' });
    const table = await within(screenEl).findByTestId('accounts-table');
    expect(screenEl.textContent).toContain('Мои счета');
    expect(table.textContent).toContain('Маркетплейс');
    expect(table.textContent).toContain('Не одобрен');
  });
});
