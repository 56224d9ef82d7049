import { shopApi, ShopState } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAt, mainUser, renderApp, screenTests } from '../../../test/render-app.tsx';
import {
  PAYOUT_ACCOUNTS,
  SHOP_ID,
  shopDetailOf,
  shopOf,
  UNLINKED,
  USD_ACCOUNT_ID,
} from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/auth-layout.tsx'),
  () => import('./auth-activa-screen.tsx'),
  () => import('./auth-pay-screen.tsx'),
);

const ACCOUNTS = on(shopApi.payoutAccounts, { result: PAYOUT_ACCOUNTS });

const open = async (path: string, api: StubAnswers, language: 'en-US' | 'ru-RU' = 'en-US') => {
  const view = renderApp(path, { language, api, user: mainUser() });
  return { ...view, user: userEvent.setup() };
};

describe('activating payouts', () => {
  it('asks a visitor who is not signed in to log in first, and comes back', async () => {
    const { router } = renderApp(`/authActiva?shopId=${SHOP_ID}`, {
      language: 'en-US',
      user: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(decodeURIComponent(router.state.location.search)).toContain(
      `/authActiva?shopId=${SHOP_ID}`,
    );
  });

  it('links an approved shop to the chosen account and shows how it went', async () => {
    let linked = false;
    const { user, router, inputsTo } = await open(`/authActiva?shopId=${SHOP_ID}`, [
      on(shopApi.get, () => ({ result: linked ? shopDetailOf() : UNLINKED })),
      ACCOUNTS,
      on(shopApi.link, () => {
        linked = true;
        return { result: shopDetailOf() };
      }),
    ]);
    const page = await screen.findByTestId('auth-activa-screen');
    const choose = await within(page).findByTestId('activa-choose');
    expect(within(page).getByTestId('activa-shop').textContent).toBe('Pengda Lighting US');
    expect((await within(choose).findByTestId('payout-currency-hint')).textContent).toContain(
      'USD',
    );
    await user.click(choose.querySelector('input')!);
    await user.click((await screen.findAllByText(/Amazon US/))[0]!);
    await user.click(within(choose).getByTestId('activa-submit'));
    await expectAt(router, `/authPay?shopId=${SHOP_ID}`);
    expect(inputsTo(shopApi.link)).toEqual([
      { shopId: SHOP_ID, version: 3, accountId: USD_ACCOUNT_ID },
    ]);
    const result = await screen.findByTestId('pay-result');
    expect(result.textContent).toContain('Payouts are set up');
    expect(result.textContent).toContain('The payouts of Pengda Lighting US go to Amazon US.');
  });

  it('tells a shop not approved yet that payouts come after the approval', async () => {
    const { user, router } = await open(`/authActiva?shopId=${SHOP_ID}`, [
      on(shopApi.get, {
        result: shopDetailOf(shopOf({ state: ShopState.UnderReview }), { actions: ['edit'] }),
      }),
    ]);
    const notYet = await screen.findByTestId('activa-not-yet');
    expect(notYet.textContent).toContain('Payouts can be set up once the shop is approved');
    expect(within(notYet).getByTestId('shop-state').textContent).toBe('Under review');
    await user.click(within(notYet).getByTestId('activa-to-shop'));
    await expectAt(router, `/shop/detail?id=${SHOP_ID}`);
  });

  it('says where there is no account to pay out to yet', async () => {
    await open(`/authActiva?shopId=${SHOP_ID}`, [
      on(shopApi.get, { result: UNLINKED }),
      on(shopApi.payoutAccounts, { result: { list: [] } }),
    ]);
    const empty = await screen.findByTestId('payout-accounts-empty');
    expect(empty.textContent).toContain('You have no effective collection account yet.');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/act/add');
  });
});
