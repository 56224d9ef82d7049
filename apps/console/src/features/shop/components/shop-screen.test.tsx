import { shopApi, type OpsShopDetail } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, operatorOf } from '../../../test/render-app.tsx';
import { decidedFirst, expectReloaded } from '../../../test/failures.ts';
import {
  cells,
  confirmDecision,
  confirmWithReason,
  labelsOf,
  openDecision,
  rowsOf,
} from '../../../test/screen.ts';
import {
  approveAfterConfirmation,
  detailScreenOf,
  refuseWithReason,
} from '../../../test/detail-screen.ts';
import { MERCHANT_ID, SHOP_ID, shopDetail } from './test-data.ts';

afterEach(cleanUp);

const PATH = `/shops/${SHOP_ID}`;
const ME = operatorOf('reviewer', { name: 'Li Na' });

/** A server of one shop: decisions change it as the real one does. */
const handlers = (current: { shop: OpsShopDetail }): StubAnswers => [
  on(shopApi.opsGet, () => ({ result: current.shop })),
  on(shopApi.approve, () => {
    current.shop = { ...current.shop, state: 1, version: current.shop.version + 1, actions: [] };
    return { result: current.shop };
  }),
  on(shopApi.reject, ({ reason }) => {
    current.shop = {
      ...current.shop,
      state: 0,
      reason,
      version: current.shop.version + 1,
      actions: [],
    };
    return { result: current.shop };
  }),
];

const shop = detailScreenOf(shopApi.opsGet, 'shop', { path: PATH, as: ME, handlers });

