import { collectionApi, CollectionState, type ExpectedFund } from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const expectedFund = (n: number, overrides: Partial<ExpectedFund> = {}): ExpectedFund => ({
  id: `00000000-0000-4000-8000-0000000e000${n}`,
  accountId: ACCOUNT_ID,
  accountNumber: '8301234567',
  currency: 'USD',
  amount: '4200.00',
  payerName: 'Hamburg Import GmbH',
  note: 'INV-88',
  bankReference: `PDNG-${n}`,
  expectedOn: '2026-11-27',
  announcedAt: '2026-11-25T18:00:00.000Z',
  ...overrides,
});

describe('expected funds', () => {
  const LISTED = on(collectionApi.listCollections, pageOf(LIST));

  it('shows the payments the bank announced but has not booked, above the list, and why they are not credited yet', async () => {
    const { inputsTo } = await open([
      ACCOUNTS,
      LISTED,
      on(
        collectionApi.listExpected,
        pageOf([expectedFund(1), expectedFund(2, { payerName: '', note: '', expectedOn: null })]),
      ),
    ]);
    const card = await screen.findByTestId('expected-funds');
    expect(card.textContent).toContain('Expected funds: 2 payments on their way');
    expect(within(card).getByTestId('expected-hint').textContent).toContain(
      'They are not in your balance: each is credited and listed below as a collection once the bank books it.',
    );
    const rows = tableRowsOf(within(card).getByTestId('expected-table'));
    const [first, second] = await rows;
    expect(first!.textContent).toContain('11/27/2026');
    expect(first!.textContent).toContain('4,200.00 USD');
    expect(first!.textContent).toContain('Hamburg Import GmbH');
    expect(first!.textContent).toContain('INV-88');
    expect(first!.textContent).toContain('8301234567');
    expect(within(second!).getByTestId('expected-on').textContent).toBe('--');
    expect(inputsTo(collectionApi.listExpected)).toEqual([{ pageNum: 1, pageSize: 5 }]);
  });

  it('pages through them five at a time', async () => {
    const user = userEvent.setup();
    const funds = Array.from({ length: 7 }, (_, i) => expectedFund(i + 1));
    const { inputsTo } = await open([
      ACCOUNTS,
      LISTED,
      on(collectionApi.listExpected, ({ pageNum = 1 }) => ({
        result: {
          list: funds.slice((pageNum - 1) * 5, pageNum * 5),
          total: funds.length,
          pageNum,
          pageSize: 5,
        },
      })),
    ]);
    const card = await screen.findByTestId('expected-funds');
    await user.click(within(card).getByTitle('2'));
    await waitFor(() =>
      expect(inputsTo(collectionApi.listExpected).at(-1)).toEqual({ pageNum: 2, pageSize: 5 }),
    );
  });

  it('is not shown when nothing is on its way', async () => {
    const { screenEl, inputsTo } = await open([
      ACCOUNTS,
      LISTED,
      on(collectionApi.listExpected, pageOf([])),
    ]);
    await rowsOf(screenEl);
    await waitFor(() => expect(inputsTo(collectionApi.listExpected)).toHaveLength(1));
    // The answer has been read (the list beside it came first): still nothing to show.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('expected-funds')).toBeNull();
    expect(screen.queryByTestId('expected-failed')).toBeNull();
  });

  it('says when they could not be loaded, and shows them after a retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await open([
      ACCOUNTS,
      LISTED,
      on(collectionApi.listExpected, (body) => {
        calls += 1;
        if (calls === 1) return { errorCode: 'SERVER_ERROR', message: 'Down', status: 500 };
        return pageOf([expectedFund(1)], body);
      }),
    ]);
    const failed = await screen.findByTestId('expected-failed');
    expect(failed.textContent).toContain('The expected funds could not be loaded');
    await user.click(within(failed).getByText('Try again'));
    expect(await screen.findByTestId('expected-funds')).toBeTruthy();
  });

  it('counts them in Chinese and Russian', async () => {
    for (const [language, text] of [
      ['zh-CN', '待到账资金：3 笔在途'],
      ['ru-RU', 'Ожидаемые поступления: 3 платежа в пути'],
    ] as const) {
      const { unmount } = await openScreen('/collect', 'collections-screen', {
        language,
        api: [
          ACCOUNTS,
          LISTED,
          on(collectionApi.listExpected, pageOf([1, 2, 3].map((n) => expectedFund(n)))),
        ],
      });
      expect((await screen.findByTestId('expected-funds')).textContent).toContain(text);
      unmount();
    }
  });
});
