import { auditApi, merchantsApi, operatorsApi, walletApi } from '@tradebridge/contracts';
import type { MerchantDetail } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';

afterEach(cleanUp);

const ID = '00000000-0000-4000-8000-000000000101';
const LI = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Li Wei',
  email: 'li.wei@tradebridge.dev',
  phone: '+86 21 6000 1001',
};
const OLGA = {
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Olga Ivanova',
  email: 'olga.ivanova@tradebridge.dev',
  phone: '+7 495 600 1002',
};

const demo = (overrides: Partial<MerchantDetail> = {}): MerchantDetail => ({
  id: ID,
  merNo: 'M100000001',
  name: 'Demo Trading Co., Ltd.',
  loginAccount: 'demo@tradebridge.dev',
  state: 2,
  entityType: 'b',
  createdAt: '2026-01-02T03:04:05.000Z',
  accountManager: LI,
  userCount: 2,
  frozenReason: null,
  users: [
    {
      id: 'u2',
      name: 'Mia Member',
      loginAccount: 'member@tradebridge.dev',
      adminFlag: false,
      state: 1,
      lastLoginAt: null,
    },
    {
      id: 'u1',
      name: 'Demo Admin',
      loginAccount: 'demo@tradebridge.dev',
      adminFlag: true,
      state: 1,
      lastLoginAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  ...overrides,
});

const handlers = (current: { detail: MerchantDetail }): StubAnswers => [
  on(merchantsApi.get, () => ({ result: current.detail })),
  on(merchantsApi.freeze, (body) => ({
    result: (current.detail = { ...current.detail, state: 5, frozenReason: String(body.reason) }),
  })),
  on(merchantsApi.unfreeze, () => ({
    result: (current.detail = { ...current.detail, state: 2, frozenReason: null }),
  })),
  on(merchantsApi.assignManager, (body) => ({
    result: (current.detail = {
      ...current.detail,
      accountManager: [LI, OLGA].find((m) => m.id === body.operatorId) ?? null,
    }),
  })),
  on(operatorsApi.listAccountManagers, () => ({ result: { list: [LI, OLGA] } })),
  on(walletApi.merchantWallets, () => ({ result: { list: [] } })),
  on(auditApi.list, () => ({ result: { list: [], total: 0, pageNum: 1, pageSize: 10 } })),
  on(merchantsApi.list, () => ({ result: { list: [], total: 0, pageNum: 1, pageSize: 20 } })),
];

const detail = () => screen.findByTestId('merchant-detail', {}, { timeout: 5_000 });

describe('merchant page', () => {
  it('shows the merchant, its users (main user first), account manager and audit entries', async () => {
    renderApp(`/merchants/${ID}`, {
      language: 'en-US',
      as: 'admin',
      api: handlers({ detail: demo() }),
    });
    await detail();
    expect(screen.getByTestId('merchant-name').textContent).toBe('Demo Trading Co., Ltd.');
    // The page layout of every screen: the way back over the title (the page's h1), the freeze
    // action on its right.
    const header = screen.getByTestId('page-header');
    const title = within(header).getByRole('heading', { level: 1 });
    expect(title.contains(screen.getByTestId('merchant-name'))).toBe(true);
    expect(header.textContent).toContain('M100000001');
    const back = screen.getByTestId('back-to-merchants');
    expect(back.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByTestId('page-actions')).getByTestId('freeze-merchant')).toBeTruthy();
    expect(screen.getByTestId('account-manager-name').textContent).toBe('Li Wei');
    const users = screen.getByTestId('merchant-users');
    const names = [...users.querySelectorAll('tbody tr.ant-table-row')].map(
      (row) => row.firstChild?.textContent,
    );
    expect(names).toEqual(['Demo Admin', 'Mia Member']);
    expect(await screen.findByText('No audit entries for this merchant yet')).toBeTruthy();
  });

  it('needs a reason to freeze, then freezes and shows the reason', async () => {
    const user = userEvent.setup();
    const current = { detail: demo() };
    const { inputsTo } = renderApp(`/merchants/${ID}`, {
      language: 'en-US',
      as: 'reviewer',
      api: handlers(current),
    });
    await detail();
    await user.click(screen.getByTestId('freeze-merchant'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await within(dialog).findByText('Give a reason for the freeze')).toBeTruthy();
    // Blank is no reason either.
    await user.click(within(dialog).getByTestId('freeze-reason'));
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await within(dialog).findByText('Give a reason for the freeze')).toBeTruthy();
    expect(inputsTo(merchantsApi.freeze)).toEqual([]);

    await user.clear(within(dialog).getByTestId('freeze-reason'));
    await user.paste('Suspicious incoming funds');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect((await screen.findByTestId('frozen-reason')).textContent).toContain(
      'Reason: Suspicious incoming funds',
    );
    expect(inputsTo(merchantsApi.freeze)).toEqual([
      { merchantId: ID, reason: 'Suspicious incoming funds' },
    ]);
    expect(screen.getByTestId('unfreeze-merchant')).toBeTruthy();
  });

  it('unfreezes after a confirmation', async () => {
    const user = userEvent.setup();
    const current = { detail: demo({ state: 5, frozenReason: 'Check' }) };
    const { inputsTo } = renderApp(`/merchants/${ID}`, {
      language: 'en-US',
      as: 'admin',
      api: handlers(current),
    });
    await detail();
    await user.click(screen.getByTestId('unfreeze-merchant'));
    await user.click(await screen.findByRole('button', { name: 'Unfreeze' }));
    await waitFor(() => expect(screen.queryByTestId('frozen-reason')).toBeNull());
    expect(inputsTo(merchantsApi.unfreeze)).toEqual([{ merchantId: ID }]);
  });

  it('lets an admin assign another account manager', async () => {
    const user = userEvent.setup();
    const { inputsTo } = renderApp(`/merchants/${ID}`, {
      language: 'en-US',
      as: 'admin',
      api: handlers({ detail: demo() }),
    });
    await detail();
    await user.click(screen.getByTestId('assign-manager'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('Olga Ivanova'));
    await user.click(within(dialog).getByTestId('assign-manager-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('account-manager-name').textContent).toBe('Olga Ivanova'),
    );
    expect(inputsTo(merchantsApi.assignManager)).toEqual([{ merchantId: ID, operatorId: OLGA.id }]);
  });

  it('offers a finance operator neither assigning, freezing nor the audit log', async () => {
    const { inputsTo } = renderApp(`/merchants/${ID}`, {
      language: 'en-US',
      as: 'finance',
      api: handlers({ detail: demo() }),
    });
    await detail();
    expect(screen.queryByTestId('assign-manager')).toBeNull();
    expect(screen.queryByTestId('freeze-merchant')).toBeNull();
    expect(screen.queryByTestId('merchant-audit')).toBeNull();
    expect(inputsTo(auditApi.list)).toEqual([]);
  });

  it('says when the merchant does not exist', async () => {
    renderApp(`/merchants/${ID}`, {
      language: 'en-US',
      as: 'admin',
      api: [on(merchantsApi.get, () => ({ errorCode: 'NOT_FOUND', message: 'Not found.' }))],
    });
    const error = await screen.findByTestId('merchant-error', {}, { timeout: 5_000 });
    expect(error.textContent).toContain('This merchant does not exist');
    expect(within(error).getByRole('link').getAttribute('href')).toBe('/merchants');
  });
});
