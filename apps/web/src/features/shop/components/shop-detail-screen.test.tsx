import { shopApi, ShopState, type Language, type MerchantInfo } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectAt,
  mainUser,
  memberUser,
  renderApp,
  screenTests,
} from '../../../test/render-app.tsx';
import {
  EUR_ACCOUNT_ID,
  LINK_FAILED,
  PAYOUT_ACCOUNTS,
  REFUSED_SHOP,
  SHOP_ID,
  shopDetailOf,
  shopOf,
  UNLINKED,
  UNLINKED_UNION,
  USD_ACCOUNT_ID,
} from './test-data.ts';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./shop-detail-screen.tsx'),
  () => import('./auth-login-screen.tsx'),
);

const ACCOUNTS = on(shopApi.payoutAccounts, { result: PAYOUT_ACCOUNTS });

const open = async (
  api: StubAnswers,
  {
    user = mainUser(),
    language = 'en-US',
    id = SHOP_ID,
  }: { user?: MerchantInfo; language?: Language; id?: string } = {},
) => {
  const view = renderApp(`/shop/detail?id=${id}`, { language, api, user });
  const screenEl = await screen.findByTestId('shop-detail-screen');
  await within(screenEl).findByTestId('shop-fields');
  return { ...view, screenEl, user: userEvent.setup() };
};

