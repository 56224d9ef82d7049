import { AccountState, CertificationState, certificationApi } from '@tradebridge/contracts';
import type { CertificationCase } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';
import { LIVENESS_POLL_MS } from '../api/get-case.ts';
import { completeCase, livenessOf, newMerchant } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/auth-layout.tsx'),
  () => import('./look-qr-code-screen.tsx'),
  () => import('./real-auth-screen.tsx'),
);

const PATH = '/auth/realname/lookQrCode';
const TOKEN = 'tok_0123456789abcdef';

const waiting = (liveness: Partial<CertificationCase['liveness']> = {}) =>
  completeCase({
    version: 9,
    next: 'liveness',
    merchantState: AccountState.LivenessPending,
    agreementFile: { id: '00000000-0000-4000-8000-00000000f008', name: 'signed.pdf' },
    liveness: livenessOf(liveness),
  });

const link = () => ({
  result: {
    token: TOKEN,
    path: `#/living?token=${TOKEN}`,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  },
});

describe('lookQrCode', () => {
  it('shows the link as a QR code and to copy, asks every 3 s, and moves on by itself when the phone is done', async () => {
    let phoneDone = false;
    const { router, callsTo } = renderApp(PATH, {
      language: 'en-US',
      user: newMerchant(AccountState.LivenessPending),
      api: [
        on(certificationApi.get, () => ({
          result: phoneDone
            ? completeCase({
                state: CertificationState.UnderReview,
                merchantState: AccountState.CertificationSubmitted,
                next: 'review',
                submittedAt: '2026-11-26T01:00:00.000Z',
                liveness: livenessOf({ result: 'Y', completedAt: '2026-11-26T01:00:00.000Z' }),
              })
            : waiting(),
        })),
        on(certificationApi.createLivenessLink, link),
      ],
    });
    const handoff = await screen.findByTestId('liveness-handoff');
    const url = `${window.location.origin}${window.location.pathname}#/living?token=${TOKEN}`;
    await waitFor(() => expect(within(handoff).getByTestId('liveness-link').textContent).toBe(url));
    expect(within(handoff).getByTestId('liveness-qr').querySelector('svg')).toBeTruthy();
    expect(within(handoff).getByTestId('liveness-countdown').textContent).toMatch(
      /^Valid for 1[45]:\d\d$/,
    );
    // One link for the screen, not one per render.
    expect(callsTo(certificationApi.createLivenessLink)).toHaveLength(1);

    // The phone finishes: within one poll the screen shows the result.
    const before = callsTo(certificationApi.get).length;
    phoneDone = true;
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/realAuth'), {
      timeout: LIVENESS_POLL_MS + 3_000,
    });
    expect(callsTo(certificationApi.get).length).toBeGreaterThan(before);
    const result = await screen.findByTestId('real-auth-result');
    expect(result.dataset.result).toBe('Y');
    expect(result.textContent).toContain('Real-person verification passed');
  });

  it('notices a failed check on the phone and offers a new link', async () => {
    let failed = false;
    const { callsTo } = renderApp(PATH, {
      language: 'ru-RU',
      user: newMerchant(AccountState.LivenessPending),
      api: [
        on(certificationApi.get, () => ({
          result: failed ? waiting({ result: 'N', failedAttempts: 1, attemptsLeft: 2 }) : waiting(),
        })),
        on(certificationApi.createLivenessLink, link),
      ],
    });
    await screen.findByTestId('liveness-link');
    failed = true;
    const alert = await screen.findByTestId(
      'liveness-failed',
      {},
      { timeout: LIVENESS_POLL_MS + 3_000 },
    );
    expect(alert.textContent).toContain('Проверка на телефоне не пройдена.');
    expect(alert.textContent).toContain('Осталось 2 попытки.');
    expect(screen.queryByTestId('liveness-qr')).toBeNull();
    await userEvent.setup().click(within(alert).getByTestId('liveness-retry'));
    await waitFor(() => expect(callsTo(certificationApi.createLivenessLink)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('liveness-failed')).toBeNull());
    expect(screen.getByTestId('liveness-qr')).toBeTruthy();
  });

  it('after three failed checks says to contact the account manager, with their details', async () => {
    renderApp(PATH, {
      language: 'zh-CN',
      user: newMerchant(AccountState.LivenessPending),
      api: [
        on(certificationApi.get, { result: waiting({ failedAttempts: 2, attemptsLeft: 1 }) }),
        on(certificationApi.createLivenessLink, {
          errorCode: 'AUTH_CONTACT_MANAGER',
          status: 403,
        }),
      ],
    });
    const contact = await screen.findByTestId('liveness-contact-manager');
    expect(contact.textContent).toContain('无法完成认证，请联系您的客户经理。');
    expect(within(contact).getByTestId('account-manager-details').textContent).toContain('Li Wei');
  });
});
