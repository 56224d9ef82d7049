import { identityApi } from '@tradebridge/contracts';
import type { LoginActivity } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, memberUser, renderApp, screenTests } from '../../../test/render-app.tsx';

// The screens load lazily; loading them once up front keeps the first test within its time.
screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./secure-screen.tsx'),
  () => import('../../../app/pages/account-centre-page.tsx'),
);

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

const activity: LoginActivity = {
  logins: [
    {
      id: 'l1',
      time: '2026-03-01T08:00:00.000Z',
      ip: '10.0.0.1',
      device: CHROME,
      success: true,
      reason: null,
    },
    {
      id: 'l2',
      time: '2026-03-01T07:59:00.000Z',
      ip: '10.0.0.9',
      device: FIREFOX,
      success: false,
      reason: 'wrongPassword',
    },
  ],
  sessions: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      createdAt: '2026-03-01T08:00:00.000Z',
      lastSeenAt: '2026-03-01T08:05:00.000Z',
      expiresAt: null,
      ip: '10.0.0.1',
      device: CHROME,
      current: true,
      endedReason: null,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      createdAt: '2026-02-28T08:00:00.000Z',
      lastSeenAt: '2026-02-28T09:00:00.000Z',
      expiresAt: '2026-03-07T08:00:00.000Z',
      ip: '10.0.0.2',
      device: FIREFOX,
      current: false,
      endedReason: null,
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      createdAt: '2026-02-20T08:00:00.000Z',
      lastSeenAt: '2026-02-20T09:00:00.000Z',
      expiresAt: null,
      ip: '10.0.0.3',
      device: FIREFOX,
      current: false,
      endedReason: 'replaced',
    },
  ],
};

const open = async (api: StubAnswers = []) => {
  const view = renderApp('/secure', {
    language: 'en-US',
    user: memberUser(),
    api: [on(identityApi.loginActivity, { result: activity }), ...api],
  });
  await screen.findByTestId('secure-screen', {}, { timeout: 5_000 });
  return view;
};

describe('account centre', () => {
  it('shows the profile and the account manager to any user, with its title', async () => {
    await open();
    const profile = screen.getByTestId('profile-card');
    expect(profile.textContent).toContain('Mia Member');
    expect(profile.textContent).toContain('member@tradebridge.dev');
    expect(profile.textContent).toContain('M100000001');
    expect(profile.textContent).toContain('Team member');
    expect(within(profile).getByTestId('account-state').textContent).toBe('Normal');
    expect(screen.getByTestId('account-manager-card').textContent).toContain('Li Wei');
    await waitFor(() => expect(document.title).toBe('Account centre - Tradebridge'));
  });

  it('lists logins and sessions with short devices, and the current session marked', async () => {
    await open();
    const logins = await screen.findByTestId('logins-table');
    await within(logins).findByText('Chrome 126 · Windows');
    expect(within(logins).getByText('Failed: wrong password')).toBeTruthy();
    const sessions = screen.getByTestId('sessions-table');
    const rows = [...sessions.querySelectorAll('tr[data-row-key]')].map((r) => r.textContent);
    expect(rows[0]).toContain('This session');
    expect(rows[1]).toContain('Active');
    expect(rows[1]).toContain('End');
    expect(rows[2]).toContain('Logged in elsewhere');
    expect(rows[2]).not.toContain('End');
  });

  it("shows the spec's -- where a login's address is unknown", async () => {
    const login = { ...activity.logins[0]!, ip: '' };
    renderApp('/secure', {
      language: 'en-US',
      user: memberUser(),
      api: [on(identityApi.loginActivity, { result: { ...activity, logins: [login] } })],
    });
    const logins = await screen.findByTestId('logins-table', {}, { timeout: 5_000 });
    await within(logins).findByText('Chrome 126 · Windows');
    const cells = [...logins.querySelectorAll('tr[data-row-key] td')].map((c) => c.textContent);
    // Time, address, device, result.
    expect(cells[1]).toBe('--');
  });

  it('ends one other session after confirmation', async () => {
    const user = userEvent.setup();
    const { inputsTo } = await open([on(identityApi.endSession, { result: { ended: 1 } })]);
    const sessions = await screen.findByTestId('sessions-table');
    const row = (await within(sessions).findByText('10.0.0.2')).closest('tr')!;
    await user.click(within(row).getByText('End'));
    const popup = await screen.findByText(
      'End this session? That device will have to log in again.',
    );
    const confirm = popup
      .closest('.ant-popover')!
      .querySelector<HTMLButtonElement>('.ant-btn-dangerous')!;
    await user.click(confirm);
    await waitFor(() =>
      expect(inputsTo(identityApi.endSession)).toEqual([
        { sessionId: '22222222-2222-4222-8222-222222222222' },
      ]),
    );
  });

  it('changes the password and says the other sessions were ended', async () => {
    const user = userEvent.setup();
    const { inputsTo } = await open([on(identityApi.modifyPassword, { result: { ok: true } })]);
    const card = screen.getByTestId('change-password-card');
    await fill(user, within(card).getByLabelText('Current password'), 'Tradebridge1');
    await fill(user, within(card).getByLabelText('New password'), 'Tradebridge2');
    await fill(user, within(card).getByLabelText('Confirm password'), 'Tradebridge2');
    await user.click(within(card).getByTestId('change-password-submit'));
    expect((await within(card).findByTestId('password-changed')).textContent).toContain(
      'logged out on every other device',
    );
    expect(inputsTo(identityApi.modifyPassword)).toEqual([
      { oldPwd: 'Tradebridge1', newPwd: 'Tradebridge2', newPwdTwo: 'Tradebridge2' },
    ]);
  });

  it('shows a wrong current password under its input', async () => {
    const user = userEvent.setup();
    await open([
      on(identityApi.modifyPassword, {
        errorCode: 'OLD_PASSWORD_WRONG',
        message: 'The current password is incorrect.',
      }),
    ]);
    const card = screen.getByTestId('change-password-card');
    await fill(user, within(card).getByLabelText('Current password'), 'Wrong1234');
    await fill(user, within(card).getByLabelText('New password'), 'Tradebridge2');
    await fill(user, within(card).getByLabelText('Confirm password'), 'Tradebridge2');
    await user.click(within(card).getByTestId('change-password-submit'));
    expect(await within(card).findByText('The current password is incorrect.')).toBeTruthy();
  });
});
