import { shopApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';
import { shopKey } from '../api/get-shop.ts';
import { SHOP_ID } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./auth-callback-screen.tsx'),
  () => import('./auth-result-screen.tsx'),
);

/** Each test its own state: the page sends one address once per page load. */
const stateOf = (n: number) => `a1b2c3d4-0000-4000-8000-00000000000${n}.callback.sig`;

const backFrom = (query: string) =>
  renderApp(`/authCallback?${query}`, {
    language: 'en-US',
    user: null,
    strict: true,
    api: [
      on(shopApi.callback, ({ code }) => ({
        result: code
          ? {
              outcome: 'succeeded',
              shopId: SHOP_ID,
              shopName: 'Pengda Lighting US',
              platform: 'sandbox',
              shopState: 2,
              reason: null,
            }
          : {
              outcome: 'refused',
              shopId: SHOP_ID,
              shopName: 'Pengda Lighting US',
              platform: 'sandbox',
              shopState: 3,
              reason: 'accessDenied',
            },
      })),
    ],
  });

describe('back from the platform', () => {
  it('exchanges the code once (even in StrictMode) and shows the outcome with what is next', async () => {
    const { callsTo, router, queryClient } = backFrom(`state=${stateOf(1)}&code=one-time-code`);
    // What the tab kept of the shop before it went to the platform.
    queryClient.setQueryData(shopKey(SHOP_ID), { shopId: SHOP_ID });
    const result = await screen.findByTestId('auth-result');
    // The platform's answer moved the shop: its page reads it again.
    expect(queryClient.getQueryData(shopKey(SHOP_ID))).toBeUndefined();
    expect(result.dataset.outcome).toBe('succeeded');
    expect(callsTo(shopApi.callback).map((c) => c.input)).toEqual([
      { state: stateOf(1), code: 'one-time-code' },
    ]);
    const page = screen.getByTestId('auth-result-screen');
    expect(page.textContent).toContain('Authorization succeeded');
    expect(within(page).getByTestId('result-shop').textContent).toBe('Pengda Lighting US');
    expect(page.textContent).toContain(
      'The shop is now under review; once it is approved, set up its payouts.',
    );
    // The result replaced the callback's address: going back does not send the code again.
    expect(router.state.location.pathname).toBe('/authResult');
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(within(page).getByTestId('result-activa'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toMatch(
        /^\/(authActiva\?shopId=|user\/login)/,
      ),
    );
    expect(callsTo(shopApi.callback)).toHaveLength(1);
  });

  it('shows a refusal with its reason and the way to try again', async () => {
    const { callsTo } = backFrom(`state=${stateOf(2)}&error=access_denied`);
    const result = await screen.findByTestId('auth-result');
    expect(result.dataset.outcome).toBe('refused');
    expect(callsTo(shopApi.callback).map((c) => c.input)).toEqual([
      { state: stateOf(2), error: 'access_denied' },
    ]);
    const page = screen.getByTestId('auth-result-screen');
    expect(page.textContent).toContain('Authorization refused');
    expect(within(page).getByTestId('result-reason').textContent).toBe(
      'Reason: Access was denied at the platform',
    );
    expect(within(page).getByTestId('result-try-again').textContent).toBe('Try again');
  });

  it('shows an expired outcome for a link that was used or ran out', async () => {
    renderApp(`/authCallback?state=${stateOf(3)}&code=used`, {
      language: 'en-US',
      user: null,
      api: [on(shopApi.callback, { errorCode: 'AUTH_LINK_INVALID', message: 'Invalid.' })],
    });
    const result = await screen.findByTestId('auth-result');
    expect(result.dataset.outcome).toBe('expired');
    expect(screen.getByTestId('auth-result-screen').textContent).toContain(
      'The authorization link expired',
    );
  });

  it('offers to try again when the server could not be reached', async () => {
    let reachable = false;
    const { callsTo } = renderApp(`/authCallback?state=${stateOf(4)}&code=c`, {
      language: 'en-US',
      user: null,
      api: [
        on(shopApi.callback, () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return {
            result: {
              outcome: 'failed',
              shopId: SHOP_ID,
              shopName: 'Pengda Lighting US',
              platform: 'sandbox',
              shopState: 3,
              reason: 'tokenRefused',
            },
          };
        }),
      ],
    });
    const failed = await screen.findByTestId('auth-callback-failed');
    reachable = true;
    await userEvent.click(within(failed).getByRole('button', { name: /Try again/ }));
    const result = await screen.findByTestId('auth-result');
    expect(result.dataset.outcome).toBe('failed');
    expect(callsTo(shopApi.callback)).toHaveLength(2);
  });
});