describe('a shop', () => {
  it('shows every field (keys as hints), authorization, payouts, story and the listed actions', async () => {
    const { screenEl } = await open([on(shopApi.get, { result: shopDetailOf() })]);
    const fields = within(screenEl).getByTestId('shop-fields');
    for (const text of [
      'Effective',
      'Sandbox Commerce',
      'Marketplace store',
      'pengda-us',
      'United States · USD',
      'https://pengda.sandbox-shop.example.com',
      'Shenzhen Pengda Lighting Co., Ltd.',
      'Electronics',
      '1,200,000.5 USD',
      'SBX-88231',
      '••••WXYZ',
      '••••KEY-',
    ])
      expect(fields.textContent).toContain(text);
    const authorization = within(screenEl).getByTestId('shop-authorization-card');
    expect(authorization.textContent).toContain('Authorized');
    expect(within(authorization).getByTestId('shop-scopes').textContent).toBe(
      "Read the store's ordersSee the store's payoutsChoose the account payouts are sent to",
    );
    const payouts = within(screenEl).getByTestId('shop-association-card');
    expect(within(payouts).getByTestId('shop-union').textContent).toBe('Linked');
    expect(within(payouts).getByTestId('shop-union-account').textContent).toBe('Amazon US');
    const events = within(screenEl).getAllByTestId('shop-event');
    expect(events.map((e) => e.dataset.action)).toEqual(['added', 'authorized', 'approved']);
    expect(events[2]!.textContent).toContain('Olga Reviewer');
    const actions = within(screenEl).getByTestId('shop-actions');
    expect([...actions.querySelectorAll('button')].map((b) => b.dataset.testid)).toEqual([
      'shop-edit',
      'shop-unlink',
      'shop-close',
    ]);
  });

  it('shows the platform’s reason for a failed association and offers to link again', async () => {
    const { screenEl, user, inputsTo } = await open([
      on(shopApi.get, { result: LINK_FAILED }),
      ACCOUNTS,
      on(shopApi.link, ({ accountId }) => ({
        result:
          accountId === USD_ACCOUNT_ID
            ? shopDetailOf(shopOf(), { actions: ['edit', 'unlink', 'close'] })
            : LINK_FAILED,
      })),
    ]);
    const payouts = within(screenEl).getByTestId('shop-association-card');
    expect(within(payouts).getByTestId('shop-union').textContent).toBe('Association failed');
    expect(within(payouts).getByTestId('shop-union-reason').textContent).toBe(
      'The United States site pays out in USD; the account holds no USD',
    );
    expect(payouts.textContent).toContain('Choose an account that holds USD');
    const again = within(screenEl).getByTestId('shop-link-account');
    expect(again.textContent).toBe('Link again');
    await user.click(again);
    const dialog = await screen.findByTestId('link-dialog');
    expect(within(dialog).getByTestId('payout-currency-hint').textContent).toContain(
      'This site pays out in USD',
    );
    await user.click(dialog.querySelector('input')!);
    // The account holding the site's currency comes first, marked so.
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')];
      expect(found).toHaveLength(2);
      return found;
    });
    expect(options[0]!.textContent).toContain('Amazon US');
    expect(options[0]!.textContent).toContain('Holds USD');
    expect(options[1]!.textContent).toContain('No USD');
    await user.click(options[0] as HTMLElement);
    await user.click(screen.getByTestId('link-confirm'));
    await waitFor(() =>
      expect(inputsTo(shopApi.link)).toEqual([
        { shopId: SHOP_ID, version: 3, accountId: USD_ACCOUNT_ID },
      ]),
    );
    await waitFor(() =>
      expect(within(screenEl).getByTestId('shop-union').textContent).toBe('Linked'),
    );
  });

  it('says when the platform refuses the account chosen', async () => {
    const { screenEl, user, inputsTo } = await open([
      on(shopApi.get, { result: UNLINKED }),
      ACCOUNTS,
      on(shopApi.link, { result: LINK_FAILED }),
    ]);
    expect(within(screenEl).getByTestId('shop-state-message').textContent).toContain(
      'Link the shop to one of your collection accounts',
    );
    await user.click(within(screenEl).getByTestId('shop-link-account'));
    const dialog = await screen.findByTestId('link-dialog');
    await user.click(dialog.querySelector('input')!);
    await user.click((await screen.findAllByText(/Europe/))[0]!);
    await user.click(screen.getByTestId('link-confirm'));
    expect(
      await screen.findByText(
        'The platform refused the association: The United States site pays out in USD; the account holds no USD',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(screenEl).getByTestId('shop-union-reason').textContent).toContain(
        'holds no USD',
      ),
    );
    expect(inputsTo(shopApi.link)).toEqual([
      { shopId: SHOP_ID, version: 3, accountId: EUR_ACCOUNT_ID },
    ]);
  });

  it('starts the authorization and sends the browser to the platform’s sign-in', async () => {
    const awaiting = shopDetailOf(
      shopOf({
        state: ShopState.AwaitingAuthorization,
        union: UNLINKED_UNION,
        authorization: { state: 1, label: 'underWay', authorizedAt: null, scopes: [] },
      }),
      { actions: ['edit', 'authorize', 'close'] },
    );
    const { screenEl, user, router, inputsTo } = await open([
      on(shopApi.get, { result: awaiting }),
      on(shopApi.authorize, {
        result: {
          redirectUrl: '#/authLogin?state=abc.login.sig',
          expiresAt: new Date(Date.now() + 900_000).toISOString(),
        },
      }),
    ]);
    expect(within(screenEl).getByTestId('shop-state-message').textContent).toContain(
      'Authorize the shop on Sandbox Commerce',
    );
    const authorize = within(screenEl).getByTestId('shop-authorize');
    expect(authorize.textContent).toBe('Authorize on Sandbox Commerce');
    await user.click(authorize);
    await expectAt(router, '/authLogin?state=abc.login.sig');
    expect(inputsTo(shopApi.authorize)).toEqual([{ shopId: SHOP_ID }]);
  });

  it('unlinks and closes after asking', async () => {
    const closed = shopDetailOf(shopOf({ state: ShopState.Cancelled }), { actions: [] });
    const { screenEl, user, inputsTo } = await open([
      on(shopApi.get, { result: shopDetailOf() }),
      on(shopApi.unlink, { result: shopDetailOf(REFUSED_SHOP) }),
      on(shopApi.close, { result: closed }),
    ]);
    await user.click(within(screenEl).getByTestId('shop-unlink'));
    expect(await screen.findByText(/no longer be set to Amazon US/)).toBeTruthy();
    await user.click(screen.getByTestId('unlink-confirm'));
    await waitFor(() =>
      expect(inputsTo(shopApi.unlink)).toEqual([{ shopId: SHOP_ID, version: 3 }]),
    );
    await user.click(within(screenEl).getByTestId('shop-close'));
    expect(await screen.findByText(/A closed shop cannot be opened again/)).toBeTruthy();
    await user.click(screen.getByTestId('close-confirm'));
    await waitFor(() => expect(inputsTo(shopApi.close)).toHaveLength(1));
    await waitFor(() =>
      expect(within(screenEl).getByTestId('shop-state-message').dataset.state).toBe('4'),
    );
    expect(within(screenEl).queryByTestId('shop-actions')).toBeNull();
  });

  it('reads a shop changed meanwhile again, with a word', async () => {
    let reads = 0;
    const { screenEl, user } = await open([
      on(shopApi.get, () => {
        reads += 1;
        return { result: shopDetailOf(shopOf({ version: 2 + reads })) };
      }),
      on(shopApi.close, { errorCode: 'SHOP_CHANGED', message: 'The shop was changed meanwhile.' }),
    ]);
    await user.click(within(screenEl).getByTestId('shop-close'));
    await user.click(await screen.findByTestId('close-confirm'));
    expect(await screen.findByText(/has been read again/)).toBeTruthy();
    await waitFor(() => expect(reads).toBeGreaterThan(1));
  });

  it('shows a refused shop’s reason and offers a member who may only view no action', async () => {
    const refused = shopDetailOf(REFUSED_SHOP, { actions: ['edit', 'close'] });
    const { screenEl } = await open([on(shopApi.get, { result: refused })], {
      user: memberUser(),
      id: REFUSED_SHOP.id,
    });
    expect(within(screenEl).getByTestId('shop-state-message').textContent).toContain(
      'Reason: The link does not open the shop',
    );
    expect(within(screenEl).getByTestId('shop-authorization-card').textContent).toContain(
      'Independent site is not authorized from here',
    );
    expect(within(screenEl).queryByTestId('shop-actions')).toBeNull();
  });

  it('says when there is no such shop', async () => {
    renderApp(`/shop/detail?id=${SHOP_ID}`, {
      language: 'en-US',
      api: [on(shopApi.get, { errorCode: 'NOT_FOUND', message: 'Not found.', status: 404 })],
    });
    const failed = await screen.findByTestId('shop-failed');
    expect(failed.textContent).toContain('No such shop');
  });

  it('speaks Russian', async () => {
    const { screenEl } = await open([on(shopApi.get, { result: LINK_FAILED })], {
      language: 'ru-RU',
    });
    expect(screenEl.textContent).toContain('Авторизация на платформе');
    expect(screenEl.textContent).toContain('Привязка не удалась');
    expect(within(screenEl).getByTestId('shop-link-account').textContent).toBe('Привязать снова');
    // The platform's reason is a code, said in the reader's language.
    expect(within(screenEl).getByTestId('shop-union-reason').textContent).toBe(
      'Выплаты с сайта (Соединенные Штаты) приходят в USD, а на счёте нет USD',
    );
  });
});
