import { AccountState, certificationApi, walletApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mainUser, memberUser, renderApp, screenTests } from '../../../test/render-app.tsx';
import { caseAnswer, completeCase, newMerchant } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('../../../app/pages/home-page.tsx'),
);

const HOME = [
  on(walletApi.list, { result: { list: [] } }),
  on(walletApi.details, {
    result: { list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 5 },
  }),
];

describe('certification on home and in the menu', () => {
  it('shows a new merchant a prominent card with what is next, and the menu entry to certification', async () => {
    const { router } = renderApp('/main', {
      language: 'en-US',
      user: newMerchant(AccountState.AgreementPending),
      api: [
        ...HOME,
        caseAnswer(
          completeCase({ next: 'agreement', merchantState: AccountState.AgreementPending }),
        ),
      ],
    });
    const card = await screen.findByTestId('certification-card');
    const next = await within(card).findByTestId('certification-card-next');
    expect(next.dataset.next).toBe('agreement');
    expect(next.textContent).toContain('Sign the network access agreement');
    expect(
      within(screen.getByTestId('side-menu')).getByTestId('menu-item-/auth/realname').textContent,
    ).toBe('Certification');
    await userEvent.setup().click(within(card).getByTestId('certification-card-go'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/agreement'));
  });

  it('shows no card once certified, and the menu entry becomes the certification info', async () => {
    const { callsTo } = renderApp('/main', { language: 'ru-RU', user: mainUser(), api: HOME });
    await screen.findByTestId('home-screen');
    expect(screen.queryByTestId('certification-card')).toBeNull();
    expect(callsTo(certificationApi.get)).toEqual([]);
    expect(
      within(screen.getByTestId('side-menu')).getByTestId('menu-item-/auth/realname').textContent,
    ).toBe('Данные сертификации');
  });

  it('tells a member who certifies, without the main user’s entry or call', async () => {
    const { callsTo } = renderApp('/main', {
      language: 'zh-CN',
      user: memberUser({ state: AccountState.Registered }),
      api: HOME,
    });
    const card = await screen.findByTestId('certification-card');
    expect(within(card).getByTestId('certification-card-member').textContent).toContain(
      '认证由主账号完成',
    );
    expect(callsTo(certificationApi.get)).toEqual([]);
    expect(
      within(screen.getByTestId('side-menu')).queryByTestId('menu-item-/auth/realname'),
    ).toBeNull();
  });
});
