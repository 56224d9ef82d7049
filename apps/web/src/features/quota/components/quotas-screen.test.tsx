import { QuotaItemLabel, QuotaState, quotaApi, SettlementLimitKind } from '@tradebridge/contracts';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAt, memberUser, openScreen, screenTests } from '../../../test/render-app.tsx';
import { expectLastInput, expectSecondPage, tableRowsOf } from '../../../test/lists.ts';
import { chooseOption, OVERVIEW, quotaOf } from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./quotas-screen.tsx'),
);

const ROWS = [
  quotaOf(),
  quotaOf({
    quotaNo: 'QT202611250002',
    kind: SettlementLimitKind.ServiceTrade,
    state: QuotaState.UnderReview,
    label: QuotaItemLabel.Unavailable,
    amount: '5000.00',
    used: '0.00',
    remaining: '5000.00',
    reviewedAt: null,
  }),
  quotaOf({
    quotaNo: 'QT202611250003',
    label: QuotaItemLabel.UsedUp,
    amount: '1000.00',
    used: '1000.00',
    remaining: '0.00',
  }),
  quotaOf({
    quotaNo: 'QT202611250004',
    kind: SettlementLimitKind.ECommerce,
    state: QuotaState.NotApproved,
    label: QuotaItemLabel.Invalid,
    reason: 'The invoices do not match the contract.',
  }),
];

const open = async (
  api: StubAnswers,
  {
    language = 'en-US',
    user,
  }: { language?: 'en-US' | 'ru-RU'; user?: ReturnType<typeof memberUser> } = {},
) => {
  return openScreen(
    '/limit',
    'quotas-screen',
    { language, api, ...(user ? { user } : {}) },
    10_000,
  );
};

const rowsOf = (screenEl: HTMLElement) => tableRowsOf(within(screenEl).getByTestId('quotas-table'));

describe('settlement quota overview', () => {
  it('shows each kind with its status, amounts and the way to apply for it', async () => {
    const { screenEl, user, router } = await open([
      on(quotaApi.overview, { result: OVERVIEW }),
      on(quotaApi.list, pageOf(ROWS)),
    ]);
    expect(within(screenEl).getByTestId('quota-intro').textContent).toContain('mainland China');
    const goods = await within(screenEl).findByTestId('quota-kind-goodsTrade');
    expect(goods.textContent).toContain('Goods trade');
    expect(within(goods).getByTestId('quota-kind-state').textContent).toBe('Approved');
    expect(within(goods).getByTestId('quota-kind-amount').textContent).toBe('100,000.00 USD');
    expect(within(goods).getByTestId('quota-kind-used').textContent).toBe('25,000.50 USD');
    expect(within(goods).getByTestId('quota-kind-remaining').textContent).toBe('74,999.50 USD');
    expect(within(goods).getByTestId('quota-usage').dataset.percent).toBe('25');
    const states = ['serviceTrade', 'eCommerce'].map(
      (kind) =>
        within(within(screenEl).getByTestId(`quota-kind-${kind}`)).getByTestId('quota-kind-state')
          .textContent,
    );
    expect(states).toEqual(['Under review', 'Not approved']);

    await user.click(
      within(within(screenEl).getByTestId('quota-kind-eCommerce')).getByTestId('quota-kind-apply'),
    );
    await expectAt(router, '/limit/apply?kind=eCommerce');
  });

  it('shows a kind the server leaves out as not approved with nothing granted', async () => {
    const { screenEl } = await open([
      on(quotaApi.overview, { result: { kinds: [OVERVIEW.kinds[0]!] } }),
      on(quotaApi.list, pageOf([])),
    ]);
    const service = await within(screenEl).findByTestId('quota-kind-serviceTrade');
    expect(within(service).getByTestId('quota-kind-state').textContent).toBe('Not approved');
    expect(within(service).getByTestId('quota-kind-remaining').textContent).toBe('0.00 USD');
    expect(await within(screenEl).findByTestId('quotas-empty')).toBeTruthy();
    expect(within(screenEl).getByTestId('quotas-empty-apply')).toBeTruthy();
  });

  it('offers no applying to a user who may only view quotas', async () => {
    const { screenEl } = await open(
      [on(quotaApi.overview, { result: OVERVIEW }), on(quotaApi.list, pageOf(ROWS))],
      { user: memberUser() },
    );
    await within(screenEl).findByTestId('quota-kind-goodsTrade');
    await rowsOf(screenEl);
    expect(within(screenEl).queryByTestId('quota-kind-apply')).toBeNull();
    expect(within(screenEl).queryByTestId('quotas-apply')).toBeNull();
  });

  it('says when the summary or the list could not be loaded', async () => {
    const { screenEl } = await open([]);
    expect(await within(screenEl).findByTestId('quota-overview-failed')).toBeTruthy();
    expect(await within(screenEl).findByTestId('quotas-failed')).toBeTruthy();
  });
});

