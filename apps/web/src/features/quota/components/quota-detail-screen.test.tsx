import { QuotaItemLabel, QuotaState, quotaApi } from '@tradebridge/contracts';
import { clearToken } from '@tradebridge/ui';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAt, openScreen, screenTests } from '../../../test/render-app.tsx';
import { QUOTA_NO, quotaDetailOf } from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./quota-detail-screen.tsx'),
);

const open = async (
  api: StubAnswers,
  { path = `/limit/detail?quotaNo=${QUOTA_NO}`, language = 'en-US' as 'en-US' | 'ru-RU' } = {},
) => {
  return openScreen(path, 'quota-detail-screen', { language, api }, 10_000);
};

/** The fields' labels and values as shown, label by label. */
const fieldsOf = (screenEl: HTMLElement) =>
  Object.fromEntries(
    [...within(screenEl).getByTestId('quota-fields').querySelectorAll('th')].map((th) => [
      th.textContent,
      th.nextElementSibling?.textContent,
    ]),
  );

describe('a quota’s detail', () => {
  it('shows every field, the evidence and the draws, a returned one marked', async () => {
    const { screenEl, user, router, inputsTo } = await open([
      on(quotaApi.detail, { result: quotaDetailOf() }),
    ]);
    await within(screenEl).findByTestId('quota-fields');
    expect(inputsTo(quotaApi.detail)[0]).toEqual({ quotaNo: QUOTA_NO });
    expect(screenEl.querySelector('.ant-card-head-title')?.textContent).toBe(`Quota ${QUOTA_NO}`);
    expect(within(screenEl).getByTestId('quota-remaining').textContent).toBe('74,999.50 USD');
    const fields = fieldsOf(screenEl);
    expect(fields).toMatchObject({
      'Quota number': QUOTA_NO,
      Kind: 'Goods trade',
      Amount: '100,000.00 USD',
      Used: '25,000.50 USD',
      Remaining: '74,999.50 USD',
      Review: 'Approved',
      Status: 'Available',
      Note: 'Q4 orders from Lumière',
      'Applied by': 'Demo Admin',
    });
    expect(fields.Period).toMatch(/2026.*–.*2027/);
    expect(within(screenEl).queryByTestId('quota-review')).toBeNull();

    const contracts = within(screenEl).getAllByTestId('quota-contract');
    expect(contracts.map((c) => c.textContent)).toEqual(['PD-2026-0117250,000.00 EUR']);
    expect(
      within(screenEl)
        .getAllByTestId('quota-file-name')
        .map((f) => f.textContent),
    ).toEqual(['invoice-2026-118.pdf']);

    const draws = within(screenEl).getByTestId('quota-draws');
    const rows = [...draws.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => within(r).getByTestId('quota-draw-order').textContent)).toEqual([
      'PO202611250002',
      'PO202611240001',
    ]);
    expect(rows.map((r) => within(r).getByTestId('quota-draw-amount').textContent)).toEqual([
      '25,000.50 USD',
      '1,200.00 USD',
    ]);
    expect(within(rows[0]!).queryByTestId('quota-draw-returned')).toBeNull();
    expect(within(rows[1]!).getByTestId('quota-draw-returned').textContent).toBe('Returned');

    await user.click(within(rows[1]!).getByTestId('quota-draw-order'));
    await expectAt(router, '/payOrder/detail?orderNo=PO202611240001');
  });

  it('gives the operator’s reason for a quota not approved', async () => {
    const { screenEl } = await open([
      on(quotaApi.detail, {
        result: quotaDetailOf({
          state: QuotaState.NotApproved,
          label: QuotaItemLabel.Invalid,
          used: '0.00',
          remaining: '0.00',
          reason: 'The invoices do not match the contract.',
          draws: [],
        }),
      }),
    ]);
    const notice = await within(screenEl).findByTestId('quota-review');
    expect(notice.dataset.state).toBe('0');
    expect(notice.textContent).toContain('Not approved');
    expect(within(screenEl).getByTestId('quota-reason').textContent).toBe(
      'Reason: The invoices do not match the contract.',
    );
    expect(fieldsOf(screenEl)).toMatchObject({ Review: 'Not approved', Status: 'Invalid' });
    expect(within(screenEl).getByTestId('quota-draws').textContent).toContain(
      'No payout has drawn on this quota yet',
    );
  });

  it('says an application is under review', async () => {
    const { screenEl } = await open(
      [
        on(quotaApi.detail, {
          result: quotaDetailOf({
            state: QuotaState.UnderReview,
            label: QuotaItemLabel.Unavailable,
            reviewedAt: null,
            draws: [],
          }),
        }),
      ],
      { language: 'ru-RU' },
    );
    const notice = await within(screenEl).findByTestId('quota-review');
    expect(notice.textContent).toContain('На проверке');
  });

  it('says a quota that does not exist, and one that failed to load', async () => {
    const missing = await open([on(quotaApi.detail, { errorCode: 'NOT_FOUND' })]);
    expect((await within(missing.screenEl).findByTestId('quota-failed')).textContent).toContain(
      'This quota does not exist',
    );
    missing.unmount();
    clearToken();
    const failed = await open([]);
    expect((await within(failed.screenEl).findByTestId('quota-failed')).textContent).toContain(
      'The quota could not be loaded',
    );
    failed.unmount();
    const none = await open([], { path: '/limit/detail' });
    expect(none.screenEl.textContent).toContain('This quota does not exist');
  });
});
