import { ExchangeState, exchangeApi } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openScreen, screenTests } from '../../../test/render-app.tsx';
import { timelineOf } from './order-timeline.ts';
import { orderOf } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./order-detail-screen.tsx'),
);

const open = async (
  api: StubAnswers,
  { path = '/exchangeOrder/detail?orderNo=FX202611250001', language = 'en-US' as const } = {},
) => {
  return openScreen(path, 'exchange-order-detail', { language, api }, 10_000);
};

const REJECTED = orderOf({
  orderNo: 'FX202611240007',
  state: ExchangeState.ReviewRejected,
  buyCurrency: 'CNY',
  buyAmount: '7100.00',
  rate: '7.1000000000',
  inverseRate: '0.1408450704',
  midRate: '7.1213000000',
  decidedAt: '2026-11-25T06:00:00.000Z',
  reason: 'Purpose of the payment unclear',
});

describe('an exchange order', () => {
  it('shows every field: amounts, the rate both ways and the mid rate, fee, spread, lock, who and when', async () => {
    const { screenEl, inputsTo } = await open([on(exchangeApi.detail, { result: orderOf() })]);
    const summary = await within(screenEl).findByTestId('order-summary');
    expect(inputsTo(exchangeApi.detail)).toEqual([{ orderNo: 'FX202611250001' }]);
    expect(screen.getByText('Exchange order FX202611250001')).toBeTruthy();
    const text = summary.textContent!;
    for (const part of [
      'FX202611250001',
      'Completed',
      '1,000.00 USD',
      '916.43 EUR',
      '40 bp',
      '15 minutes',
      'Demo Admin',
    ])
      expect(text).toContain(part);
    expect(within(summary).getByTestId('order-rate').textContent).toBe(
      '1 USD = 0.9192 EUR1 EUR = 1.0879 USD',
    );
    expect(within(summary).getByTestId('order-mid').textContent).toBe(
      '1 USD = 0.9229 EUR1 EUR = 1.0835 USD',
    );
    expect(within(summary).getByTestId('order-fee').textContent).toBe('4.00 USD');
    // Booked at once: placed, then booked.
    const steps = within(screenEl).getAllByTestId('order-step');
    expect(steps.map((s) => s.getAttribute('data-step'))).toEqual(['placed', 'booked']);
    expect(steps[0]!.textContent).toMatch(/^Order placedDemo Admin · 11\/25\/2026/);
  });

  it('says why a rejected exchange was refused, and its story', async () => {
    const { screenEl } = await open([on(exchangeApi.detail, { result: REJECTED })], {
      path: '/exchangeOrder/detail?orderNo=FX202611240007',
    });
    const rejected = await within(screenEl).findByTestId('order-rejected');
    expect(within(rejected).getByTestId('order-reason').textContent).toBe(
      'Reason: Purpose of the payment unclear',
    );
    const steps = within(screenEl).getAllByTestId('order-step');
    expect(steps.map((s) => s.getAttribute('data-step'))).toEqual(['placed', 'review', 'rejected']);
    expect(within(steps[2]!).getByTestId('order-step-reason').textContent).toBe(
      'Reason: Purpose of the payment unclear',
    );
    expect(within(screenEl).getByTestId('order-summary').textContent).toContain('Rejected at');
  });

  it('says a pending exchange waits 1–2 working days', async () => {
    const { screenEl } = await open([
      on(exchangeApi.detail, {
        result: orderOf({
          state: ExchangeState.PendingReview,
          buyCurrency: 'CNY',
          decidedAt: null,
        }),
      }),
    ]);
    expect((await within(screenEl).findByTestId('order-pending')).textContent).toContain(
      'exchange review takes 1–2 working days for bank accounts',
    );
    const steps = within(screenEl).getAllByTestId('order-step');
    expect(steps.map((s) => s.getAttribute('data-step'))).toEqual(['placed', 'review']);
    expect(steps[1]!.textContent).toContain('Waiting for review');
  });

  it('shows the loading state, then not found for an unknown order', async () => {
    let answer: (value: void) => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (answer = resolve));
    const { screenEl } = await open([
      on(exchangeApi.detail, async () => {
        await waiting;
        return { errorCode: 'NOT_FOUND', message: 'Not found.', status: 404 };
      }),
    ]);
    expect(await within(screenEl).findByTestId('order-loading')).toBeTruthy();
    answer();
    const failed = await within(screenEl).findByTestId('order-failed');
    expect(failed.textContent).toContain('No such exchange order');
    expect(within(failed).queryByRole('button')).toBeNull();
  });

  it('says not found when the address names no order', async () => {
    const { screenEl, callsTo } = await open([], { path: '/exchangeOrder/detail' });
    expect(await within(screenEl).findByText('No such exchange order')).toBeTruthy();
    expect(callsTo(exchangeApi.detail)).toEqual([]);
  });

  it('says a failure with a way to try again', async () => {
    let calls = 0;
    const { screenEl, user } = await open([
      on(exchangeApi.detail, () =>
        (calls += 1) === 1
          ? { errorCode: 'SERVER_ERROR', message: 'Sorry, server error.', status: 500 }
          : { result: orderOf() },
      ),
    ]);
    const failed = await within(screenEl).findByTestId('order-failed');
    expect(failed.textContent).toContain('The exchange order could not be loaded');
    expect(failed.textContent).toContain('Sorry, server error.');
    await user.click(within(failed).getByRole('button'));
    await within(screenEl).findByTestId('order-summary');
  });

  it('goes back to the records, whose menu entry stays selected', async () => {
    const { screenEl, user, router } = await open([
      on(exchangeApi.detail, { result: orderOf() }),
      on(exchangeApi.list, { result: { list: [], total: 0, pageNum: 1, pageSize: 20 } }),
    ]);
    await within(screenEl).findByTestId('order-summary');
    const selected = screen
      .getByTestId('side-menu')
      .querySelector('.ant-menu-item-selected [data-testid]');
    expect(selected?.getAttribute('data-testid')).toBe('menu-item-/exchangeOrder');
    await user.click(within(screenEl).getByTestId('order-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchangeOrder'));
  });
});

describe('the story of an order', () => {
  it('reads a review from a decision later than the placing', () => {
    expect(
      timelineOf(orderOf({ decidedAt: '2026-11-26T01:00:00.000Z' })).map((s) => s.key),
    ).toEqual(['placed', 'review', 'approved']);
    expect(timelineOf(orderOf()).map((s) => s.key)).toEqual(['placed', 'booked']);
  });
});
