import { shopApi } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAt, renderApp, screenTests } from '../../../test/render-app.tsx';
import { handoffOf } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./auth-handle-screen.tsx'),
);

describe('the sandbox platform’s consent', () => {
  const CONSENT_STATE = 'a1b2c3d4-0000-4000-8000-000000000001.consent.sig';
  const openConsent = async (api: StubAnswers) => {
    const view = renderApp(`/authHandle?state=${encodeURIComponent(CONSENT_STATE)}`, {
      language: 'en-US',
      api: [on(shopApi.handoff, { result: handoffOf({ step: 'consent' }) }), ...api],
      user: null,
    });
    const screenEl = await screen.findByTestId('auth-handle-screen');
    await within(screenEl).findByTestId('consent-scopes');
    return { ...view, screenEl, user: userEvent.setup() };
  };

  it('lists what is granted in words, and allowing goes back to the callback', async () => {
    const back = `#/authCallback?state=s.callback.sig&code=abc123`;
    const { screenEl, user, router, inputsTo } = await openConsent([
      on(shopApi.sandboxConsent, { result: { state: 's.callback.sig', next: back } }),
    ]);
    const scopes = within(screenEl).getByTestId('consent-scopes');
    expect([...scopes.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      "Read the store's orders",
      "See the store's payouts",
      'Choose the account payouts are sent to',
    ]);
    await user.click(within(screenEl).getByTestId('consent-allow'));
    await expectAt(router, back.slice(1));
    expect(inputsTo(shopApi.sandboxConsent)).toEqual([{ state: CONSENT_STATE, allow: true }]);
  });

  it('sends a denial', async () => {
    const back = `#/authCallback?state=s.callback.sig&error=access_denied`;
    const { screenEl, user, router, inputsTo } = await openConsent([
      on(shopApi.sandboxConsent, { result: { state: 's.callback.sig', next: back } }),
    ]);
    await user.click(within(screenEl).getByTestId('consent-deny'));
    await waitFor(() => expect(router.state.location.search).toContain('error=access_denied'));
    expect(inputsTo(shopApi.sandboxConsent)).toEqual([{ state: CONSENT_STATE, allow: false }]);
  });

  it('shows the expired-link page when the link was used already', async () => {
    const { screenEl, user } = await openConsent([
      on(shopApi.sandboxConsent, { errorCode: 'AUTH_LINK_INVALID', message: 'Invalid.' }),
    ]);
    await user.click(within(screenEl).getByTestId('consent-allow'));
    expect(await within(screenEl).findByTestId('handoff-invalid')).toBeTruthy();
  });
});
