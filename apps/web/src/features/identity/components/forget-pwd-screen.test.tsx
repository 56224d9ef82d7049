import { identityApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAt, fill, renderApp, screenTests } from '../../../test/render-app.tsx';

screenTests(
  {},
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./forget-pwd-screen.tsx'),
);

describe('forgot password screen', () => {
  it('tells invited members to set their first password here, and resets with a code', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp('/user/forgetPwd', {
      user: null,
      language: 'en-US',
      api: [
        on(identityApi.sendCode, { result: { resendAfterSeconds: 60, channel: 'email' } }),
        on(identityApi.resetPassword, ({ verifyCode }) =>
          verifyCode === '1111'
            ? { errorCode: 'CODE_WRONG', message: 'The verification code is incorrect.' }
            : { result: { ok: true } },
        ),
      ],
    });
    const form = await screen.findByTestId('forget-pwd-screen');
    expect(form.textContent).toContain('Invited to a team?');

    await fill(
      user,
      within(form).getByRole('textbox', { name: 'E-mail' }),
      'member@tradebridge.dev',
    );
    await user.click(within(form).getByTestId('send-code'));
    // The server answers alike for unknown accounts: the screen does not claim a code was sent.
    expect(
      await screen.findByText('If this account is registered, a code is on its way.'),
    ).toBeTruthy();
    expect(inputsTo(identityApi.sendCode)).toEqual([
      { loginAccount: 'member@tradebridge.dev', scene: 'resetPwd' },
    ]);

    await fill(user, within(form).getByTestId('verify-code'), '1111');
    await fill(user, within(form).getByLabelText('New password'), 'Tradebridge9');
    await fill(user, within(form).getByLabelText('Confirm password'), 'Tradebridge9');
    await user.click(within(form).getByTestId('reset-submit'));
    expect(await within(form).findByText('The verification code is incorrect.')).toBeTruthy();

    await user.clear(within(form).getByTestId('verify-code'));
    await fill(user, within(form).getByTestId('verify-code'), '4821');
    await user.click(within(form).getByTestId('reset-submit'));
    const done = await screen.findByTestId('forget-pwd-done');
    expect(inputsTo(identityApi.resetPassword).at(-1)).toEqual({
      loginAccount: 'member@tradebridge.dev',
      verifyCode: '4821',
      pwd: 'Tradebridge9',
    });
    await user.click(within(done).getByRole('button', { name: 'Log in' }));
    await expectAt(router, '/user/login?account=member%40tradebridge.dev');
  });
});
