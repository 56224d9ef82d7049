import { collectionApi, CollectionState } from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, openScreen, screenTests } from '../../../test/render-app.tsx';
import { expectLastInput, tableRowsOf } from '../../../test/lists.ts';
import {
  ACCOUNT_ID,
  accountOf,
  collectionOf,
  nthCollection,
  REFUSED,
  startedExport,
} from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./collections-screen.tsx'),
);

const ACCOUNTS = on(collectionApi.listAccounts, pageOf([accountOf(), REFUSED]));

const LIST = [
  collectionOf(),
  nthCollection(2, {
    payerName: 'John Smith',
    payerCountry: 'GB',
    payerKind: 'individual',
    amount: '300',
    state: CollectionState.PendingComplianceReview,
    progress: 'arrivedPendingReview',
    reason: 'individualPayer',
    creditedAt: null,
  }),
  nthCollection(3, {
    accountAlias: '',
    payerName: 'New Buyer Ltd',
    amount: '12000',
    state: CollectionState.ReviewRejected,
    progress: null,
    reason: 'Unknown buyer',
    creditedAt: null,
  }),
];

const open = async (api: StubAnswers) => {
  return openScreen('/collect', 'collections-screen', { language: 'en-US', api });
};

const rowsOf = (screenEl: HTMLElement) =>
  tableRowsOf(within(screenEl).getByTestId('collections-table'));

describe('collection details', () => {
  it('shows each collection with its account, payer, amount, state, progress and reason', async () => {
    const { screenEl } = await open([ACCOUNTS, on(collectionApi.listCollections, pageOf(LIST))]);
    const [credited, held, refused] = await rowsOf(screenEl);
    expect(within(credited!).getByTestId('collection-link').getAttribute('href')).toBe(
      `/collect/detail?id=${LIST[0]!.id}`,
    );
    expect(within(credited!).getByTestId('collection-account').textContent).toBe(
      'Amazon EU · 8301234567',
    );
    expect(credited!.textContent).toContain('Acme GmbH');
    expect(credited!.textContent).toContain('Germany');
    expect(within(credited!).getByTestId('collection-amount').textContent).toBe('1,250.50 USD');
    expect(within(credited!).getByTestId('collection-state').textContent).toBe('Credited');
    expect(within(credited!).getByTestId('collection-progress').textContent).toBe(
      'Credited to your account',
    );
    // A screening key in words; a reviewer's own words as written.
    expect(within(held!).getByTestId('collection-state').textContent).toBe('Pending review');
    expect(within(held!).getByTestId('collection-progress').textContent).toBe(
      'Funds arrived, pending review',
    );
    expect(within(held!).getByTestId('collection-reason').textContent).toBe(
      'The payment comes from an individual',
    );
    expect(within(refused!).getByTestId('collection-reason').textContent).toBe('Unknown buyer');
    expect(within(refused!).queryByTestId('collection-progress')).toBeNull();
    expect(within(refused!).getByTestId('collection-account').textContent).toBe('8301234567');
  });

  it('filters by account, state and payer from the first page', async () => {
    const { screenEl, user, inputsTo } = await open([
      ACCOUNTS,
      on(collectionApi.listCollections, pageOf(LIST)),
    ]);
    await rowsOf(screenEl);
    await user.click(within(screenEl).getByTestId('filter-account').querySelector('input')!);
    await user.click(await screen.findByTitle('Amazon EU'));
    await user.click(within(screenEl).getByTestId('filter-state').querySelector('input')!);
    await user.click(await screen.findByTitle('Pending compliance review'));
    const payer = within(screenEl).getByTestId('filter-payer').querySelector('input')!;
    await fill(user, payer, 'john');
    // Typing alone does not ask yet; searching does.
    expect(inputsTo(collectionApi.listCollections).at(-1)).not.toHaveProperty('payer');
    await user.keyboard('{Enter}');
    await expectLastInput(inputsTo, collectionApi.listCollections, {
      accountId: ACCOUNT_ID,
      state: CollectionState.PendingComplianceReview,
      payer: 'john',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('asks to select first, and refuses more than 10 receipts without asking the server', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => nthCollection(i + 1));
    const { screenEl, user, callsTo } = await open([
      ACCOUNTS,
      on(collectionApi.listCollections, pageOf(eleven)),
      on(collectionApi.exportReceipts, { result: startedExport('collectionReceipts') }),
    ]);
    await rowsOf(screenEl);
    await user.click(within(screenEl).getByTestId('download-receipts'));
    expect(await screen.findByText('Please select data first')).toBeTruthy();
    const table = within(screenEl).getByTestId('collections-table');
    await user.click(table.querySelector('thead .ant-checkbox-input')!);
    expect(within(screenEl).getByTestId('download-receipts').textContent).toContain(
      'Download 11 receipts',
    );
    await user.click(within(screenEl).getByTestId('download-receipts'));
    expect(await screen.findByText('You can download at most 10 at once.')).toBeTruthy();
    expect(callsTo(collectionApi.exportReceipts)).toEqual([]);
  });

  it('sends the chosen receipts to the download centre with an Idempotency-Key', async () => {
    const { screenEl, user, callsTo } = await open([
      ACCOUNTS,
      on(collectionApi.listCollections, pageOf(LIST)),
      on(collectionApi.exportReceipts, { result: startedExport('collectionReceipts') }),
    ]);
    const rows = await rowsOf(screenEl);
    await user.click(rows[0]!.querySelector('.ant-checkbox-input')!);
    await user.click(rows[2]!.querySelector('.ant-checkbox-input')!);
    expect(within(screenEl).getByTestId('collections-chosen').textContent).toContain(
      '2 collections selected',
    );
    await user.click(within(screenEl).getByTestId('download-receipts'));
    expect(await screen.findByTestId('export-started')).toBeTruthy();
    const [call] = callsTo(collectionApi.exportReceipts);
    expect(call?.input).toEqual({ collectionIds: [LIST[0]!.id, LIST[2]!.id] });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^collection-export-/);
  });

  it('says when there is nothing yet, and when the list failed', async () => {
    const empty = await open([ACCOUNTS, on(collectionApi.listCollections, pageOf([]))]);
    expect(await within(empty.screenEl).findByTestId('collections-empty')).toBeTruthy();
    empty.unmount();
    const { screenEl } = await open([
      ACCOUNTS,
      on(collectionApi.listCollections, { errorCode: 'SERVER_ERROR', message: 'Sorry.' }),
    ]);
    const failed = await within(screenEl).findByTestId('collections-failed');
    expect(failed.textContent).toContain('The collections could not be loaded');
  });
});