describe('quota items', () => {
  it('lists each quota with its kind, amounts, period, state and label, opening its detail', async () => {
    const { screenEl, user, router } = await open([
      on(quotaApi.overview, { result: OVERVIEW }),
      on(quotaApi.list, pageOf(ROWS)),
    ]);
    const rows = await rowsOf(screenEl);
    expect(rows).toHaveLength(4);
    const first = rows[0]!;
    expect(within(first).getByTestId('quota-link').textContent).toBe('QT202611250001');
    expect(within(first).getByTestId('quota-kind-cell').textContent).toBe('Goods trade');
    expect(within(first).getByTestId('quota-amount-cell').textContent).toBe('100,000.00 USD');
    expect(within(first).getByTestId('quota-remaining-cell').textContent).toBe('74,999.50 USD');
    expect(within(first).getByTestId('quota-period-cell').textContent).toMatch(/2026.*–.*2027/);
    expect(rows.map((r) => within(r).getByTestId('quota-state').textContent)).toEqual([
      'Approved',
      'Under review',
      'Approved',
      'Not approved',
    ]);
    const labels = rows.map((r) => within(r).getByTestId('quota-label'));
    expect(labels.map((l) => l.textContent)).toEqual([
      'Available',
      'Unavailable',
      'Used up',
      'Invalid',
    ]);
    expect(
      labels.map((l) => [...l.classList].find((c) => /-(green|blue|orange|red)$/.test(c))),
    ).toEqual(['ant-tag-green', 'ant-tag-blue', 'ant-tag-orange', 'ant-tag-red']);
    expect(within(rows[2]!).getByTestId('quota-usage').dataset.percent).toBe('100');
    expect(screenEl.textContent).toContain('4 quotas');

    await user.click(within(rows[1]!).getByTestId('quota-kind-cell'));
    await expectAt(router, '/limit/detail?quotaNo=QT202611250002');
  });

  it('asks again with each filter from the first page', async () => {
    const { screenEl, user, inputsTo } = await open([
      on(quotaApi.overview, { result: OVERVIEW }),
      on(quotaApi.list, ({ pageNum = 1 }) => ({
        result: { list: ROWS, total: 45, pageNum, pageSize: 20 },
      })),
    ]);
    await rowsOf(screenEl);
    await expectSecondPage({ user, inputsTo }, quotaApi.list);
    const filters = within(screenEl).getByTestId('quotas-filters');
    await chooseOption(user, filters, 'filter-kind', 'Service trade');
    await expectLastInput(inputsTo, quotaApi.list, {
      kind: 'serviceTrade',
      pageNum: 1,
      pageSize: 20,
    });
    await chooseOption(user, filters, 'filter-label', 'Used up');
    await expectLastInput(inputsTo, quotaApi.list, {
      kind: 'serviceTrade',
      label: 'usedUp',
      pageNum: 1,
      pageSize: 20,
    });
    await user.click(within(screenEl).getByTestId('filters-clear'));
    await expectLastInput(inputsTo, quotaApi.list, { pageNum: 1, pageSize: 20 });
  });

  it('speaks Russian', async () => {
    const { screenEl } = await open(
      [on(quotaApi.overview, { result: OVERVIEW }), on(quotaApi.list, pageOf(ROWS))],
      { language: 'ru-RU' },
    );
    const rows = await rowsOf(screenEl);
    expect(within(rows[2]!).getByTestId('quota-label').textContent).toBe('Исчерпан');
    expect(screenEl.textContent).toContain('4 лимита');
  });
});
