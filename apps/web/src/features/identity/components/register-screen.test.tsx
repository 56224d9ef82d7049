import { identityApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configDetail, fill, renderApp, screenTests } from '../../../test/render-app.tsx';

// The screens load lazily; loading them once up front keeps the first test within its time.
screenTests(
  {},
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./register-screen.tsx'),
);

const api = [
  // With a development inbox, the "code sent" toast links to it.
  configDetail('Tradebridge', true),
  on(identityApi.sendCode, { result: { resendAfterSeconds: 60, channel: 'email' } }),
  on(identityApi.validateInviteCode, ({ inviteCode }) => ({
    result: { valid: inviteCode === 'TRADE2026' },
  })),
  on(identityApi.register, { result: { merNo: 'M20260001', loginAccount: 'new@shop.example' } }),
];

const open = async () => {
  const view = renderApp('/user/register', { user: null, language: 'en-US', api });
  const form = await screen.findByTestId('register-screen', {}, { timeout: 5_000 });
  return { ...view, form };
};

describe('register screen', () => {
  it('refuses a password outside the rule, different passwords and unticked terms', async () => {
    const user = userEvent.setup();
    const { form, inputsTo } = await open();
    await fill(user, within(form).getByRole('textbox', { name: 'E-mail' }), 'new@shop.example');
    await fill(user, within(form).getByTestId('verify-code'), '1234');
    await fill(user, within(form).getByLabelText('Login password'), 'password1');
    await fill(user, within(form).getByLabelText('Confirm password'), 'Password2');
    await user.click(within(form).getByTestId('register-submit'));
    expect(
      await within(form).findByText(
        'Login password must be 8–16 characters with upper-case letters, lower-case letters and digits',
      ),
    ).toBeTruthy();
    // Each rule's message appears as its (asynchronous) validator settles.
    expect(await within(form).findByText('The two passwords are inconsistent')).toBeTruthy();
    expect(
      await within(form).findByText(
        'Please read and accept the Terms of Service and the Privacy Policy',
      ),
    ).toBeTruthy();
    expect(inputsTo(identityApi.register)).toHaveLength(0);
    // The rule is shown before anything is typed wrong.
    expect(
      within(form).getByText(
        '8–16 characters with upper-case letters, lower-case letters and digits',
      ),
    ).toBeTruthy();
  });

  it('links the terms to the protocol pages', async () => {
    const { form } = await open();
    const terms = within(form).getByTestId('agree-terms').closest('label')!;
    const links = [...terms.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Terms of Service', '#/protocol/protocolServer'],
      ['Privacy Policy', '#/protocol/protocolPolicy'],
    ]);
  });

  it('checks the invite code as it is typed', async () => {
    const user = userEvent.setup();
    const { form } = await open();
    await fill(user, within(form).getByTestId('invite-code'), 'NOPE');
    expect(
      await within(form).findByText('The invite code is invalid', {}, { timeout: 3_000 }),
    ).toBeTruthy();
  });

  it('sends a code with a countdown, registers and shows the merchant number', async () => {
    const user = userEvent.setup();
    const { form, inputsTo, router } = await open();
    await user.click(within(form).getByTestId('send-code'));
    expect(await within(form).findByText('E-mail cannot be empty')).toBeTruthy();
    expect(inputsTo(identityApi.sendCode)).toHaveLength(0);

    await fill(user, within(form).getByRole('textbox', { name: 'E-mail' }), 'new@shop.example');
    await user.click(within(form).getByTestId('send-code'));
    await waitFor(() =>
      expect(inputsTo(identityApi.sendCode)).toEqual([
        { loginAccount: 'new@shop.example', scene: 'register' },
      ]),
    );
    await waitFor(() =>
      expect(within(form).getByTestId('send-code').textContent).toMatch(/Resend in \d+ s/),
    );
    // Where the code went, under the field (a new tab: the form stays as typed).
    const hint = within(form).getByTestId('dev-inbox-hint');
    expect([hint.getAttribute('href'), hint.getAttribute('target')]).toEqual([
      '#/user/inbox',
      '_blank',
    ]);
    expect(within(form).getByTestId<HTMLButtonElement>('send-code').disabled).toBe(true);

    await fill(user, within(form).getByTestId('verify-code'), '4821');
    await fill(user, within(form).getByLabelText('Login password'), 'Tradebridge1');
    await fill(user, within(form).getByLabelText('Confirm password'), 'Tradebridge1');
    await fill(user, within(form).getByTestId('invite-code'), 'TRADE2026');
    await user.click(within(form).getByTestId('agree-terms'));
    await user.click(within(form).getByTestId('register-submit'));
    await waitFor(() => expect(inputsTo(identityApi.register)).toHaveLength(1));
    expect(inputsTo(identityApi.register)[0]).toEqual({
      loginAccount: 'new@shop.example',
      registerType: 'email',
      verifyCode: '4821',
      pwd: 'Tradebridge1',
      inviteCode: 'TRADE2026',
      agreeTerms: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/registerResult'));
    expect((await screen.findByTestId('register-mer-no')).textContent).toContain('M20260001');
  });

  it('registers a mobile number with its area code', async () => {
    const user = userEvent.setup();
    const { form, inputsTo } = await open();
    await user.click(within(form).getByRole('radio', { name: 'Mobile number' }).closest('label')!);
    await fill(
      user,
      await within(form).findByRole('textbox', { name: 'Mobile number' }),
      '9161234567',
    );
    await user.click(within(form).getByTestId('send-code'));
    await waitFor(() =>
      expect(inputsTo(identityApi.sendCode)).toEqual([
        { loginAccount: '9161234567', areaCode: '+86', scene: 'register' },
      ]),
    );
  });

  it('puts ACCOUNT_EXISTS under the account', async () => {
    const user = userEvent.setup();
    renderApp('/user/register', {
      user: null,
      language: 'en-US',
      api: [
        ...api,
        on(identityApi.sendCode, {
          errorCode: 'ACCOUNT_EXISTS',
          message: 'This account is already registered.',
        }),
      ],
    });
    const form = await screen.findByTestId('register-screen', {}, { timeout: 5_000 });
    await fill(user, within(form).getByRole('textbox', { name: 'E-mail' }), 'demo@tradebridge.dev');
    await user.click(within(form).getByTestId('send-code'));
    expect(await within(form).findByText('This account is already registered.')).toBeTruthy();
  });
});
