import { shopApi, type Language } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectError, expectRefused, type } from '../../../test/form.ts';
import { expectAt, openScreen, renderApp, screenTests } from '../../../test/render-app.tsx';
import { HANDOFF_STATE, handoffOf } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./auth-login-screen.tsx'),
);

const HANDOFF = on(shopApi.handoff, { result: handoffOf() });
const NEXT = '#/authHandle?state=a1b2c3d4-0000-4000-8000-000000000001.consent.sig';

/** The sign-in page, as a visitor who is not signed in to the portal opens it. */
const open = async (
  api: StubAnswers,
  { language = 'en-US', state = HANDOFF_STATE }: { language?: Language; state?: string } = {},
) => {
  return openScreen(`/authLogin?state=${encodeURIComponent(state)}`, 'auth-login-screen', {
    language,
    api,
    user: null,
  });
};

describe('the sandbox platform’s sign-in', () => {
  it('shows what is being authorized, with the time left, and goes on to the consent', async () => {
    const { screenEl, user, inputsTo, router } = await open([
      HANDOFF,
      on(shopApi.sandboxLogin, { result: { state: 'next', next: NEXT } }),
    ]);
    const form = await within(screenEl).findByTestId('auth-login-form');
    expect(within(screenEl).getByTestId('sandbox-brand').textContent).toBe('Sandbox Commerce');
    const summary = within(screenEl).getByTestId('handoff-summary');
    expect(summary.textContent).toContain('Pengda Lighting US');
    expect(summary.textContent).toContain('United States · USD');
    expect(within(summary).getByTestId('handoff-scopes').textContent).toBe(
      "Read the store's ordersSee the store's payoutsChoose the account payouts are sent to",
    );
    expect(within(screenEl).getByTestId('handoff-countdown').textContent).toMatch(
      /^This link expires in 1[45]:\d\d$/,
    );
    expect(inputsTo(shopApi.handoff)).toEqual([{ state: HANDOFF_STATE }]);
    await type(user, form, 'auth-login-handle', ' pengda-us ');
    await user.click(within(form).getByTestId('auth-login-submit'));
    await expectAt(router, NEXT.slice(1));
    expect(inputsTo(shopApi.sandboxLogin)).toEqual([{ state: HANDOFF_STATE, handle: 'pengda-us' }]);
  });

  it('says on the field when the handle is not the shop’s', async () => {
    const { screenEl, user } = await open([
      HANDOFF,
      on(shopApi.sandboxLogin, {
        errorCode: 'VALIDATION_FAILED',
        message: 'Check the fields.',
        fields: [
          {
            field: 'handle',
            message:
              'handle: No store with this handle on the platform belongs to the shop being authorized',
          },
        ],
      }),
    ]);
    const form = await within(screenEl).findByTestId('auth-login-form');
    await type(user, form, 'auth-login-handle', 'someone-else');
    await user.click(within(form).getByTestId('auth-login-submit'));
    await expectError(
      form,
      'auth-login-handle',
      'No store with this handle on the platform belongs to the shop being authorized',
    );
    // A handle that cannot be one is said before anything is sent.
    await expectRefused(
      user,
      form,
      'auth-login-handle',
      'not a handle',
      'Must start with a letter or digit and contain only letters, digits, dots, dashes and underscores',
    );
  });

  it('shows the expired-link page, with the way back to the shops', async () => {
    const { screenEl, user, router } = await open([
      on(shopApi.handoff, {
        errorCode: 'AUTH_LINK_INVALID',
        message: 'This authorization link is invalid or has expired.',
      }),
    ]);
    const invalid = await within(screenEl).findByTestId('handoff-invalid');
    expect(invalid.textContent).toContain('This authorization link is invalid or has expired');
    expect(invalid.textContent).toContain('works once and for 15 minutes');
    await user.click(within(invalid).getByTestId('handoff-back'));
    // The shops are the merchant's: without a session, the login page leads back to them.
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toContain(encodeURIComponent('/shop'));
  });

  it('shows the expired-link page when the link runs out while signing in', async () => {
    const { screenEl, user } = await open([
      HANDOFF,
      on(shopApi.sandboxLogin, {
        errorCode: 'AUTH_LINK_INVALID',
        message: 'This authorization link is invalid or has expired.',
      }),
    ]);
    const form = await within(screenEl).findByTestId('auth-login-form');
    await type(user, form, 'auth-login-handle', 'pengda-us');
    await user.click(within(form).getByTestId('auth-login-submit'));
    expect(await within(screenEl).findByTestId('handoff-invalid')).toBeTruthy();
  });

  it('shows the expired-link page once the time is up, and without a state', async () => {
    const { screenEl, unmount } = await open([
      on(shopApi.handoff, {
        result: handoffOf({ expiresAt: new Date(Date.now() - 1).toISOString() }),
      }),
    ]);
    expect(await within(screenEl).findByTestId('handoff-invalid')).toBeTruthy();
    unmount();
    renderApp('/authLogin', { language: 'en-US', user: null });
    expect(await screen.findByTestId('handoff-invalid')).toBeTruthy();
  });

  it('speaks Chinese and Russian', async () => {
    const zh = await open([HANDOFF], { language: 'zh-CN' });
    await within(zh.screenEl).findByTestId('auth-login-form');
    expect(zh.screenEl.textContent).toContain('登录 Sandbox Commerce');
    expect(zh.screenEl.textContent).toContain('读取店铺订单');
    zh.unmount();
    const ru = await open([HANDOFF], { language: 'ru-RU' });
    await within(ru.screenEl).findByTestId('auth-login-form');
    expect(ru.screenEl.textContent).toContain('Вход в Sandbox Commerce');
    expect(ru.screenEl.textContent).toContain('Ссылка действительна ещё');
  });
});
