import { MemberState, payoutApi, teamApi, type Member } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectError, inputOf, type } from '../../../test/form.ts';
import {
  mainUser,
  memberUser,
  openScreen,
  renderApp,
  screenTests,
} from '../../../test/render-app.tsx';
import { chooseOption, policyOf } from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./approval-policy-screen.tsx'),
);

const OLGA = '00000000-0000-4000-8000-000000000003';
const MIA = '00000000-0000-4000-8000-000000000002';
const DAN = '00000000-0000-4000-8000-000000000004';

const memberOf = (id: string, name: string, overrides: Partial<Member> = {}): Member => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@tradebridge.dev`,
  mPhone: null,
  areaCode: null,
  adminFlag: false,
  state: MemberState.Normal,
  authIdList: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  ...overrides,
});

const TEAM = on(teamApi.list, {
  result: {
    list: [
      memberOf(mainUser().id, 'Demo Admin', { adminFlag: true }),
      memberOf(MIA, 'Mia Member'),
      memberOf(OLGA, 'Olga Approver'),
      memberOf(DAN, 'Dan Disabled', { state: MemberState.Disabled }),
    ],
  },
});

const POLICY = policyOf({
  approvers: [{ id: OLGA, name: 'Olga Approver' }],
  bands: [{ from: '10000', approvals: 1 }],
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedBy: 'Demo Admin',
});

const open = async (api: StubAnswers, user = mainUser()) => {
  return openScreen('/pay/approvals', 'policy-screen', { language: 'en-US', api, user }, 10_000);
};

/** The chosen approvers as the select shows them. */
const chosenApprovers = (form: HTMLElement) =>
  [
    ...within(form)
      .getByTestId('policy-approver-select')
      .closest('.ant-select')!
      .querySelectorAll('.ant-select-selection-item-content'),
  ].map((item) => item.textContent);

describe('the approval rules', () => {
  it('lets the main user name approvers and bands, and saves them', async () => {
    const { screenEl, user, inputsTo } = await open([
      on(payoutApi.policy, { result: POLICY }),
      TEAM,
      on(payoutApi.setPolicy, ({ approverIds, bands }) => ({
        result: policyOf({
          approvers: approverIds.map((id) => ({
            id,
            name: id === OLGA ? 'Olga Approver' : 'Mia Member',
          })),
          bands: bands as typeof POLICY.bands,
          updatedAt: '2026-11-25T08:00:00.000Z',
          updatedBy: 'Demo Admin',
        }),
      })),
    ]);
    const form = await within(screenEl).findByTestId('policy-form');
    expect(chosenApprovers(form)).toEqual(['Olga Approver']);
    expect(inputOf(form, 'policy-band-from').value).toBe('10000');
    expect(within(form).getByTestId('policy-updated').textContent).toBe(
      `Last changed by Demo Admin on ${formatDateTime('2026-11-20T08:00:00.000Z')}`,
    );
    // Active users only: the disabled one cannot approve.
    await user.click(inputOf(form, 'policy-approver-select'));
    await waitFor(() =>
      expect(
        [
          ...document.querySelectorAll(
            '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
          ),
        ].map((o) => o.getAttribute('title')),
      ).toEqual(['Demo Admin (main user)', 'Mia Member', 'Olga Approver']),
    );
    await user.keyboard('{Escape}');
    await chooseOption(user, form, 'policy-approver-select', 'Mia Member');
    await user.keyboard('{Escape}');

    await user.click(within(form).getByTestId('policy-band-add'));
    const rows = within(form).getAllByTestId('policy-band-row');
    expect(rows).toHaveLength(2);
    await type(user, rows[1]!, 'policy-band-from', '50000');
    await user.click(within(rows[1]!).getByRole('radio', { name: '2 approvers' }));
    await user.click(within(form).getByTestId('policy-save'));
    await waitFor(() =>
      expect(inputsTo(payoutApi.setPolicy)).toEqual([
        {
          approverIds: [OLGA, MIA],
          bands: [
            { from: '10000', approvals: 1 },
            { from: '50000', approvals: 2 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Approval rules saved')).toBeTruthy();
  });

  it('says what is wrong with a band before anything is sent', async () => {
    const { screenEl, user, callsTo } = await open([
      on(payoutApi.policy, { result: POLICY }),
      TEAM,
    ]);
    const form = await within(screenEl).findByTestId('policy-form');
    await user.click(within(form).getByTestId('policy-band-add'));
    const rows = within(form).getAllByTestId('policy-band-row');
    await type(user, rows[1]!, 'policy-band-from', '5000');
    await user.click(within(rows[1]!).getByRole('radio', { name: '2 approvers' }));
    await user.click(within(form).getByTestId('policy-save'));
    await expectError(rows[1]!, 'policy-band-from', 'Each band must start above the previous one');
    await type(user, rows[1]!, 'policy-band-from', '20000');
    await user.click(within(form).getByTestId('policy-save'));
    // One approver cannot give two approvals.
    await waitFor(() =>
      expect(rows[1]!.querySelectorAll('.ant-form-item-explain-error')[0]?.textContent).toBe(
        'Needs at least this many approvers',
      ),
    );
    expect(callsTo(payoutApi.setPolicy)).toHaveLength(0);
    // At most five bands.
    for (let i = 0; i < 3; i += 1) await user.click(within(form).getByTestId('policy-band-add'));
    expect(within(form).getAllByTestId('policy-band-row')).toHaveLength(5);
    expect(within(form).queryByTestId('policy-band-add')).toBeNull();
  });

  it('shows the rules to anyone else as they are, without the team', async () => {
    const { screenEl, callsTo } = await open(
      [
        on(payoutApi.policy, {
          result: policyOf({
            ...POLICY,
            bands: [
              { from: '10000', approvals: 1 },
              { from: '100000', approvals: 2 },
            ],
          }),
        }),
      ],
      memberUser(),
    );
    const view = await within(screenEl).findByTestId('policy-view');
    expect(within(view).getByTestId('policy-read-only').textContent).toBe(
      'Only the main user can change the approval rules.',
    );
    expect(within(view).getByTestId('policy-approvers').textContent).toBe('Olga Approver');
    expect(
      within(view)
        .getAllByTestId('policy-band')
        .map((b) => b.textContent),
    ).toEqual(['From 10,000 USD: 1 approval', 'From 100,000 USD: 2 approvals']);
    expect(within(screenEl).queryByTestId('policy-form')).toBeNull();
    expect(callsTo(teamApi.list)).toHaveLength(0);
  });

  it('is reached from the payment form', async () => {
    const { router } = renderApp('/pay', {
      language: 'en-US',
      api: [on(payoutApi.policy, { result: policyOf() })],
      user: memberUser({ authIdList: ['pay:view'] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('pay-approval-rules', {}, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/approvals'));
    expect((await screen.findByTestId('policy-bands')).textContent).toBe(
      'No band: payments need no approval',
    );
  });
});
