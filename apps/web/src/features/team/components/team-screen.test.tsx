import {
  ALL_PERMISSIONS,
  type Member,
  MemberState,
  PERMISSION_ENTRIES,
  teamApi,
} from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, openScreen, screenTests } from '../../../test/render-app.tsx';

// The screens load lazily; loading them once up front keeps the first test within its time.
screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./team-screen.tsx'),
);

const member = (overrides: Partial<Member>): Member => ({
  id: '00000000-0000-4000-8000-000000000009',
  name: 'Mia Member',
  email: 'member@tradebridge.dev',
  mPhone: null,
  areaCode: null,
  adminFlag: false,
  state: MemberState.Normal,
  authIdList: ['main:view', 'payee:view', 'payee:operate'],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  ...overrides,
});

const admin = member({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Admin',
  email: 'demo@tradebridge.dev',
  adminFlag: true,
  authIdList: [...ALL_PERMISSIONS],
  lastLoginAt: '2026-03-01T08:00:00.000Z',
});

const authority = {
  result: {
    platformCode: 'tradebridge-portal',
    records: PERMISSION_ENTRIES.map((e) => ({ key: e.key, path: e.path, actions: [...e.actions] })),
  },
};

const open = async (api: StubAnswers) => {
  return openScreen(
    '/team',
    'team-screen',
    {
      language: 'en-US',
      api: [on(teamApi.authorityList, authority), ...api],
    },
    5_000,
  );
};

describe('team screen', () => {
  it('lists users with role, state and permissions', async () => {
    const { screenEl } = await open([
      on(teamApi.list, {
        result: {
          list: [
            admin,
            member({}),
            member({ id: 'x2', name: 'Ivan', email: 'ivan@x.dev', state: MemberState.Invited }),
          ],
        },
      }),
    ]);
    await within(screenEl).findByText('Demo Admin');
    const text = [...screenEl.querySelectorAll('tr[data-row-key]')].map((row) => row.textContent);
    expect(text[0]).toContain('Demo Admin');
    expect(text[0]).toContain('Main user');
    expect(text[0]).toContain('All permissions');
    expect(text[1]).toContain('Normal');
    expect(text[1]).toContain('Payees');
    expect(text[1]).toContain('Never');
    expect(text[2]).toContain('Invited');
  });

  it('says so when there are no members yet, and when the list fails', async () => {
    const view = await open([on(teamApi.list, { result: { list: [admin] } })]);
    expect(await screen.findByTestId('team-no-members')).toBeTruthy();
    view.unmount();
    await open([on(teamApi.list, { errorCode: 'SERVER_ERROR', message: 'Sorry, server error.' })]);
    expect(await screen.findByText('The team members could not be loaded')).toBeTruthy();
  });

  it('invites a member with an account, a name and permissions', async () => {
    const user = userEvent.setup();
    const { screenEl, inputsTo } = await open([
      on(teamApi.list, { result: { list: [admin] } }),
      on(teamApi.invite, (body) => ({
        result: member({ ...body, email: 'new@x.dev', state: MemberState.Invited }),
      })),
    ]);
    await user.click(within(screenEl).getByTestId('invite-member'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('E-mail cannot be empty')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Choose at least one permission, otherwise the member cannot log in',
      ),
    ).toBeTruthy();

    await fill(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'new@x.dev');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Nina');
    await user.click(await within(dialog).findByTestId('permission-payee-operate'));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(inputsTo(teamApi.invite)).toEqual([
        { loginAccount: 'new@x.dev', name: 'Nina', authIdList: ['payee:view', 'payee:operate'] },
      ]),
    );
  });

  it('disables a member after confirmation', async () => {
    const user = userEvent.setup();
    const { screenEl, inputsTo } = await open([
      on(teamApi.list, { result: { list: [admin, member({})] } }),
      on(teamApi.setState, { result: member({ state: MemberState.Disabled }) }),
    ]);
    const row = (await within(screenEl).findByText('Mia Member')).closest('tr')!;
    await user.click(within(row).getByText('Disable'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Disable Mia Member?');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(inputsTo(teamApi.setState)).toEqual([
        { userId: '00000000-0000-4000-8000-000000000009', state: 0 },
      ]),
    );
  });
});
