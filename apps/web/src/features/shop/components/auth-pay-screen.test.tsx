import { shopApi, UnionState } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAt, mainUser, renderApp, screenTests } from '../../../test/render-app.tsx';
import { LINK_FAILED, PAYOUT_ACCOUNTS, SHOP_ID, UNLINKED } from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/auth-layout.tsx'),
  () => import('./auth-pay-screen.tsx'),
);

const ACCOUNTS = on(shopApi.payoutAccounts, { result: PAYOUT_ACCOUNTS });

const open = async (path: string, api: StubAnswers, language: 'en-US' | 'ru-RU' = 'en-US') => {
  const view = renderApp(path, { language, api, user: mainUser() });
  return { ...view, user: userEvent.setup() };
};

describe('the payout set-up result', () => {
  it('shows the platform’s reason for a refusal and leads back to choose another account', async () => {
    const { user, router } = await open(`/authPay?shopId=${SHOP_ID}`, [
      on(shopApi.get, { result: LINK_FAILED }),
      ACCOUNTS,
    ]);
    const result = await screen.findByTestId('pay-result');
    expect(result.dataset.state).toBe(String(UnionState.LinkFailed));
    expect(result.textContent).toContain('The platform refused the payout account');
    expect(result.textContent).toContain(
      'The United States site pays out in USD; the account holds no USD',
    );
    await user.click(within(result).getByTestId('pay-retry'));
    await expectAt(router, `/authActiva?shopId=${SHOP_ID}`);
  });

  it('speaks Russian', async () => {
    await open(`/authPay?shopId=${SHOP_ID}`, [on(shopApi.get, { result: UNLINKED })], 'ru-RU');
    const result = await screen.findByTestId('pay-result');
    expect(result.textContent).toContain('Выплаты ещё не настроены');
  });
});