describe('one shop', { timeout: 40_000 }, () => {
  it('shows every field, the keys only as their hints, the authorization with its log, the association and the story', async () => {
    const current = { shop: shopDetail() };
    await shop.served(current, 'en-US');
    expect(screen.getByTestId('shop-title').textContent).toBe('Pengda Lighting US');
    expect(screen.getByTestId('shop-decision').textContent).toContain('Waiting for review');
    expect(labelsOf(screen.getByTestId('shop-overview'))).toEqual([
      'Merchant',
      'Platform',
      'Store type',
      'Site',
      'Store handle',
      'Shop link',
      'Holder',
      'Goods category',
      'Yearly sales',
      'Merchant ID on the platform',
      'Payment gateway',
      'State',
      'API key',
      'Private key',
      'Added',
      'Last changed',
    ]);
    expect(screen.getByTestId('shop-merchant').getAttribute('href')).toBe(
      `/merchants/${MERCHANT_ID}`,
    );
    expect(screen.getByTestId('shop-site').textContent).toBe('United States (pays out in USD)');
    expect(screen.getByTestId('shop-link').getAttribute('href')).toBe(
      'https://pengda.sandbox-shop.example.com',
    );
    expect(screen.getByTestId('shop-yearly-sales').textContent).toBe('1,200,000.5 USD');
    expect(screen.getByTestId('shop-api-key').textContent).toBe('••••WXYZ');
    expect(screen.getByTestId('shop-private-key').textContent).toBe('••••KEY-');
    expect(screen.getByTestId('shop-overview').textContent).toContain('Electronics');

    const authorization = screen.getByTestId('section-authorization');
    expect(within(authorization).getByTestId('shop-authorization').textContent).toBe('Authorized');
    expect(within(authorization).getByTestId('shop-scopes').textContent).toBe(
      "Read the store's ordersSee the store's payoutsChoose the account payouts are sent to",
    );
    const log = rowsOf(within(authorization).getByTestId('authorization-log'));
    expect(log.map((row) => cells(row).slice(1, 6))).toEqual([
      ['Chen Jing', 'Sandbox Commerce', 'Return to us', 'Succeeded', '--'],
      [
        'Chen Jing',
        'Sandbox Commerce',
        'Return to us',
        'Refused',
        'Access was denied at the platform',
      ],
    ]);

    const association = screen.getByTestId('section-association');
    expect(within(association).getByTestId('shop-union').textContent).toBe('Not linked');
    expect(association.textContent).toContain('holds USD');

    const story = screen.getByTestId('section-story');
    expect(
      within(story)
        .getAllByTestId('story-event')
        .map((event) => event.querySelector('strong')?.textContent),
    ).toEqual([
      'Authorized on the platform',
      'Authorization refused',
      'Authorization started',
      'Shop added',
    ]);
    expect(story.textContent).toContain('Reason: Access was denied at the platform');
  });

  it('says why an association failed, and that a shop without keys has none', async () => {
    const current = {
      shop: shopDetail({
        state: 1,
        actions: [],
        apiKeyHint: null,
        privateKeyHint: null,
        site: 'DE',
        union: {
          state: 2,
          accountId: '00000000-0000-4000-8000-000000000701',
          accountAlias: 'US payouts',
          reason: 'payoutCurrencyMissing',
          at: '2026-11-21T08:00:00.000Z',
        },
      }),
    };
    await shop.served(current, 'ru-RU');
    expect(screen.getByTestId('shop-api-key').textContent).toBe('Не сохранён');
    expect(screen.getByTestId('shop-site').textContent).toBe('Германия (выплаты в EUR)');
    const association = screen.getByTestId('section-association');
    expect(within(association).getByTestId('shop-union').textContent).toBe('Привязка не удалась');
    expect(within(association).getByTestId('shop-union-account').textContent).toBe('US payouts');
    // The server's code in the operator's words, with the site's payout currency.
    expect(within(association).getByTestId('shop-union-reason').textContent).toBe(
      'Выплаты площадки (Германия) идут в EUR, а на счёте нет EUR',
    );
    expect(screen.queryByTestId('page-actions')).toBeNull();
    expect(screen.queryByTestId('shop-decision')).toBeNull();
  });

  it('shows a shop of a platform without authorization, and one that waits for it', async () => {
    const current = {
      shop: shopDetail({
        state: 3,
        actions: [],
        authorization: { state: null, label: null, authorizedAt: null, scopes: [] },
        authorizations: [],
      }),
    };
    await shop.served(current, 'en-US');
    expect(screen.getByTestId('shop-decision').textContent).toContain(
      'Waiting for the merchant to authorize',
    );
    const authorization = screen.getByTestId('section-authorization');
    expect(within(authorization).getByTestId('shop-authorization').textContent).toBe('Not needed');
    expect(authorization.textContent).toContain('The merchant has not started an authorization');
  });

  it('approves the version on screen after a confirmation', async () => {
    const current = { shop: shopDetail() };
    const { user, inputsTo } = await shop.served(current, 'en-US');
    await approveAfterConfirmation(user, inputsTo, shopApi.approve, {
      trigger: 'shop-approve',
      title: 'Approve this shop?',
      says: 'Pengda Lighting US of Demo Trading becomes effective',
      button: 'Approve',
      request: { shopId: SHOP_ID, version: 5 },
      done: 'Shop approved',
    });
    await waitFor(() => expect(screen.getByTestId('shop-state').textContent).toBe('Effective'));
    expect(screen.queryByTestId('shop-approve')).toBeNull();
  });

  it('needs a reason to reject, then rejects the version on screen with it', async () => {
    const current = { shop: shopDetail() };
    const { user, inputsTo } = await shop.served(current, 'en-US');
    await refuseWithReason(user, inputsTo, shopApi.reject, {
      trigger: 'shop-reject',
      title: 'Reject this shop',
      says: 'The merchant reads the reason and may correct the shop and send it again.',
      required: 'Give a reason the merchant can act on',
      reason: '  The link does not open the store. ',
      request: { shopId: SHOP_ID, version: 5, reason: 'The link does not open the store.' },
      done: 'Shop rejected',
      note: 'shop-decision',
    });
    expect(screen.getByTestId('shop-state').textContent).toBe('Not approved');
  });

  it('offers only the decisions the shop lists', async () => {
    const current = { shop: shopDetail({ actions: ['reject'] }) };
    await shop.served(current, 'en-US');
    expect(screen.getByTestId('shop-reject')).toBeTruthy();
    expect(screen.queryByTestId('shop-approve')).toBeNull();
  });

  it('says so and reloads the shop when the merchant changed it meanwhile (SHOP_CHANGED)', async () => {
    const current = { shop: shopDetail() };
    const { user, inputsTo } = await shop.served(current, 'zh-CN', [
      decidedFirst(shopApi.approve, { errorCode: 'SHOP_CHANGED', message: 'changed' }, () => {
        current.shop = { ...current.shop, state: 3, version: 6, actions: [] };
      }),
    ]);
    await confirmDecision(user, 'shop-approve', '确定审核通过该店铺？', '审核通过');
    await expectReloaded(
      '您查看期间该店铺已有变化（商户或其他审核员已先行处理），现已重新加载，请核对后再处理。',
      ['shop-state', '待授权'],
      () => inputsTo(shopApi.opsGet),
    );
    expect(screen.queryByTestId('shop-approve')).toBeNull();
  });

  it('closes the reason dialog and reloads when another reviewer decided first (SHOP_STATE)', async () => {
    const current = { shop: shopDetail() };
    const { user } = await shop.served(current, 'en-US', [
      decidedFirst(shopApi.reject, { errorCode: 'SHOP_STATE', message: 'state' }, () => {
        current.shop = { ...current.shop, state: 1, version: 6, actions: [] };
      }),
    ]);
    const dialog = await openDecision(user, 'shop-reject', 'Reject this shop');
    await confirmWithReason(user, dialog, 'Wrong link');
    await waitFor(() => expect(screen.getByTestId('shop-state').textContent).toBe('Effective'));
    await waitFor(() => expect(screen.queryByTestId('reject-reason')).toBeNull());
  });

  it('says when the shop does not exist', () =>
    shop.isMissing(PATH, ME, 'This shop does not exist', '/shops'));

  it.each(['finance', 'manager'] as const)('is refused to %s', (role) =>
    shop.isRefusedTo(PATH, role),
  );
});
